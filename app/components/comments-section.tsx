import { MessageSquare } from "~/components/icons";
import type { CommentResult } from "~/lib/comment-rules";
import { texts } from "~/lib/texts";
import { CommentForm, type ReplyTarget } from "./comment-form";
import { CommentList, type CommentItem } from "./comment-list";

/**
 * The article's comments (null when they failed to load) and the form to add one, or a reply to
 * `replyTo` (the page's `?balas=`). `path` is the article's.
 */
export function CommentsSection({
  comments,
  path,
  pageResult,
  replyTo,
}: {
  comments: CommentItem[] | null;
  path: string;
  pageResult?: CommentResult;
  replyTo?: ReplyTarget;
}) {
  // Without JavaScript the answer is a new page: the fragment brings the reader back to the form,
  // and a reply's address keeps whom it answers.
  const replyHref = (id: number) => `${path}?balas=${id}#komentar-form`;
  const action = replyTo ? replyHref(replyTo.id) : `${path}#komentar-form`;
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
        <CommentList comments={comments} replyHref={replyHref} />
      </div>
      <CommentForm
        action={action}
        pageResult={pageResult}
        replyTo={replyTo}
        cancelHref={`${path}#komentar-form`}
      />
    </section>
  );
}
