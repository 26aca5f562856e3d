import { sql, type Kysely } from "kysely";
import { isPostgres } from "../../app/.server/db/dialect";

// Every instance keeps rendered public pages in memory; on PostgreSQL a change to a public table
// is announced to all of them (app/.server/change-feed.ts). SQLite needs nothing: its feed reads
// PRAGMA data_version.
const publicTables = ["posts", "categories", "comments"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function warta_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('warta_changes', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of publicTables) {
    await sql`create trigger ${sql.raw(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function warta_notify_change()`.execute(db);
  }
}
