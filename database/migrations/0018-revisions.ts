import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Revisions: a snapshot of an article or a page at every save, publish and restore, so that a
// bad edit can be seen and undone (docs/decisions/0020-autosave-and-revisions.md). A revision
// belongs to exactly one article or one page and goes when it goes. `saved_by` names the
// account without a foreign key: an export without accounts still restores its history.
//
// Working copies: what an editor typed but has not saved, one per account and article (or page,
// or new article), written by autosave and never over the live text.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const timestamp = pg ? "timestamptz" : "text";

  await db.schema
    .createTable("revisions")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("post_id", "integer", (col) => col.references("posts.id").onDelete("cascade"))
    .addColumn("page_id", "integer", (col) => col.references("pages.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("category_id", "integer")
    .addColumn("author", "text")
    .addColumn("published", "boolean", (col) => col.notNull())
    .addColumn("saved_by", "text")
    // The revision this one brought back ("Pulihkan versi ini"); it may have been pruned since.
    .addColumn("restored_from", "integer")
    .addColumn("created_at", timestamp, (col) => col.notNull())
    // Exactly one of the two is set.
    .addCheckConstraint("revisions_one_owner", sql`(post_id is null) <> (page_id is null)`)
    .execute();
  await db.schema
    .createIndex("revisions_post_idx")
    .on("revisions")
    .columns(["post_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("revisions_page_idx")
    .on("revisions")
    .columns(["page_id", "created_at"])
    .execute();

  await db.schema
    .createTable("working_copies")
    // "post:12:<user id>", "page:3:<user id>" or "post:new:<user id>": one per editor and thing.
    .addColumn("slot", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("post_id", "integer", (col) => col.references("posts.id").onDelete("cascade"))
    .addColumn("page_id", "integer", (col) => col.references("pages.id").onDelete("cascade"))
    // The form's fields as JSON: what was typed, valid or not yet.
    .addColumn("fields", "text", (col) => col.notNull())
    // The updated_at of the version the editor had loaded (ISO text), null for a new one.
    .addColumn("base_updated_at", "text")
    .addColumn("saved_at", timestamp, (col) => col.notNull())
    .execute();
}
