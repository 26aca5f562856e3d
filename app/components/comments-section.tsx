import { MessageSquare } from "~/components/icons";
import type { CommentResult } from "~/lib/comment-rules";
import { texts } from "~/lib/texts";
import { CommentForm } from "./comment-form";
import { CommentList, type CommentItem } from "./comment-list";

/** The article's comments (null when they failed to load) and the form to add one. */
export function CommentsSection({
  comments,
  action,
  pageResult,
}: {
  comments: CommentItem[] | null;
  action: string;
  pageResult?: CommentResult;
}) {
  return (
    <section
      id="komentar"
      aria-labelledby="komentar-judul"
      className="mt-16 scroll-mt-24 border-t border-slate-200 pt-10 dark:border-slate-800"
    >
      <h2 id="komentar-judul" className="flex items-center gap-2 text-2xl font-bold">
        <MessageSquare className="size-6 text-brand-600 dark:text-brand-100" aria-hidden />
        {texts.comments.title}
        {comments && comments.length > 0 && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <span className="sr-only">: </span>
            {texts.comments.count(comments.length)}
          </span>
        )}
      </h2>
      <div className="mt-6">
        <CommentList comments={comments} />
      </div>
      <CommentForm action={action} pageResult={pageResult} />
    </section>
  );
}
