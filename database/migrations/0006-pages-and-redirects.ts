import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Pages (about, contact, privacy, …) live in a table of their own rather than as a kind of post:
// no query of the article list, search, feeds, related articles or categories can ever pick one
// up, and pages need no category. Redirects keep published addresses alive: an old path answers
// 301 to `target`, or 410 Gone when `target` is null. One table serves renamed slugs, deleted
// articles and imported sites' old permalinks alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const timestamp = pg ? "timestamptz" : "text";

  await db.schema
    .createTable("pages")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    // Meta description; may be empty.
    .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("published", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("redirects")
    // A path as readers request it, decoded, starting with "/" (e.g. /blog/old-slug).
    .addColumn("path", "text", (col) => col.primaryKey())
    // Where it moved (a path on this site), or null: gone for good (410).
    .addColumn("target", "text")
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("redirects_target_idx").on("redirects").column("target").execute();

  // Pages, redirects and site settings change what readers see: announce them like posts
  // (migration 0005).
  const tables = ["pages", "redirects", "settings"];
  if (pg) {
    for (const table of tables) {
      await sql`create trigger ${sql.raw(`${table}_notify_change`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function warta_notify_change()`.execute(db);
    }
    return;
  }
  const bump = sql.raw("update content_version set version = version + 1 where id = 1;");
  for (const table of tables) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bump_version`)}
        after ${sql.raw(event)} on ${sql.table(table)} begin ${bump} end`.execute(db);
    }
  }
}
