import { Check, UserX } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import { requireCan, type SessionUser } from "~/.server/auth";
import type { DB } from "~/.server/db/connection";
import {
  findProfileById,
  linkProfileToUser,
  listUnlinkedProfiles,
} from "~/.server/db/author-profiles";
import { LinkProfileForm } from "~/components/admin/link-profile-form";
import { roleLabels, staffRoles, type Role } from "~/lib/roles";
import { services } from "~/.server/context";
import { listUsers, removeUser, setDeactivated, setUserRole } from "~/.server/db/users";
import { listActivity, recordActivity } from "~/.server/activity";
import { activityLabel } from "~/lib/activity";
import { formatLongDate } from "~/lib/dates";
import { formatDateTime } from "~/lib/clock";
import type { TimeZone } from "~/lib/schedule";
import { getSiteSettings } from "~/.server/settings";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/users";
import { useActionToast } from "~/lib/use-action-toast";
import type { ActivityEntry } from "~/.server/activity";
import type { UserRow } from "~/.server/db/users";

const t = texts.users;

const userActionSchema = z.object({
  intent: z.enum(["approve", "role", "deactivate", "reactivate", "remove"]),
  id: z.string().min(1).max(100),
  // Approving without choosing gives the least role: more is always a deliberate choice.
  role: z.enum(staffRoles).default("kontributor"),
  // Deleting an account: who receives its articles.
  heirId: z.string().max(100).optional(),
});

const activityShown = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireCan(request, context, "users.manage");
  const { db } = services(context);
  const [users, activity, { timeZone }, unlinkedProfiles] = await Promise.all([
    listUsers(db),
    listActivity(db, activityShown),
    getSiteSettings(db),
    listUnlinkedProfiles(db),
  ]);
  return { users, activity, timeZone, selfId: admin.id, unlinkedProfiles };
}

type Outcome = "missing" | "lastAdmin" | "done";

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireCan(request, context, "users.manage");
  const { db, cache } = services(context);
  const fields = Object.fromEntries(await request.formData());
  if (fields.intent === "linkProfile") return linkProfile(db, cache, admin, fields);
  const parsed = userActionSchema.safeParse(fields);
  if (!parsed.success) return data({ ok: false, message: t.invalidRole }, { status: 400 });
  const { intent, id, role, heirId } = parsed.data;
  if (id === admin.id) {
    // Nobody changes their own role or removes themselves: another admin does.
    const message = intent === "remove" ? t.cannotRemoveSelf : t.cannotChangeSelf;
    return data({ ok: false, message }, { status: 403 });
  }
  const users = await listUsers(db);
  const target = users.find((user) => user.id === id);
  if (!target) return data({ ok: false, message: t.notFound }, { status: 404 });
  let result: Outcome;
  let detail = "";
  if (intent === "remove") {
    // The articles stay: they go to an approved, active account the admin chose.
    const heir = users.find(
      (user) =>
        user.id === heirId && user.id !== id && user.role !== "pending" && !user.deactivated,
    );
    if (!heir) return data({ ok: false, message: t.heirRequired }, { status: 400 });
    result = await removeUser(db, id, heir.id);
    detail = t.heirDetail(heir.email);
  } else if (intent === "deactivate" || intent === "reactivate") {
    result = await setDeactivated(db, id, intent === "deactivate");
  } else {
    // Approving is for waiting accounts; a role change for approved ones.
    if ((target.role === "pending") !== (intent === "approve")) {
      return data({ ok: false, message: t.invalidRole }, { status: 400 });
    }
    result = await setUserRole(db, id, role);
    detail = `${roleLabels[target.role]} → ${roleLabels[role]}`;
  }
  if (result === "missing") return data({ ok: false, message: t.notFound }, { status: 404 });
  if (result === "lastAdmin") return data({ ok: false, message: t.lastAdmin }, { status: 409 });
  await recordActivity(db, admin, `user.${intent}`, target.email, detail);
  return { ok: true, message: t.done[intent] };
}

const linkSchema = z.object({
  profileId: z.coerce.number().int().positive(),
  userId: z.string().min(1).max(200),
});

// An imported author's profile becomes an account's own byline (its articles follow).
async function linkProfile(
  db: DB,
  cache: { invalidate(): void },
  admin: SessionUser,
  fields: Record<string, unknown>,
) {
  const parsed = linkSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ ok: false, message: texts.profile.profileUnknown }, { status: 400 });
  }
  const target = (await listUsers(db)).find((user) => user.id === parsed.data.userId);
  if (!target) return data({ ok: false, message: t.notFound }, { status: 404 });
  const profile = await findProfileById(db, parsed.data.profileId);
  if (!profile || !(await linkProfileToUser(db, profile.id, target.id))) {
    return data({ ok: false, message: texts.profile.profileUnknown }, { status: 400 });
  }
  // Bylines and author pages change when the account's own profile gives way.
  cache.invalidate();
  await recordActivity(db, admin, "user.linkProfile", target.email, profile.name);
  return { ok: true, message: texts.profile.profileLinked };
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
                  {user.deactivated && (
                    <span className="mr-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold dark:bg-slate-800">
                      {t.deactivatedBadge}
                    </span>
                  )}
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
                  <div className="flex flex-wrap gap-2 sm:justify-end">
                    {user.role === "pending" && (
                      <RoleForm
                        id={user.id}
                        email={user.email}
                        role="kontributor"
                        intent="approve"
                      />
                    )}
                    {user.id !== selfId && user.role !== "pending" && (
                      <Form method="post">
                        <input type="hidden" name="id" value={user.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={user.deactivated ? "reactivate" : "deactivate"}
                          aria-label={`${user.deactivated ? t.reactivate : t.deactivate} ${user.email}`}
                          className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
                        >
                          {user.deactivated ? t.reactivate : t.deactivate}
                        </button>
                      </Form>
                    )}
                    {user.id !== selfId && (
                      <RemoveAccount
                        user={user}
                        heirs={users.filter(
                          (other) =>
                            other.id !== user.id && other.role !== "pending" && !other.deactivated,
                        )}
                        selfId={selfId}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LinkProfileForm profiles={loaderData.unlinkedProfiles} users={users} />
      <ActivityLog entries={loaderData.activity} timeZone={loaderData.timeZone} />
    </>
  );
}

/**
 * Deleting an account: the admin first chooses who receives its articles (themselves first in
 * the list), then confirms.
 */
function RemoveAccount({
  user,
  heirs,
  selfId,
}: {
  user: UserRow;
  heirs: UserRow[];
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
      <select
        id={`pewaris-${user.id}`}
        name="heirId"
        defaultValue={selfId}
        className="max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
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

/** The newest entries of the activity log: who did what, when. */
function ActivityLog({ entries, timeZone }: { entries: ActivityEntry[]; timeZone: TimeZone }) {
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
      <label className="sr-only" htmlFor={`peran-${id}`}>
        {t.roleFor(email)}
      </label>
      <select
        id={`peran-${id}`}
        name="role"
        defaultValue={role}
        className="max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
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
