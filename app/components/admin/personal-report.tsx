import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { texts } from "~/lib/admin-texts";
import { formatLongDate } from "~/lib/dates";
import { personalDataDownloadPath, type PersonalReport } from "~/lib/personal-data";

const t = texts.personalData;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2 py-1">
      <dt className="text-slate-500 dark:text-slate-400">{label}:</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

const when = (iso: string | null) => (iso ? formatLongDate(iso) : t.notYet);

const m = texts.moderation;
const statusLabel: Record<string, string> = {
  pending: m.listPending,
  approved: m.listApproved,
  spam: m.listSpam,
};

/** What Data pribadi found about one address, with Unduh data and Hapus data. */
export function PersonalReportView({
  report,
  authors,
  keepCommentText,
  answer,
}: {
  report: PersonalReport;
  authors: { id: number; name: string }[];
  keepCommentText: boolean;
  answer: ActionResult;
}) {
  const navigation = useNavigation();
  const erasing = navigation.formData?.get("intent") === "erase";
  const errors = answer.ok ? undefined : answer.errors;
  const { comments, subscription, account, mails } = report;
  const heirs = authors.filter((a) => a.id !== account?.authorProfile?.id);
  const tables = Object.entries(report.tables);
  return (
    <div aria-label={t.title}>
      <Section title={`${t.comments} (${comments.length})`}>
        {comments.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {comments.map((c) => (
              <li key={c.id} className="py-2">
                <p className="font-medium">
                  {c.authorName} · {c.postTitle}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {formatLongDate(c.createdAt)} · {statusLabel[c.status] ?? c.status}
                </p>
                <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line">{c.content}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t.subscription}>
        {subscription ? (
          <dl>
            <Field label={t.createdAt} value={when(subscription.createdAt)} />
            <Field label={t.consentSource} value={subscription.consentSource ?? t.notYet} />
            <Field label={t.consentedAt} value={when(subscription.consentedAt)} />
            <Field label={t.confirmedAt} value={when(subscription.confirmedAt)} />
            <Field label={t.unsubscribedAt} value={when(subscription.unsubscribedAt)} />
          </dl>
        ) : (
          <p>{t.none}</p>
        )}
      </Section>

      <Section title={t.account}>
        {account ? (
          <dl>
            <Field label={texts.personalData.emailLabel} value={report.email} />
            <Field label={t.role} value={account.role} />
            <Field label={t.createdAt} value={when(account.createdAt)} />
            <Field label={t.articles} value={account.articles} />
            <Field label={t.authorProfile} value={account.authorProfile?.name ?? t.none} />
            {account.deactivated && <Field label={t.deactivated} value="✓" />}
          </dl>
        ) : (
          <p>{t.none}</p>
        )}
      </Section>

      <Section title={`${t.mails} (${mails.length})`}>
        {mails.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {mails.map((m) => (
              <li key={m.id} className="py-2 [overflow-wrap:anywhere]">
                {m.subject}{" "}
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  ({formatLongDate(m.createdAt)} · {m.status})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t.tables}>
        {tables.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {tables.map(([name, rows]) => (
              <li
                key={name}
                className="rounded-full bg-slate-100 px-3 py-1 font-mono text-xs dark:bg-slate-800"
              >
                {name}: {rows.length}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {tables.length > 0 && (
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
          {/* A download is a document request: the browser saves the file. */}
          <Form method="post" action={personalDataDownloadPath} reloadDocument>
            <input type="hidden" name="email" value={report.email} />
            <button
              type="submit"
              className="w-full rounded-xl border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50 sm:w-auto dark:border-slate-700 dark:hover:bg-slate-900"
            >
              {t.download}
            </button>
          </Form>
          <Form
            method="post"
            className="flex-1 rounded-2xl border border-red-200 p-4 dark:border-red-900"
          >
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={report.email} />
            <p className="text-sm">{t.eraseLead}</p>
            <p className="mt-1 text-sm font-medium">{keepCommentText ? t.keepText : t.dropText}</p>
            {account && (
              <label className="mt-3 block text-sm font-medium">
                {t.heir}
                <select
                  name="heir"
                  defaultValue=""
                  className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
                >
                  <option value="">{t.heirNone}</option>
                  {heirs.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
                {errors?.heir && (
                  <span role="alert" className="mt-1 block text-red-600 dark:text-red-400">
                    {errors.heir}
                  </span>
                )}
              </label>
            )}
            <label className="mt-3 flex items-start gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
              <span>{t.confirm}</span>
            </label>
            {errors?.confirm && (
              <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                {errors.confirm}
              </p>
            )}
            <button
              type="submit"
              disabled={erasing}
              className="mt-3 w-full rounded-xl bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-700 disabled:opacity-60 sm:w-auto"
            >
              {erasing ? t.erasing : t.erase}
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
