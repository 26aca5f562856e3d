import { formatLongDate } from "~/lib/dates";
import { texts } from "~/lib/texts";

export interface CommentItem {
  id: number;
  authorName: string;
  content: string;
  createdAt: string;
}

/** Approved comments, oldest first, as plain text (React escapes it; line breaks are kept). */
export function CommentList({ comments }: { comments: CommentItem[] | null }) {
  if (comments === null) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
      >
        {texts.comments.loadFailed}
      </p>
    );
  }
  if (comments.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        {texts.comments.empty}
      </p>
    );
  }
  return (
    <ol className="space-y-4" aria-label={texts.comments.listLabel}>
      {comments.map((comment) => (
        <li
          key={comment.id}
          className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:gap-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
          data-comment-id={comment.id}
        >
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700 uppercase sm:size-10 dark:bg-brand-700/40 dark:text-brand-100"
          >
            {initial(comment.authorName)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="comment-author font-semibold break-words">{comment.authorName}</span>
              <time
                dateTime={comment.createdAt}
                className="text-xs text-slate-500 dark:text-slate-400"
              >
                {formatLongDate(comment.createdAt)}
              </time>
            </p>
            <p className="comment-text mt-1.5 leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
              {comment.content}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function initial(name: string): string {
  return Array.from(name.trim())[0] ?? "?";
}
