import { Form, Link, useNavigation } from "react-router";
import { Pagination } from "~/components/pagination";
import { formatDateTime } from "~/lib/clock";
import type { TimeZone } from "~/lib/schedule";
import { texts } from "~/lib/admin-texts";

const t = texts.revisions;

interface RevisionListProps {
  timeZone: TimeZone;
  updatedAt: string;
  revisions: {
    id: number;
    title: string;
    published: boolean;
    savedBy: string | null;
    restoredFrom: number | null;
    createdAt: string;
  }[];
  page: number;
  pageCount: number;
  newestId: number | null;
  comparison: { olderId: number; newerId: number } | null;
}

const buttonClass =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800";

/**
 * Riwayat's list: every revision with who saved it and when, two radio columns choosing what to
 * compare, and "Pulihkan versi ini" on all but the current one.
 */
export function RevisionList({
  timeZone,
  updatedAt,
  revisions,
  page,
  pageCount,
  newestId,
  comparison,
}: RevisionListProps) {
  const navigation = useNavigation();
  const restoring = navigation.state === "submitting";
  if (revisions.length === 0) {
    return (
      <p className="mt-6 rounded-2xl border border-slate-200 p-8 text-center text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t.empty}
      </p>
    );
  }
  return (
    <>
      {/* The restore buttons below belong to this form (form="restore"), outside the GET form. */}
      <Form id="restore" method="post" hidden>
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="updatedAt" value={updatedAt} />
      </Form>
      <form method="get" className="mt-6">
        <h2 id="revision-list-title" className="text-lg font-semibold">
          {t.listLabel}
        </h2>
        <ol
          aria-labelledby="revision-list-title"
          className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {revisions.map((revision) => (
            <li
              key={revision.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {t.version(revision.id)}
                  {revision.id === newestId && (
                    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
                      {t.current}
                    </span>
                  )}
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  <time dateTime={revision.createdAt}>
                    {formatDateTime(revision.createdAt, timeZone)}
                  </time>{" "}
                  {revision.savedBy ? t.by(revision.savedBy) : t.byImport}
                  {" · "}
                  {revision.published ? t.published : t.draft}
                  {revision.restoredFrom !== null && ` · ${t.restoredFrom(revision.restoredFrom)}`}
                </p>
                <p className="mt-1 text-sm break-words">{revision.title}</p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2">
                <label className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="dari"
                    value={revision.id}
                    defaultChecked={comparison?.olderId === revision.id}
                    className="size-4"
                  />
                  {t.older}
                  <span className="sr-only">{t.version(revision.id)}</span>
                </label>
                <label className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="ke"
                    value={revision.id}
                    defaultChecked={comparison?.newerId === revision.id}
                    className="size-4"
                  />
                  {t.newer}
                  <span className="sr-only">{t.version(revision.id)}</span>
                </label>
                {revision.id !== newestId && (
                  <button
                    type="submit"
                    form="restore"
                    name="revisionId"
                    value={revision.id}
                    disabled={restoring}
                    className={buttonClass}
                  >
                    {t.restore}
                    <span className="sr-only"> {t.version(revision.id)}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
        <button
          type="submit"
          className="mt-4 rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t.compareChosen}
        </button>
      </form>
      <Pagination page={page} count={pageCount} href={(n) => (n === 1 ? "?" : `?halaman=${n}`)} />
    </>
  );
}

/** The editor's link to its Riwayat. */
export function RevisionsLink({ path }: { path: string }) {
  return (
    <Link
      to={path}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      {t.link}
    </Link>
  );
}
