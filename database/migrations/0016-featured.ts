import type { Kysely } from "kysely";

// Pilihan redaksi: an article the editors mark opens the home page. The home page reads the few
// newest marked articles on every uncached render; the index finds them without walking the
// archive. Marking and unmarking are updates of `posts`, which the change-notify triggers
// (migration 0005) already announce to every instance's page cache.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("posts")
    .addColumn("featured", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex("posts_featured_created_idx")
    .on("posts")
    .columns(["featured", "created_at"])
    .execute();
}
