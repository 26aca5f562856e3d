import { Link } from "react-router";
import { commentStatuses, type CommentStatus } from "~/lib/comment-schema";
import { texts } from "~/lib/admin-texts";

const t = texts.moderation;

const listLabels: Record<CommentStatus, string> = {
  pending: t.listPending,
  approved: t.listApproved,
  spam: t.listSpam,
};

/** The three moderation lists as tabs, each with its count; `href` is a list's address. */
export function StatusLists({
  status,
  counts,
  href,
}: {
  status: CommentStatus;
  counts: Record<CommentStatus, number>;
  href: (status: CommentStatus) => string;
}) {
  return (
    <nav aria-label={t.listsLabel} className="mt-6 flex gap-1.5 overflow-x-auto sm:gap-2">
      {commentStatuses.map((item) => {
        const current = item === status;
        return (
          <Link
            key={item}
            to={href(item)}
            aria-current={current ? "page" : undefined}
            className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-2 text-sm font-medium sm:gap-2 sm:px-4 ${
              current
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-200 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800"
            }`}
          >
            {listLabels[item]}
            <span
              className={`rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums sm:px-2 ${
                current
                  ? "bg-white/20 text-white"
                  : "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
              }`}
            >
              {counts[item]}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}

/** The answer to a moderation sent without JavaScript (a fetcher's answer is a toast). */
export function ModerationResult({ result }: { result: { ok: boolean; message: string } }) {
  return (
    <p
      id="moderation-result"
      role={result.ok ? "status" : "alert"}
      className={`mt-6 rounded-xl border px-4 py-3 text-sm ${
        result.ok
          ? "border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-200"
          : "border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
      }`}
    >
      {result.message}
    </p>
  );
}
