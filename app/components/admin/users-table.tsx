import { Check, UserX } from "~/components/icons";
import { Form } from "react-router";
import { roleLabels, staffRoles, type Role } from "~/lib/roles";
import { formatLongDate } from "~/lib/dates";
import { texts } from "~/lib/admin-texts";

const t = texts.users;

/** An account as Pengguna lists it. */
export interface AccountRow {
  id: string;
  email: string;
  role: Role;
  deactivated: boolean;
  createdAt: string;
}

/**
 * Pengguna's accounts with what an admin may do to each (never to their own): approve, change
 * the role, deactivate, delete. Below a tablet's width each row is a card: nothing scrolls
 * sideways on a phone.
 */
export function UsersTable({ users, selfId }: { users: AccountRow[]; selfId: string }) {
  return (
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
            <UserRow key={user.id} user={user} users={users} selfId={selfId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({
  user,
  users,
  selfId,
}: {
  user: AccountRow;
  users: AccountRow[];
  selfId: string;
}) {
  const self = user.id === selfId;
  return (
    <tr className="block p-4 sm:table-row sm:p-0">
      <td className="block font-medium break-all sm:table-cell sm:px-4 sm:py-3">
        {user.email} {self && <span className="text-slate-600 dark:text-slate-400">{t.you}</span>}
      </td>
      <td className="mt-1 mr-3 inline-block sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
        {user.deactivated && (
          <span className="mr-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold dark:bg-slate-800">
            {t.deactivatedBadge}
          </span>
        )}
        {user.role === "pending" || self ? (
          roleLabels[user.role]
        ) : (
          <RoleForm id={user.id} email={user.email} role={user.role} intent="role" />
        )}
      </td>
      <td className="inline-block whitespace-nowrap text-slate-600 sm:table-cell sm:px-4 sm:py-3 sm:text-inherit dark:text-slate-400 sm:dark:text-inherit">
        {formatLongDate(user.createdAt)}
      </td>
      <td className="mt-3 block sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {user.role === "pending" && (
            <RoleForm id={user.id} email={user.email} role="kontributor" intent="approve" />
          )}
          {!self && user.role !== "pending" && <DeactivateForm user={user} />}
          {!self && (
            <RemoveAccount
              user={user}
              heirs={users.filter(
                (other) => other.id !== user.id && other.role !== "pending" && !other.deactivated,
              )}
              selfId={selfId}
            />
          )}
        </div>
      </td>
    </tr>
  );
}

function DeactivateForm({ user }: { user: AccountRow }) {
  const label = user.deactivated ? t.reactivate : t.deactivate;
  return (
    <Form method="post">
      <input type="hidden" name="id" value={user.id} />
      <button
        type="submit"
        name="intent"
        value={user.deactivated ? "reactivate" : "deactivate"}
        aria-label={`${label} ${user.email}`}
        className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {label}
      </button>
    </Form>
  );
}

const selectClass =
  "max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900";

/**
 * Deleting an account: the admin first chooses who receives its articles (themselves first in
 * the list), then confirms.
 */
function RemoveAccount({
  user,
  heirs,
  selfId,
}: {
  user: AccountRow;
  heirs: AccountRow[];
  selfId: string;
}) {
  const ordered = [...heirs].sort((a, b) => Number(b.id === selfId) - Number(a.id === selfId));
  return (
    <Form
      method="post"
      className="flex max-w-full min-w-0 flex-wrap items-center gap-2"
      onSubmit={(event) => {
        if (!window.confirm(t.removeConfirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={user.id} />
      <label className="sr-only" htmlFor={`pewaris-${user.id}`}>
        {t.heirFor(user.email)}
      </label>
      <select id={`pewaris-${user.id}`} name="heirId" defaultValue={selfId} className={selectClass}>
        {ordered.map((heir) => (
          <option key={heir.id} value={heir.id}>
            {t.heirOption(heir.email)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        name="intent"
        value="remove"
        aria-label={`${t.remove} ${user.email}`}
        className="inline-flex items-center gap-1 rounded-lg border border-red-300 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950"
      >
        <UserX className="size-4" aria-hidden />
        {t.remove}
      </button>
    </Form>
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
    <Form method="post" className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={id} />
      {intent === "approve" && (
        <>
          <label className="sr-only" htmlFor={`nama-${id}`}>
            {t.displayNameFor(email)}
          </label>
          <input
            id={`nama-${id}`}
            name="name"
            maxLength={100}
            placeholder={t.displayNamePlaceholder}
            className={selectClass}
          />
        </>
      )}
      <label className="sr-only" htmlFor={`peran-${id}`}>
        {t.roleFor(email)}
      </label>
      <select id={`peran-${id}`} name="role" defaultValue={role} className={selectClass}>
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
