import { Form } from "react-router";
import { activityLabel, activityLabels } from "~/lib/activity";
import { formatDateTime } from "~/lib/clock";
import type { TimeZone } from "~/lib/schedule";
import { texts } from "~/lib/admin-texts";
import { Pagination } from "~/components/pagination";
import { FilterSelect } from "./dashboard-panels";

const t = texts.users;

interface ActivityLogPage {
  entries: {
    id: number;
    actorName: string;
    action: string;
    objectTitle: string | null;
    detail: string;
    repeats: number;
    createdAt: string;
  }[];
  page: number;
  pageCount: number;
  filter: { actor: string; action: string };
}

const kinds = Object.entries(activityLabels).map(([id, name]) => ({ id, name }));

/** A page of the activity log, newest first, by person and kind: who did what to what, when. */
export function ActivityLog({
  log,
  users,
  timeZone,
}: {
  log: ActivityLogPage;
  users: { id: string; name: string }[];
  timeZone: TimeZone;
}) {
  const { filter } = log;
  const href = (page: number) => {
    const query = new URLSearchParams({ page: String(page) });
    if (filter.actor) query.set("orang", filter.actor);
    if (filter.action) query.set("jenis", filter.action);
    return `?${query.toString()}#log-aktivitas`;
  };
  return (
    <section className="mt-10" aria-labelledby="log-aktivitas">
      <h2 id="log-aktivitas" className="text-xl font-bold">
        {t.activityTitle}
      </h2>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          name="orang"
          label={t.activityFilterActor}
          value={filter.actor}
          choices={users.map((user) => ({ id: user.id, name: user.name }))}
        />
        <FilterSelect
          name="jenis"
          label={t.activityFilterAction}
          value={filter.action}
          choices={kinds}
        />
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {texts.review.filterApply}
        </button>
      </Form>
      {log.entries.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t.activityEmpty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
          {log.entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3" data-testid="aktivitas">
              <span className="font-medium break-all">{entry.actorName}</span>{" "}
              {activityLabel(entry.action)}{" "}
              <span className="font-medium break-all">
                {entry.objectTitle ?? t.activityObjectGone}
              </span>
              {entry.detail && <span> ({entry.detail})</span>}
              {entry.repeats > 0 && <span>, {t.activityRepeats(entry.repeats)}</span>}
              <span className="block text-slate-600 dark:text-slate-400">
                {formatDateTime(entry.createdAt, timeZone)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={log.page} count={log.pageCount} href={href} />
    </section>
  );
}
