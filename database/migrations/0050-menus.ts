import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Menus (issue 43): the site's header menu and footer menu, edited in Menu. A row in `menus`
// says the menu was saved; without one the site shows its defaults (app/.server/menus.ts). An
// item points at a category, tag, page or author by id (so a renamed slug is followed) or holds
// a URL; a footer's top-level items are its columns (kind "column"), a header's may have one
// level of sub-items (`parent_id`). No foreign keys: a target that is gone is left out when the
// menu is read, and a restore may insert the tables in any order. Both tables change what
// readers see, so they announce their changes like posts (migrations 0005 and 0015).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable("menus")
    .addColumn("name", "text", (col) => col.primaryKey().check(sql`name in ('header', 'footer')`))
    .execute();

  await db.schema
    .createTable("menu_items")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("menu", "text", (col) => col.notNull().check(sql`menu in ('header', 'footer')`))
    .addColumn("parent_id", "integer")
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("label", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("target_id", "integer")
    .addColumn("url", "text")
    .execute();
  await db.schema
    .createIndex("menu_items_menu_idx")
    .on("menu_items")
    .columns(["menu", "parent_id", "position"])
    .execute();

  const tables = ["menus", "menu_items"];
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
