import { Check, UserX } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import { requireCan } from "~/.server/auth";
import { roleLabels, staffRoles, type Role } from "~/lib/roles";
import { services } from "~/.server/context";
import { findUserRole, listUsers, removeUser, setUserRole } from "~/.server/db/users";
import { formatLongDate } from "~/lib/dates";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/users";
import { useActionToast } from "~/lib/use-action-toast";
import { RemoveForm } from "~/components/admin/remove-form";

const t = texts.users;

const userActionSchema = z.object({
  intent: z.enum(["approve", "role", "remove"]),
  id: z.string().min(1).max(100),
  // Approving without choosing gives the least role: more is always a deliberate choice.
  role: z.enum(staffRoles).default("kontributor"),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireCan(request, context, "users.manage");
  return { users: await listUsers(services(context).db), selfId: admin.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireCan(request, context, "users.manage");
  const { db } = services(context);
  const parsed = userActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: t.invalidRole }, { status: 400 });
  const { intent, id, role } = parsed.data;
  if (id === admin.id) {
    // Nobody changes their own role (an admin cannot go higher; another admin lowers them).
    const message = intent === "remove" ? t.cannotRemoveSelf : t.cannotChangeSelf;
    return data({ ok: false, message }, { status: 403 });
  }
  let result: "missing" | "lastAdmin" | "done";
  if (intent === "remove") result = await removeUser(db, id, admin.id);
  else {
    const current: Role | undefined = await findUserRole(db, id);
    // Approving is for waiting accounts; a role change for approved ones.
    if (current !== undefined && (current === "pending") !== (intent === "approve")) {
      return data({ ok: false, message: t.invalidRole }, { status: 400 });
    }
    result = current === undefined ? "missing" : await setUserRole(db, id, role);
  }
  if (result === "missing") return data({ ok: false, message: t.notFound }, { status: 404 });
  if (result === "lastAdmin") return data({ ok: false, message: t.lastAdmin }, { status: 409 });
  const message = intent === "approve" ? t.approved : intent === "role" ? t.roleChanged : t.removed;
  return { ok: true, message };
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
                  {user.role === "pending" || user.id === selfId ? (
                    roleLabels[user.role]
                  ) : (
                    <RoleForm id={user.id} email={user.email} role={user.role} intent="role" />
                  )}
                </td>
                <td className="inline-block whitespace-nowrap text-slate-600 sm:table-cell sm:px-4 sm:py-3 sm:text-inherit dark:text-slate-400 sm:dark:text-inherit">
                  {formatLongDate(user.createdAt)}
                </td>
                <td className="mt-3 block sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
                  <div className="flex gap-2 sm:justify-end">
                    {user.role === "pending" && (
                      <RoleForm
                        id={user.id}
                        email={user.email}
                        role="kontributor"
                        intent="approve"
                      />
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

/** A role to choose and a button: approves a waiting account, or changes an approved one's role. */
function RoleForm({
  id,
  email,
  role,
  intent,
}: {
  id: string;
  email: string;
  role: Role;
  intent: "approve" | "role";
}) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={id} />
      <label className="sr-only" htmlFor={`peran-${id}`}>
        {t.roleFor(email)}
      </label>
      <select
        id={`peran-${id}`}
        name="role"
        defaultValue={role}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {staffRoles.map((value) => (
          <option key={value} value={value}>
            {roleLabels[value]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={`${intent === "approve" ? t.approve : t.saveRole} ${email}`}
        className={
          intent === "approve"
            ? "inline-flex items-center gap-1 rounded-lg bg-green-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-green-800"
            : "inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
        }
      >
        {intent === "approve" && <Check className="size-4" aria-hidden />}
        {intent === "approve" ? t.approve : t.saveRole}
      </button>
    </Form>
  );
}
