import type { Kysely } from "kysely";

// An article's related articles are ranked among each of its tags' newest articles
// (app/.server/db/posts.ts): read from 0027's index in date order, with the category alongside so
// that the rows' own are never read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("post_tags_tag_published_at_idx").execute();
  await db.schema
    .createIndex("post_tags_tag_published_at_idx")
    .on("post_tags")
    .columns(["tag_id", "published", "published_at", "post_id", "category_id"])
    .execute();
}
