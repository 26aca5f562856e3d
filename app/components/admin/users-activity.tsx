import { activityLabel } from "~/lib/activity";
import { formatDateTime } from "~/lib/clock";
import type { TimeZone } from "~/lib/schedule";
import { texts } from "~/lib/admin-texts";

const t = texts.users;

interface ActivityRow {
  id: number;
  actorEmail: string;
  action: string;
  subject: string;
  detail: string;
  createdAt: string;
}

/** The newest entries of the activity log: who did what, when. */
export function ActivityLog({ entries, timeZone }: { entries: ActivityRow[]; timeZone: TimeZone }) {
  return (
    <section className="mt-10" aria-labelledby="log-aktivitas">
      <h2 id="log-aktivitas" className="text-xl font-bold">
        {t.activityTitle}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t.activityEmpty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3" data-testid="aktivitas">
              <span className="font-medium break-all">{entry.actorEmail}</span>{" "}
              {activityLabel(entry.action)}{" "}
              <span className="font-medium break-all">{entry.subject}</span>
              {entry.detail && <span> ({entry.detail})</span>}
              <span className="block text-slate-600 dark:text-slate-400">
                {formatDateTime(entry.createdAt, timeZone)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
