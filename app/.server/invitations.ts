// Invitations (Pengguna → Undang, app/routes/admin/users.tsx; accepted at /admin/undangan): an
// admin names an address, a role and optionally a name; the address receives a link valid 7
// days that sets a password and signs in with that role, no approval step. Only the token's
// SHA-256 is stored, accepting deletes the invitation, inviting the address again replaces it.
import { createHash, randomBytes } from "node:crypto";
import { roleLabels, type StaffRole } from "~/lib/roles";
import type { Actor } from "./activity";
import type { Services } from "./context";
import type { DB } from "./db/connection";
import {
  accountExists,
  deleteInvitation,
  findInvitation,
  grantRole,
  replaceInvitation,
} from "./db/invitations";
import { nowIso } from "./db/values";
import { siteBranding } from "./mail/branding";
import { mailOrigin } from "./mail/mail";
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
  if (await accountExists(db, email)) return "exists";
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
  await replaceInvitation(
    db,
    {
      email,
      role: invitation.role,
      name: invitation.name.trim(),
      tokenHash: hashOf(token),
      invitedBy: actor.id,
      expiresAt: new Date(Date.now() + invitationDays * 86_400_000).toISOString(),
      createdAt: nowIso(),
    },
    { message, domain: fromDomain(env.MAIL_FROM) },
  );
  return "sent";
}

export type InvitationState =
  { state: "valid"; invitation: Invitation } | { state: "expired" } | { state: "unknown" };

/** What the link's `token` opens: a valid invitation, an expired one, or nothing (used, replaced). */
export async function invitationState(db: DB, token: string): Promise<InvitationState> {
  const row = await findInvitation(db, hashOf(token));
  if (!row) return { state: "unknown" };
  if (Date.parse(row.expiresAt) <= Date.now()) return { state: "expired" };
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
  return (await deleteInvitation(db, hashOf(token))) ? found.invitation : undefined;
}

/** The invited account, just signed up (and so waiting), gets the role it was invited with. */
export function grantInvitedRole(db: DB, invitation: Invitation): Promise<void> {
  return grantRole(db, invitation.email, invitation.role);
}
