// Accounts as admins manage them in Pengguna: approve with a role, change a role, deactivate
// and reactivate (sessions end at once), delete after choosing who receives the articles. Each
// change is logged in the activity log (../activity.ts). Bylines do not change: they are author
// profiles (./profiles.ts), and a deleted account's articles move to its heir through the posts
// table, whose triggers drop the cached pages (the rule: ../context.ts).
import { roleLabels, type StaffRole } from "~/lib/roles";
import { texts } from "~/lib/admin-texts";
import { recordActivity, type Actor } from "../activity";
import type { Services } from "../context";
import { nameAccount } from "../db/author-profiles";
import { listUsers, removeUser, setDeactivated, setUserRole } from "../db/users";

const t = texts.users;

export type AccountChange =
  | { intent: "approve"; role: StaffRole; name: string }
  | { intent: "role"; role: StaffRole }
  | { intent: "deactivate" | "reactivate" }
  | { intent: "remove"; heirId: string | undefined };

export type AccountChangeResult =
  { ok: true; message: string } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

/** Applies `change` to account `id` as `actor` (an admin, the route asked) and logs it. */
export async function changeAccount(
  { db, limits }: Services,
  actor: Actor,
  id: string,
  change: AccountChange,
): Promise<AccountChangeResult> {
  const refused = (status: 400 | 403 | 404 | 409, message: string) =>
    ({ ok: false, status, message }) as const;
  const { intent } = change;
  // Nobody changes their own role or removes themselves: another admin does.
  if (id === actor.id)
    return refused(403, intent === "remove" ? t.cannotRemoveSelf : t.cannotChangeSelf);
  const users = await listUsers(db);
  const target = users.find((user) => user.id === id);
  if (!target) return refused(404, t.notFound);
  let result: "missing" | "lastAdmin" | "done";
  let detail = "";
  if (change.intent === "remove") {
    // The articles stay: they go to an approved, active account the admin chose.
    const heir = users.find(
      (user) =>
        user.id === change.heirId && user.id !== id && user.role !== "pending" && !user.deactivated,
    );
    if (!heir) return refused(400, t.heirRequired);
    result = await removeUser(db, id, heir.id);
    detail = t.heirDetail(heir.name);
  } else if ("role" in change) {
    // Approving is for waiting accounts; a role change for approved ones.
    if ((target.role === "pending") !== (change.intent === "approve")) {
      return refused(400, t.invalidRole);
    }
    result = await setUserRole(db, id, change.role);
    if (result === "done" && change.intent === "approve" && change.name) {
      await nameAccount(db, id, change.name);
    }
    detail = `${roleLabels[target.role]} → ${roleLabels[change.role]}`;
  } else {
    result = await setDeactivated(db, id, change.intent === "deactivate");
  }
  if (result === "missing") return refused(404, t.notFound);
  if (result === "lastAdmin") return refused(409, t.lastAdmin);
  await recordActivity(db, limits, actor, {
    action: `user.${intent}`,
    object: { type: "user", id: target.id },
    detail,
  });
  return { ok: true, message: t.done[intent] };
}
