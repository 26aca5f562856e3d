import type { Kysely } from "kysely";

// A tag's list is read from its own rows in date order (app/.server/db/posts.ts): the rows carry
// each article's publication date and published flag (migration 0025), and this index gives them
// newest first, so a page of a tag reads that page's rows only, however old its articles are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("post_tags_tag_published_at_idx")
    .on("post_tags")
    .columns(["tag_id", "published", "published_at", "post_id"])
    .execute();
}
