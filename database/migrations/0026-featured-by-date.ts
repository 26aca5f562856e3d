import type { Kysely } from "kysely";

// Pilihan redaksi is read newest first by publication date, but migration 0016 indexed the marked
// articles by creation date, from before articles had one (0017). SQLite walked the published
// articles by date instead, looking at each one's mark, until it had found the four newest marked:
// on an archive of 10,000 whose marked articles were 8,000 articles old, 11.8 ms of every render of
// the home page; with this index it reads the four, 30 µs (docs/PERFORMANCE.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("posts_featured_created_idx").execute();
  await db.schema
    .createIndex("posts_featured_published_at_idx")
    .on("posts")
    .columns(["featured", "published", "published_at", "id"])
    .execute();
}
