import { sql } from "kysely";
import type { DB } from "./connection";
import type { Trx } from "./transaction";
import { privacySlug } from "~/lib/privacy-page";

// The restore of Warta's own export (app/.server/import/warta.ts): rows go into whatever tables
// the export names, checked by app/.server/import/restore-rules.ts before they come here.

/** Whether the table has any row (pages: besides the Privasi page every site starts with). */
export async function hasRows(
  db: DB,
  table: "posts" | "pages" | "comments" | "user",
): Promise<boolean> {
  if (table === "pages") {
    const own = await db
      .selectFrom("pages")
      .select("id")
      .where("slug", "!=", privacySlug)
      .limit(1)
      .executeTakeFirst();
    return own !== undefined;
  }
  return (await db.selectFrom(table).select("id").limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Removes the Privasi page migration 0055 gives a fresh site before an export's pages take its
 * place (their ids would collide).
 */
export async function clearSeededPrivacy(trx: Trx): Promise<void> {
  await trx.deleteFrom("pages").where("slug", "=", privacySlug).execute();
}

/** Empties a table a fresh site is seeded with, before the exported rows take its place. */
export async function clearSeededTable(
  trx: Trx,
  table: "categories" | "author_profiles",
): Promise<void> {
  await trx.deleteFrom(table).execute();
}

/** Articles from an export before publication dates (migration 0017) show their creation date. */
export async function backfillPublishedAt(trx: Trx): Promise<void> {
  await trx
    .updateTable("posts")
    .set({ published_at: sql<string>`created_at` })
    .where("published", "=", true)
    .where("published_at", "is", null)
    .execute();
}

/**
 * Inserts rows (all with the same columns) into `table`; a row whose key is taken is left out,
 * except a setting, which takes the exported value. Answers how many rows went in.
 */
export async function insertBatch(
  trx: Trx,
  table: string,
  rows: Record<string, unknown>[],
): Promise<number> {
  const columns = Object.keys(rows[0] ?? {});
  const values = sql.join(
    rows.map((row) => sql`(${sql.join(columns.map((column) => sql`${row[column]}`))})`),
  );
  const names = sql.join(columns.map((column) => sql.id(column)));
  // Settings already present (written at start-up) take the exported value.
  const conflict =
    table === "settings"
      ? sql`on conflict (${sql.id("key")}) do update set ${sql.id("value")} = excluded.${sql.id("value")}`
      : sql`on conflict do nothing`;
  const result =
    await sql`insert into ${sql.table(table)} (${names}) values ${values} ${conflict}`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

// Rows came with their ids: each serial counter moves past the highest, so new rows fit.
export async function resetSequences(trx: Trx, tables: string[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await sql<{ seq: string | null }>`
      select pg_get_serial_sequence(${`"${table}"`}, 'id') as seq`.execute(trx);
    const seq = rows[0]?.seq;
    if (!seq) continue;
    await sql`select setval(${seq}::regclass,
      coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
  }
}
