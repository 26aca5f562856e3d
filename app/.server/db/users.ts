import type { DB } from "./connection";
import { toIso } from "./values";

export interface UserRow {
  id: string;
  email: string;
  role: "admin" | "pending";
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
    .select(["id", "email", "role", "createdAt"])
    .orderBy((eb) => eb.case().when("role", "=", "pending").then(0).else(1).end())
    .orderBy("createdAt", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role === "admin" ? "admin" : "pending",
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

export async function setUserRole(db: DB, id: string, role: "admin" | "pending"): Promise<boolean> {
  const result = await db.updateTable("user").set({ role }).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the account; its sessions and password go with it (foreign keys cascade). */
export async function removeUser(db: DB, id: string): Promise<boolean> {
  const result = await db.deleteFrom("user").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface AccountSettings {
  twoFactorEnabled: boolean;
  moderationNotices: boolean;
}

/** The account's two-factor and mail-notice switches. */
export async function accountSettings(db: DB, id: string): Promise<AccountSettings> {
  const row = await db
    .selectFrom("user")
    .select(["twoFactorEnabled", "moderationNotices"])
    .where("id", "=", id)
    .executeTakeFirst();
  return {
    twoFactorEnabled: row?.twoFactorEnabled === true || row?.twoFactorEnabled === 1,
    moderationNotices: row?.moderationNotices === true || row?.moderationNotices === 1,
  };
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
