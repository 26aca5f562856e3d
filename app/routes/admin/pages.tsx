import { FilePlus2, Trash2 } from "~/components/icons";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { useFlashToast } from "~/components/admin/flash-toast";
import { EditLink } from "~/components/admin/edit-link";
import { AdminLoadError } from "~/components/admin/load-error";
import { PublicLink } from "~/components/admin/public-links";
import { RemoveForm } from "~/components/admin/remove-form";
import { requireCan } from "~/.server/auth";
import { idField, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { deletePage } from "~/.server/content/pages";
import { listPagesForAdmin } from "~/.server/db/pages";
import { setFlash, takeFlash } from "~/.server/flash";
import { formatLongDate } from "~/lib/dates";
import { formFields } from "~/lib/form-errors";
import { useActionToast } from "~/lib/use-action-toast";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/pages";

const t = texts.pages;

const removeSchema = z.object({
  intent: z.literal("remove"),
  id: idField(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "pages.manage");
  const pages = await listPagesForAdmin(services(context).db);
  const { flash, headers } = await takeFlash(request);
  return data({ pages, flash }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "pages.manage");
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const parsed = removeSchema.safeParse(formFields(form));
  if (!parsed.success) return refuse(400, t.deleteFailed);
  if (!(await deletePage(services(context), parsed.data.id))) return refuse(404, t.deleteFailed);
  return redirect("/admin/pages", { headers: { "Set-Cookie": await setFlash("pageDeleted") } });
}

export default function Pages({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, flash } = loaderData;
  useFlashToast(flash, loaderData);
  useActionToast(actionData, { retry: true });

  return (
    <>
      <title>{`${t.title} | ${texts.site.name}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t.lead}</p>
        </div>
        <Link
          to="/admin/pages/new"
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          <FilePlus2 className="size-5" aria-hidden />
          {t.add}
        </Link>
      </div>

      {pages.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-slate-200 p-8 text-center text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {t.empty}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {pages.map((page) => (
            <li
              key={page.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{page.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                  <span className="break-all">/{page.slug}</span>
                  <StatusBadge published={page.published} />
                  <span>
                    {t.columnUpdated}{" "}
                    <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
                  </span>
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-1">
                <PublicLink path={`/${page.slug}`} title={page.title} published={page.published} />
                <EditLink to={`/admin/pages/${page.id}/edit`} label={t.edit(page.title)} />
                <RemoveForm
                  id={page.id}
                  confirm={t.deleteConfirm}
                  label={t.delete(page.title)}
                  icon={<Trash2 className="size-4" aria-hidden />}
                >
                  {t.remove}
                </RemoveForm>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 font-semibold ${
        published
          ? "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300"
          : "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300"
      }`}
    >
      {published ? texts.review.published : texts.review.draft}
    </span>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
