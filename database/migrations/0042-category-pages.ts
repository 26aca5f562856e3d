import { sql, type Kysely } from "kysely";

// Categories as editors manage them in Kategori (issue 43): a description shown on the category's
// own page (/kategori/<slug>) and a place in the order the site lists them. Existing categories
// keep the order they had (by id). A change of either is an update of `categories`, which the
// change-notify triggers (migration 0005) already announce to every instance's page cache.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("categories")
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("categories")
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update categories set position = id`.execute(db);
}
