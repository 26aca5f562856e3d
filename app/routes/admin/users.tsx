import { Check, UserX } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/.server/auth";
import { services } from "~/.server/context";
import { listUsers, removeUser, setUserRole } from "~/.server/db/users";
import { formatLongDate } from "~/lib/dates";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/users";
import { useActionToast } from "~/lib/use-action-toast";
import { RemoveForm } from "~/components/admin/remove-form";

const t = texts.users;

const userActionSchema = z.object({
  intent: z.enum(["approve", "remove"]),
  id: z.string().min(1).max(100),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { users: await listUsers(services(context).db), selfId: admin.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = services(context);
  const parsed = userActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: t.notFound }, { status: 400 });
  const { intent, id } = parsed.data;
  if (intent === "remove" && id === admin.id) {
    return data({ ok: false, message: t.cannotRemoveSelf }, { status: 400 });
  }
  const done = intent === "approve" ? await setUserRole(db, id, "admin") : await removeUser(db, id);
  if (!done) return data({ ok: false, message: t.notFound }, { status: 404 });
  return { ok: true, message: intent === "approve" ? t.approved : t.removed };
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, selfId } = loaderData;
  useActionToast(actionData);

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>
      {/* Below a tablet's width each row is a card: nothing scrolls sideways on a phone. */}
      <div className="mt-6 rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <thead className="hidden bg-slate-50 text-xs tracking-wide text-slate-600 uppercase sm:table-header-group dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th className="px-4 py-3">{t.columnEmail}</th>
              <th className="px-4 py-3">{t.columnRole}</th>
              <th className="px-4 py-3">{t.columnJoined}</th>
              <th className="px-4 py-3 text-right">{texts.admin.columnActions}</th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 sm:table-row-group dark:divide-slate-800">
            {users.map((user) => (
              <tr key={user.id} className="block p-4 sm:table-row sm:p-0">
                <td className="block font-medium break-all sm:table-cell sm:px-4 sm:py-3">
                  {user.email}{" "}
                  {user.id === selfId && (
                    <span className="text-slate-600 dark:text-slate-400">{t.you}</span>
                  )}
                </td>
                <td className="mt-1 mr-3 inline-block sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
                  {user.role === "admin" ? t.roleAdmin : t.rolePending}
                </td>
                <td className="inline-block whitespace-nowrap text-slate-600 sm:table-cell sm:px-4 sm:py-3 sm:text-inherit dark:text-slate-400 sm:dark:text-inherit">
                  {formatLongDate(user.createdAt)}
                </td>
                <td className="mt-3 block sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
                  <div className="flex gap-2 sm:justify-end">
                    {user.role === "pending" && (
                      <Form method="post">
                        <input type="hidden" name="id" value={user.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="approve"
                          aria-label={`${t.approve} ${user.email}`}
                          className="inline-flex items-center gap-1 rounded-lg bg-green-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-green-800"
                        >
                          <Check className="size-4" aria-hidden />
                          {t.approve}
                        </button>
                      </Form>
                    )}
                    {user.id !== selfId && (
                      <RemoveForm
                        id={user.id}
                        confirm={t.removeConfirm}
                        label={`${t.remove} ${user.email}`}
                        icon={<UserX className="size-4" aria-hidden />}
                      >
                        {t.remove}
                      </RemoveForm>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
