import type { DB } from "./connection";
import { searchStems } from "../search/stems";

/**
 * Writes the search roots of these articles from their stored title, summary, text and tags.
 * Call it in the transaction of any write that changes one of those.
 */
export async function reindexPosts(db: DB, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom("posts")
    .select(["id", "title", "summary", "content_text"])
    .where("id", "in", ids)
    .execute();
  const tags = await db
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select(["post_tags.post_id", "tags.name"])
    .where("post_tags.post_id", "in", ids)
    .execute();
  for (const row of rows) {
    const names = tags.filter((tag) => tag.post_id === row.id).map((tag) => tag.name);
    await db
      .updateTable("posts")
      .set({ search_stems: searchStems([row.title, row.summary, row.content_text], names) })
      .where("id", "=", row.id)
      .execute();
  }
}

/** Indexes the articles written before stemming existed (or by a restore); answers how many. */
export async function indexUnindexedPosts(db: DB): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await db
      .selectFrom("posts")
      .select("id")
      .where("search_stems", "is", null)
      .orderBy("id")
      .limit(200)
      .execute();
    if (batch.length === 0) return total;
    await db.transaction().execute((trx) =>
      reindexPosts(
        trx,
        batch.map((row) => row.id),
      ),
    );
    total += batch.length;
  }
}

/** Ids of the articles carrying a tag, to reindex when the tag changes. */
export async function postIdsWithTag(db: DB, tagId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("post_tags")
    .select("post_id")
    .where("tag_id", "=", tagId)
    .execute();
  return rows.map((row) => row.post_id);
}
