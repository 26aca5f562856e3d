import { formatLongDate } from "~/lib/dates";
import { texts } from "~/lib/texts";

export interface CommentItem {
  id: number;
  authorName: string;
  content: string;
  createdAt: string;
  /** Replies (threads imported from another platform) show under the comment they answer. */
  parentId?: number | null;
}

// Replies by the comment they answer; a reply whose parent is not shown stands on its own.
function threads(comments: CommentItem[]): Map<number | null, CommentItem[]> {
  const shown = new Set(comments.map((comment) => comment.id));
  const byParent = new Map<number | null, CommentItem[]>();
  for (const comment of comments) {
    const parent =
      comment.parentId != null && shown.has(comment.parentId) ? comment.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), comment]);
  }
  return byParent;
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
  const byParent = threads(comments);
  return (
    <CommentThread
      comments={byParent.get(null) ?? []}
      byParent={byParent}
      label={texts.comments.listLabel}
    />
  );
}

function CommentThread({
  comments,
  byParent,
  label,
}: {
  comments: CommentItem[];
  byParent: Map<number | null, CommentItem[]>;
  label?: string;
}) {
  return (
    <ol className="space-y-4" aria-label={label}>
      {comments.map((comment) => {
        const replies = byParent.get(comment.id) ?? [];
        return (
          <li key={comment.id} data-comment-id={comment.id}>
            <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:gap-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700 uppercase sm:size-10 dark:bg-brand-700/40 dark:text-brand-100"
              >
                {initial(comment.authorName)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="comment-author font-semibold break-words">
                    {comment.authorName}
                  </span>
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
            </div>
            {replies.length > 0 && (
              <div className="mt-4 ml-4 border-l-2 border-slate-200 pl-3 sm:ml-8 sm:pl-4 dark:border-slate-800">
                <CommentThread comments={replies} byParent={byParent} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function initial(name: string): string {
  return Array.from(name.trim())[0] ?? "?";
}
