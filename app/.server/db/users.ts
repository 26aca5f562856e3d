import { toRole, type Role } from "~/lib/roles";
import type { DB } from "./connection";
import { toIso } from "./values";

export interface UserRow {
  id: string;
  email: string;
  /** The account's display name (at sign-up, the part of the address before @). */
  name: string;
  role: Role;
  deactivated: boolean;
  createdAt: string;
}

export async function countUsers(db: DB): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Every account, those waiting for approval first, then oldest first. */
export async function listUsers(db: DB): Promise<UserRow[]> {
  const rows = await db
    .selectFrom("user")
    .select(["id", "email", "name", "role", "deactivated", "createdAt"])
    .orderBy((eb) => eb.case().when("role", "=", "pending").then(0).else(1).end())
    .orderBy("createdAt", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: toRole(row.role),
    deactivated: row.deactivated === true || row.deactivated === 1,
    createdAt: toIso(row.createdAt),
  }));
}

export async function findUserByEmail(
  db: DB,
  email: string,
): Promise<{ id: string; role: string } | undefined> {
  return db
    .selectFrom("user")
    .select(["id", "role"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

/** The account's role, or undefined when there is no such account. */
export async function findUserRole(db: DB, id: string): Promise<Role | undefined> {
  const row = await db.selectFrom("user").select("role").where("id", "=", id).executeTakeFirst();
  return row && toRole(row.role);
}

/**
 * Gives the account `role`, unless that would leave the site without an admin: the check and
 * the change happen in one transaction. Answers "missing", "lastAdmin" or "done".
 */
export async function setUserRole(
  db: DB,
  id: string,
  role: Role,
): Promise<"missing" | "lastAdmin" | "done"> {
  return db.transaction().execute(async (trx) => {
    const current = await findUserRole(trx, id);
    if (current === undefined) return "missing";
    if (role !== "admin" && (await isLastActiveAdmin(trx, id))) return "lastAdmin";
    await trx.updateTable("user").set({ role }).where("id", "=", id).execute();
    return "done";
  });
}

/** True when the account is the only admin who can still sign in. */
/** Whether the account is the one admin still able to sign in. */
export async function isLastActiveAdmin(db: DB, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select(["role", "deactivated"])
    .where("id", "=", id)
    .executeTakeFirst();
  const active = row?.role === "admin" && !(row.deactivated === true || row.deactivated === 1);
  return active && (await countAdmins(db)) <= 1;
}

/** Admins who can still sign in: the site must always keep one. */
async function countAdmins(db: DB): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("role", "=", "admin")
    .where("deactivated", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Deactivates (the account may no longer sign in, its sessions end now, its articles stay) or
 * reactivates an account. The last active admin is never deactivated.
 */
export async function setDeactivated(
  db: DB,
  id: string,
  deactivated: boolean,
): Promise<"missing" | "lastAdmin" | "done"> {
  return db.transaction().execute(async (trx) => {
    const current = await findUserRole(trx, id);
    if (current === undefined) return "missing";
    if (deactivated && (await isLastActiveAdmin(trx, id))) return "lastAdmin";
    await trx.updateTable("user").set({ deactivated }).where("id", "=", id).execute();
    if (deactivated) await trx.deleteFrom("session").where("userId", "=", id).execute();
    return "done";
  });
}

/** Whether the account with this address is deactivated (false when there is none). */
export async function isDeactivated(db: DB, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select("deactivated")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return row?.deactivated === true || row?.deactivated === 1;
}

/**
 * Replaces the password of account `userId` (already hashed) and ends its sessions; false when
 * the account signs in without one.
 */
export async function replacePassword(db: DB, userId: string, hash: string): Promise<boolean> {
  const result = await db
    .updateTable("account")
    .set({ password: hash, updatedAt: new Date().toISOString() })
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.deleteFrom("session").where("userId", "=", userId).execute();
  return true;
}

/** Ends every session of the account with this address. */
export async function endSessions(db: DB, email: string): Promise<void> {
  const user = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (user) await db.deleteFrom("session").where("userId", "=", user.id).execute();
}

/**
 * Deletes the account; its sessions and password go with it (foreign keys cascade), and its
 * articles go to `heirId`. The last admin is never deleted. Answers like setUserRole.
 */
export async function removeUser(
  db: DB,
  id: string,
  heirId: string,
): Promise<"missing" | "lastAdmin" | "done"> {
  return db.transaction().execute(async (trx) => {
    const current = await findUserRole(trx, id);
    if (current === undefined) return "missing";
    if (await isLastActiveAdmin(trx, id)) return "lastAdmin";
    // Their revisions' and the log's mentions stay as text; only ownership moves.
    await trx.updateTable("posts").set({ owner_id: heirId }).where("owner_id", "=", id).execute();
    await trx.deleteFrom("user").where("id", "=", id).execute();
    return "done";
  });
}

export interface AccountSettings {
  twoFactorEnabled: boolean;
  moderationNotices: boolean;
  reviewNotices: boolean;
  commentNotices: boolean;
}

/** The account's two-factor and mail-notice switches. */
export async function accountSettings(db: DB, id: string): Promise<AccountSettings> {
  const row = await db
    .selectFrom("user")
    .select(["twoFactorEnabled", "moderationNotices", "reviewNotices", "commentNotices"])
    .where("id", "=", id)
    .executeTakeFirst();
  return {
    twoFactorEnabled: row?.twoFactorEnabled === true || row?.twoFactorEnabled === 1,
    moderationNotices: row?.moderationNotices === true || row?.moderationNotices === 1,
    reviewNotices: row?.reviewNotices === true || row?.reviewNotices === 1,
    commentNotices: row?.commentNotices === true || row?.commentNotices === 1,
  };
}

/** Turns the account's review mail on or off (app/.server/review.ts sends it). */
export async function setReviewNotices(db: DB, userId: string, on: boolean): Promise<void> {
  await db.updateTable("user").set({ reviewNotices: on }).where("id", "=", userId).execute();
}

/** Turns two-factor sign-in off for an account (the shell's rescue); false when unknown. */
export async function disableTwoFactor(db: DB, email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("user")
      .select("id")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    if (!user) return false;
    await trx
      .updateTable("user")
      .set({ twoFactorEnabled: false })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("twoFactor").where("userId", "=", user.id).execute();
    return true;
  });
}
