import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Tags: any number per article, besides its one category. A tag's slug is its address
// (/tag/<slug>) and unique; `post_tags` joins them, one row per article and tag, removed with
// either side. Both tables change what readers see (tag pages, article pages, related articles),
// so they announce their changes like posts (migrations 0005 and 0006).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable("tags")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("post_tags")
    .addColumn("post_id", "integer", (col) =>
      col.notNull().references("posts.id").onDelete("cascade"),
    )
    .addColumn("tag_id", "integer", (col) =>
      col.notNull().references("tags.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("post_tags_pk", ["post_id", "tag_id"])
    .execute();
  // A tag's page walks this index from the tag to its articles.
  await db.schema
    .createIndex("post_tags_tag_post_idx")
    .on("post_tags")
    .columns(["tag_id", "post_id"])
    .execute();

  const tables = ["tags", "post_tags"];
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
