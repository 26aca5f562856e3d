import { RotateCw } from "~/components/icons";
import { Form, Link } from "react-router";
import { z } from "zod";
import { requireCan } from "~/.server/auth";
import { done, idField, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { mailConfigured } from "~/.server/mail/mail";
import { countJobs, listJobs, retryJob } from "~/.server/db/jobs";
import { countByStatus, listOutbox, newsletterStats, retryFailed } from "~/.server/db/outbox";
import { formatLongDate } from "~/lib/dates";
import { formFields } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/outbox";

const t = texts.outbox;
const statuses = ["queued", "sending", "sent", "failed"] as const;
type Status = (typeof statuses)[number];
const statusLabel: Record<Status, string> = {
  queued: t.queued,
  sending: t.sending,
  sent: t.sent,
  failed: t.failed,
};

const jobStatuses = ["queued", "running", "done", "failed"] as const;

const retrySchema = z.object({
  intent: z.enum(["retry", "retry-job"]),
  id: idField(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "outbox.manage");
  const { db, env } = services(context);
  const param = new URL(request.url).searchParams.get("status");
  const status = statuses.find((s) => s === param);
  const [counts, messages, newsletters, jobCounts, jobs] = await Promise.all([
    countByStatus(db),
    listOutbox(db, { status, limit: 100 }),
    newsletterStats(db),
    countJobs(db),
    listJobs(db, { limit: 50 }),
  ]);
  return {
    configured: mailConfigured(env),
    from: env.MAIL_FROM ?? "",
    status: status ?? null,
    counts,
    messages,
    newsletters,
    jobCounts,
    jobs,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "outbox.manage");
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const parsed = retrySchema.safeParse(formFields(form));
  if (!parsed.success) return refuse(400, t.notRetriable);
  const { db } = services(context);
  if (parsed.data.intent === "retry-job") {
    if (!(await retryJob(db, parsed.data.id))) return refuse(404, t.jobNotRetriable);
    return done(t.jobRetried);
  }
  if (!(await retryFailed(db, parsed.data.id))) return refuse(404, t.notRetriable);
  return done(t.retried);
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { configured, from, status, counts, messages, newsletters, jobCounts, jobs } = loaderData;
  useActionToast(actionData);
  const waiting = counts.queued + counts.sending;
  return (
    <>
      <title>{`${t.title} | ${texts.site.name}`}</title>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>

      {configured ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t.configured(from)}</p>
      ) : (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-semibold">{t.notConfigured}</p>
          <p className="mt-1 text-sm">{t.notConfiguredText(waiting)}</p>
        </div>
      )}

      <h2 className="mt-6 text-lg font-semibold">{t.mailTitle}</h2>
      <nav aria-label={t.filterLabel} className="mt-6 flex flex-wrap gap-2 text-sm">
        <FilterLink to="/admin/outbox" active={status === null}>
          {t.filterAll}
        </FilterLink>
        {statuses.map((s) => (
          <FilterLink key={s} to={`/admin/outbox?status=${s}`} active={status === s}>
            {statusLabel[s]} ({counts[s]})
          </FilterLink>
        ))}
      </nav>

      <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[640px] text-left text-sm" aria-label={t.mailTitle}>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th className="px-4 py-3">{t.columnRecipient}</th>
              <th className="px-4 py-3">{t.columnSubject}</th>
              <th className="px-4 py-3">{t.columnStatus}</th>
              <th className="px-4 py-3">{t.columnAttempts}</th>
              <th className="px-4 py-3">{t.columnDate}</th>
              <th className="px-4 py-3 text-right">{texts.admin.columnActions}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {messages.length === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-slate-500">
                  {t.empty}
                </td>
              </tr>
            )}
            {messages.map((m) => (
              <tr key={m.id}>
                <td className="px-4 py-3 [overflow-wrap:anywhere]">{m.recipient}</td>
                <td className="px-4 py-3">
                  {m.subject}
                  {m.lastError && m.status !== "sent" && (
                    <span className="mt-1 block text-xs text-red-700 dark:text-red-300">
                      {t.lastError}: {m.lastError}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{statusLabel[m.status]}</td>
                <td className="px-4 py-3">{m.attempts}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={m.createdAt}>{formatLongDate(m.createdAt)}</time>
                </td>
                <td className="px-4 py-3 text-right">
                  {m.status === "failed" && (
                    <RetryButton intent="retry" id={m.id} label={t.retry} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {newsletters.length > 0 && (
        <>
          <h2 className="mt-8 text-lg font-semibold">{t.newsletters}</h2>
          <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-left text-sm" aria-label={t.newsletters}>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  <th className="px-4 py-3">{t.columnArticle}</th>
                  <th className="px-4 py-3">{t.sent}</th>
                  <th className="px-4 py-3">{t.queued}</th>
                  <th className="px-4 py-3">{t.failed}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {newsletters.map((n) => (
                  <tr key={n.postId}>
                    <td className="px-4 py-3">{n.title}</td>
                    <td className="px-4 py-3">{n.sent}</td>
                    <td className="px-4 py-3">{n.queued}</td>
                    <td className="px-4 py-3">{n.failed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {jobs.length > 0 && (
        <>
          <h2 className="mt-8 text-lg font-semibold">{t.jobs}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {jobStatuses.map((s) => `${t.jobStatus[s]}: ${jobCounts[s]}`).join(" · ")}
          </p>
          <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
            <table className="w-full min-w-[640px] text-left text-sm" aria-label={t.jobs}>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  <th className="px-4 py-3">{t.columnJob}</th>
                  <th className="px-4 py-3">{t.columnEvent}</th>
                  <th className="px-4 py-3">{t.columnStatus}</th>
                  <th className="px-4 py-3">{t.columnAttempts}</th>
                  <th className="px-4 py-3">{t.columnNextAttempt}</th>
                  <th className="px-4 py-3 text-right">{texts.admin.columnActions}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {jobs.map((job) => (
                  <tr key={job.id}>
                    <td className="px-4 py-3">
                      {t.handlerLabel(job.handler)}
                      {job.lastError && job.status !== "done" && (
                        <span className="mt-1 block text-xs text-red-700 dark:text-red-300">
                          {t.lastError}: {job.lastError}
                        </span>
                      )}
                    </td>
                    <td className="px-4 py-3">{t.eventLabel(job.kind, job.subjectId)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{t.jobStatus[job.status]}</td>
                    <td className="px-4 py-3">{job.attempts}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {job.status === "queued" ? (
                        <time dateTime={job.nextAttemptAt}>
                          {formatLongDate(job.nextAttemptAt)}
                        </time>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="px-4 py-3 text-right">
                      {job.status === "failed" && (
                        <RetryButton intent="retry-job" id={job.id} label={t.retryJob} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

function RetryButton(props: { intent: "retry" | "retry-job"; id: number; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <button
        type="submit"
        className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <RotateCw className="size-4" aria-hidden />
        {props.label}
      </button>
    </Form>
  );
}

function FilterLink(props: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={props.to}
      aria-current={props.active ? "page" : undefined}
      className={`rounded-full border px-3 py-1 ${
        props.active
          ? "border-brand-600 bg-brand-600 text-white"
          : "border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      }`}
    >
      {props.children}
    </Link>
  );
}
