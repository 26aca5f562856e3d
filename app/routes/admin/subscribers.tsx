import { Download, Trash2 } from "~/components/icons";
import { redirect } from "react-router";
import { z } from "zod";
import { Pagination } from "~/components/pagination";
import { requireCan } from "~/.server/auth";
import { done, idField, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { countSubscribers, pageSubscribers, removeSubscriber } from "~/.server/db/subscribers";
import { formatLongDate } from "~/lib/dates";
import { formFields } from "~/lib/form-errors";
import { parseListQuery } from "~/lib/list-query";
import { PageTitle } from "~/components/page-meta";
import { subscriberStateLabel, type SubscriberState } from "~/lib/newsletter";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/subscribers";
import { AdminLoadError } from "~/components/admin/load-error";
import { AdminSearchForm } from "~/components/admin/search-form";
import { useActionToast } from "~/lib/use-action-toast";
import { RemoveForm } from "~/components/admin/remove-form";

const t = texts.subscribers;
const subscribersPageSize = 50;

const removeSchema = z.object({
  intent: z.literal("remove"),
  id: idField(),
});

function listHref(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/subscribers?${query}` : "/admin/subscribers";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "subscribers.manage");
  const { db } = services(context);
  const { q, page } = parseListQuery(new URL(request.url).searchParams);
  const [all, list] = await Promise.all([
    countSubscribers(db),
    pageSubscribers(db, { query: q, page, pageSize: subscribersPageSize }),
  ]);
  const pageCount = Math.ceil(list.total / subscribersPageSize);
  // A page emptied by removals (or typed by hand past the end): show the last one instead.
  if (page > 1 && page > pageCount) throw redirect(listHref(q, Math.max(pageCount, 1)));
  return { all, q, page, pageCount, ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "subscribers.manage");
  const { db, logger } = services(context);
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const parsed = removeSchema.safeParse(formFields(form));
  if (!parsed.success) return refuse(400, t.notFound);
  try {
    if (!(await removeSubscriber(db, parsed.data.id))) return refuse(404, t.notFound);
  } catch (error) {
    logger.error({ err: error }, "removing a subscriber failed");
    return refuse(500, t.removeFailed);
  }
  return done(t.removed);
}

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { all, q, page, pageCount, subscribers } = loaderData;
  useActionToast(actionData);

  return (
    <>
      <PageTitle title={t.title} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>
          <p className="mt-1 text-sm font-semibold text-slate-700 dark:text-slate-300">
            {t.total(all)}
          </p>
        </div>
        <a
          href="/admin/subscribers.csv"
          download
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          <Download className="size-5" aria-hidden />
          {t.exportCsv}
        </a>
      </div>

      {all > 0 && (
        <AdminSearchForm
          q={q}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          button={t.searchButton}
        />
      )}

      <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm" aria-label={t.title}>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th className="px-4 py-3">{t.columnEmail}</th>
              <th className="hidden px-4 py-3 sm:table-cell">{t.columnDate}</th>
              <th className="hidden px-4 py-3 sm:table-cell">{texts.subscription.columnState}</th>
              <th className="px-4 py-3 text-right">{texts.admin.columnActions}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className="px-4 py-3 font-medium [overflow-wrap:anywhere]">
                  {subscriber.email}
                  {/* Phones have no room for the date column: the date goes under the address. */}
                  <span className="mt-0.5 block text-xs font-normal text-slate-500 sm:hidden dark:text-slate-400">
                    {formatLongDate(subscriber.createdAt)} ·{" "}
                    {subscriberStateLabel[subscriber.state]}
                  </span>
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                  <time dateTime={subscriber.createdAt}>
                    {formatLongDate(subscriber.createdAt)}
                  </time>
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                  <StateBadge state={subscriber.state} />
                </td>
                <td className="px-4 py-3">
                  <RemoveForm
                    id={subscriber.id}
                    confirm={t.removeConfirm(subscriber.email)}
                    label={t.removeLabel(subscriber.email)}
                    icon={<Trash2 className="size-4" aria-hidden />}
                    className="flex justify-end"
                  >
                    {t.remove}
                  </RemoveForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {subscribers.length === 0 && (
          <p className="p-8 text-center text-slate-500 dark:text-slate-400">
            {q ? t.noResults : t.empty}
          </p>
        )}
      </div>
      <Pagination page={page} count={pageCount} href={(target) => listHref(q, target)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}

const badgeClass: Record<SubscriberState, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  confirmed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  unsubscribed: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

function StateBadge({ state }: { state: SubscriberState }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${badgeClass[state]}`}>
      {subscriberStateLabel[state]}
    </span>
  );
}
