import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Every instance keeps rendered public pages in memory (app/.server/change-feed.ts) and must
// learn of every change to what readers see, whoever makes it: another instance, the admin CLI,
// a script. Triggers on the public tables announce those changes: PostgreSQL with NOTIFY, SQLite
// by bumping a counter that the feed reads. A new comment is pending and changes nothing public,
// so only updates and deletes of comments count.
const allChanges = ["posts", "categories"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`create or replace function warta_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('warta_changes', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of allChanges) {
    await sql`create trigger ${sql.raw(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function warta_notify_change()`.execute(db);
  }
  await sql`create trigger comments_notify_change
    after update or delete or truncate on comments
    for each statement execute function warta_notify_change()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 0 }).execute();
  const bump = sql.raw("update content_version set version = version + 1 where id = 1;");
  const events = [
    ...allChanges.flatMap((table) => ["insert", "update", "delete"].map((event) => [table, event])),
    ["comments", "update"],
    ["comments", "delete"],
  ];
  for (const [table = "", event = ""] of events) {
    await sql`create trigger ${sql.raw(`${table}_${event}_bump_version`)}
      after ${sql.raw(event)} on ${sql.table(table)} begin ${bump} end`.execute(db);
  }
}
