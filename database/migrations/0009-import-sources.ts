import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Importing from another platform remembers which source item became which local row, so that
// importing the same file again finds its earlier work instead of writing duplicates. The
// fingerprint is a hash of the source item as last imported: a changed item can be told apart
// from an unchanged one. Comments gain a parent, so threads from WordPress and Blogger survive.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("import_sources")
    // e.g. "wordpress:https://contoh.wordpress.com", "blogger:tag:blogger.com,1999:blog-1"
    .addColumn("source", "text", (col) => col.notNull())
    // post, page, comment or category
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("source_id", "text", (col) => col.notNull())
    .addColumn("local_id", "integer", (col) => col.notNull())
    .addColumn("fingerprint", "text", (col) => col.notNull())
    // The local row's updated_at right after the import wrote it: a later difference means an
    // editor changed it in Warta, and a re-import must not overwrite that.
    .addColumn("local_updated_at", pg ? "timestamptz" : "text")
    .addPrimaryKeyConstraint("import_sources_pk", ["source", "kind", "source_id"])
    .execute();

  await db.schema
    .alterTable("comments")
    .addColumn("parent_id", "integer", (col) => col.references("comments.id").onDelete("set null"))
    .execute();
}
