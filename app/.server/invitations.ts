// Invitations (Pengguna → Undang, app/routes/admin/users.tsx; accepted at /admin/undangan): an
// admin names an address, a role and optionally a name; the address receives a link valid 7
// days that sets a password and signs in with that role, no approval step. Only the token's
// SHA-256 is stored, accepting deletes the invitation, inviting the address again replaces it.
import { createHash, randomBytes } from "node:crypto";
import { roleLabels, type StaffRole } from "~/lib/roles";
import type { Actor } from "./activity";
import type { Services } from "./context";
import type { DB } from "./db/connection";
import { nowIso, toIso } from "./db/values";
import { siteBranding } from "./mail/branding";
import { mailOrigin } from "./mail/mail";
import { enqueue } from "./mail/outbox";
import { invitationMail } from "./mail/templates";
import { fromDomain } from "./mail/transport";

export const invitationDays = 7;

export interface Invitation {
  email: string;
  role: StaffRole;
  name: string;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export type InviteResult = "sent" | "exists" | "noAddress";

/**
 * Invites `invitation.email` as `actor` (an admin, the route asked): replaces any earlier link
 * for the address and queues the mail. "exists" when the address already has an account,
 * "noAddress" while the site has no canonical address to link to; nothing is stored then.
 */
export async function invite(
  { db, env }: Services,
  actor: Actor,
  invitation: Invitation,
): Promise<InviteResult> {
  const email = invitation.email.trim().toLowerCase();
  const account = await db
    .selectFrom("user")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
  if (account) return "exists";
  const origin = await mailOrigin(db, env);
  if (!origin) return "noAddress";
  const token = randomBytes(32).toString("base64url");
  const url = `${origin}/admin/undangan?token=${token}`;
  const message = invitationMail(
    await siteBranding(db, origin),
    email,
    roleLabels[invitation.role],
    url,
  );
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("invitations").where("email", "=", email).execute();
    await trx
      .insertInto("invitations")
      .values({
        email,
        role: invitation.role,
        name: invitation.name.trim(),
        token_hash: hashOf(token),
        invited_by: actor.id,
        expires_at: new Date(now + invitationDays * 86_400_000).toISOString(),
        created_at: nowIso(),
      })
      .execute();
    await enqueue(trx, [message], fromDomain(env.MAIL_FROM));
  });
  return "sent";
}

export type InvitationState =
  { state: "valid"; invitation: Invitation } | { state: "expired" } | { state: "unknown" };

/** What the link's `token` opens: a valid invitation, an expired one, or nothing (used, replaced). */
export async function invitationState(db: DB, token: string): Promise<InvitationState> {
  const row = await db
    .selectFrom("invitations")
    .select(["email", "role", "name", "expires_at"])
    .where("token_hash", "=", hashOf(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  if (Date.parse(toIso(row.expires_at)) <= Date.now()) return { state: "expired" };
  return {
    state: "valid",
    invitation: { email: row.email, role: row.role as StaffRole, name: row.name },
  };
}

/**
 * Uses the invitation of `token` once: deletes it and answers it, or undefined when another
 * request used it first (or it expired meanwhile).
 */
export async function takeInvitation(db: DB, token: string): Promise<Invitation | undefined> {
  const found = await invitationState(db, token);
  if (found.state !== "valid") return undefined;
  const deleted = await db
    .deleteFrom("invitations")
    .where("token_hash", "=", hashOf(token))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? found.invitation : undefined;
}

/** The invited account, just signed up (and so waiting), gets the role it was invited with. */
export async function grantInvitedRole(db: DB, invitation: Invitation): Promise<void> {
  await db
    .updateTable("user")
    .set({ role: invitation.role })
    .where("email", "=", invitation.email)
    .where("role", "=", "pending")
    .execute();
}
