import { Reply } from "~/components/icons";
import { formatLongDate } from "~/lib/dates";
import { texts } from "~/lib/texts";

export interface CommentItem {
  id: number;
  authorName: string;
  content: string;
  createdAt: string;
  /** Replies show under the comment they answer (a reader's, or an imported thread's). */
  parentId?: number | null;
}

/** How many levels a thread indents; replies deeper than that show on the last one. */
export const shownLevels = 3;

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

/**
 * Approved comments, oldest first, as plain text (React escapes it; line breaks are kept). Each
 * has Balas, a link to the article with `?balas=<id>` (`replyHref`) that works without
 * JavaScript; the comment form's island moves the form under the comment instead.
 */
export function CommentList({
  comments,
  replyHref,
}: {
  comments: CommentItem[] | null;
  replyHref: (id: number) => string;
}) {
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
  const names = new Map(comments.map((comment) => [comment.id, comment.authorName]));
  return (
    <CommentThread
      comments={(byParent.get(null) ?? []).map((comment) => ({ comment }))}
      byParent={byParent}
      names={names}
      level={1}
      replyHref={replyHref}
      label={texts.comments.listLabel}
    />
  );
}

interface Shown {
  comment: CommentItem;
  /** Set on the last level for a reply to a deeper comment: whom it answers. */
  answers?: string;
}

// A comment on the last level and every reply below it, in thread order, on that one level.
function flattened(
  comment: CommentItem,
  byParent: Map<number | null, CommentItem[]>,
  names: Map<number, string>,
): Shown[] {
  const shown: Shown[] = [{ comment }];
  const visit = (parent: CommentItem) => {
    for (const reply of byParent.get(parent.id) ?? []) {
      shown.push({ comment: reply, answers: names.get(parent.id) });
      visit(reply);
    }
  };
  visit(comment);
  return shown;
}

function CommentThread({
  comments,
  byParent,
  names,
  level,
  replyHref,
  label,
}: {
  comments: Shown[];
  byParent: Map<number | null, CommentItem[]>;
  names: Map<number, string>;
  level: number;
  replyHref: (id: number) => string;
  /** The thread's name, on the outer list only (the nesting says the rest). */
  label?: string;
}) {
  return (
    <ol className="space-y-4" aria-label={label}>
      {comments.map(({ comment, answers }) => {
        const replies = byParent.get(comment.id) ?? [];
        // The next level is the last: it takes this comment's replies with all of theirs.
        const nested: Shown[] =
          level + 1 >= shownLevels
            ? replies.flatMap((reply) => flattened(reply, byParent, names))
            : replies.map((reply) => ({ comment: reply }));
        const showReplies = level < shownLevels && nested.length > 0;
        return (
          <li
            key={comment.id}
            id={`komentar-${comment.id}`}
            data-comment-id={comment.id}
            className="scroll-mt-24"
          >
            <CommentCard comment={comment} answers={answers} replyHref={replyHref} />
            {showReplies && (
              <div className="mt-3 ml-2 border-l-2 border-slate-200 pl-2 sm:mt-4 sm:ml-5 sm:pl-4 dark:border-slate-800">
                <CommentThread
                  comments={nested}
                  byParent={byParent}
                  names={names}
                  level={level + 1}
                  replyHref={replyHref}
                />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function CommentCard({
  comment,
  answers,
  replyHref,
}: {
  comment: CommentItem;
  answers?: string;
  replyHref: (id: number) => string;
}) {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3.5 sm:gap-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700 uppercase sm:size-10 dark:bg-brand-700/40 dark:text-brand-100"
      >
        {initial(comment.authorName)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="comment-author font-semibold break-words">{comment.authorName}</span>
          <time dateTime={comment.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
            {formatLongDate(comment.createdAt)}
          </time>
        </p>
        {answers !== undefined && (
          <p className="comment-answers mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {texts.comments.inReplyTo(answers)}
          </p>
        )}
        <p className="comment-text mt-1.5 leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {comment.content}
        </p>
        <a
          href={replyHref(comment.id)}
          data-reply-to={comment.id}
          data-reply-name={comment.authorName}
          aria-label={texts.comments.replyLabel(comment.authorName)}
          className="mt-2 inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100"
        >
          <Reply className="size-4" aria-hidden />
          {texts.comments.reply}
        </a>
      </div>
    </div>
  );
}

function initial(name: string): string {
  return Array.from(name.trim())[0] ?? "?";
}
