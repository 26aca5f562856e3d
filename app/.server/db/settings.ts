import type { DB } from "./connection";
import { inTransaction } from "./transaction";

// The rows of the `settings` table, key and JSON text. Which keys exist and what their values
// mean is app/.server/settings.ts's business, the one module that calls these.

/** Every row whose key starts with `prefix`. */
export function selectSettingsWithPrefix(
  db: DB,
  prefix: string,
): Promise<{ key: string; value: string }[]> {
  return db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "like", `${prefix}%`)
    .execute();
}

/** Writes all rows in one transaction (the caller's, if any), each replacing the value its key held. */
export async function upsertSettings(
  db: DB,
  rows: { key: string; value: string }[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("settings")
      .values(rows)
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
      )
      .execute();
  });
}

/** Stores `value` when the key has no row or still holds `empty`; true when this call wrote. */
export async function storeSettingWhileEmpty(
  db: DB,
  key: string,
  value: string,
  empty: string,
): Promise<boolean> {
  const result = await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }).where("settings.value", "=", empty))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The value stored under `key`, or undefined. */
export async function selectSetting(db: DB, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value;
}

/** Inserts the row unless the key has one already. */
export async function insertSettingIfMissing(db: DB, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

/** Sets the key to `next` only while it holds `expected`; true when the row changed. */
export async function compareAndSetSetting(
  db: DB,
  key: string,
  expected: string,
  next: string,
): Promise<boolean> {
  const result = await db
    .updateTable("settings")
    .set({ value: next })
    .where("key", "=", key)
    .where("value", "=", expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
