// Invitations' rows (app/.server/invitations.ts decides what they mean): only a token's hash is
// stored; one invitation an address.
import type { MailMessage } from "../mail/templates";
import type { DB } from "./connection";
import { enqueue } from "./outbox";
import { toIso } from "./values";

export interface InvitationRow {
  email: string;
  role: string;
  name: string;
  expiresAt: string;
}

/** Whether an account already uses `email` (compared without case). */
export async function accountExists(db: DB, email: string): Promise<boolean> {
  const account = await db
    .selectFrom("user")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return account !== undefined;
}

/** Replaces any invitation of `row.email` with this one and queues its mail, in one transaction. */
export async function replaceInvitation(
  db: DB,
  row: InvitationRow & { tokenHash: string; invitedBy: string; createdAt: string },
  mail: { message: MailMessage; domain: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("invitations").where("email", "=", row.email).execute();
    await trx
      .insertInto("invitations")
      .values({
        email: row.email,
        role: row.role,
        name: row.name,
        token_hash: row.tokenHash,
        invited_by: row.invitedBy,
        expires_at: row.expiresAt,
        created_at: row.createdAt,
      })
      .execute();
    await enqueue(trx, [mail.message], mail.domain);
  });
}

/** The invitation whose token hashes to `tokenHash`, if any. */
export async function findInvitation(
  db: DB,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const row = await db
    .selectFrom("invitations")
    .select(["email", "role", "name", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return (
    row && { email: row.email, role: row.role, name: row.name, expiresAt: toIso(row.expires_at) }
  );
}

/** Deletes the invitation of `tokenHash`: true for the one request that did. */
export async function deleteInvitation(db: DB, tokenHash: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom("invitations")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** A just-signed-up (so pending) account of `email` gets `role`. */
export async function grantRole(db: DB, email: string, role: string): Promise<void> {
  await db
    .updateTable("user")
    .set({ role })
    .where("email", "=", email)
    .where("role", "=", "pending")
    .execute();
}
