import { sql } from "kysely";
import { tagFeedPaths, tagPaths, type TagName } from "~/lib/tags";
import type { DB } from "./connection";
import { prepared } from "./prepared";
import { isUniqueViolation } from "./dialect";
import { addRedirect, clearRedirect, markGone } from "./redirects";
import { postIdsWithTag, reindexPosts } from "./search-index";

// Tags and their articles. Renaming a tag's slug or merging it into another keeps its old page
// and feed answering 301; deleting it leaves 410 there. The tables announce their changes to the
// page cache from their triggers (migration 0015).

export interface Tag {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface TagSummary {
  slug: string;
  name: string;
}

export interface AdminTag extends Tag {
  /** Articles carrying the tag, drafts included. */
  articles: number;
}

export class TagSlugTakenError extends Error {}

/**
 * The tag with this slug when it tags a published article: a tag only on drafts, scheduled or
 * in-review articles is not public (its page and feeds answer as for an unknown tag).
 */
export async function findPublicTagBySlug(db: DB, slug: string): Promise<Tag | undefined> {
  return db
    .selectFrom("tags")
    .select(["id", "slug", "name", "description"])
    .where("slug", "=", slug)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("post_tags")
          .select("post_tags.post_id")
          .whereRef("post_tags.tag_id", "=", "tags.id")
          .where("post_tags.published", "=", true),
      ),
    )
    .executeTakeFirst();
}

/** Names of existing tags, for the editor's suggestions (the most used first, bounded). */
export async function listTagNames(db: DB, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom("tags")
    .leftJoin("post_tags", "post_tags.tag_id", "tags.id")
    .select(["tags.name", (eb) => eb.fn.count<number | string>("post_tags.post_id").as("uses")])
    .groupBy(["tags.id", "tags.name"])
    .orderBy("uses", "desc")
    .orderBy("tags.name")
    .limit(limit)
    .execute();
  return rows.map((row) => row.name);
}

/** The tags of one article, by name. */
export async function listTagsOfPost(db: DB, postId: number): Promise<TagSummary[]> {
  const rows = await tagsOfPost(db, postId);
  // Plain objects: node:sqlite's rows have no prototype, which would serialize differently from
  // PostgreSQL's in the page's data, and pages must be the same bytes on either database.
  return rows.map(({ slug, name }) => ({ slug, name }));
}

const tagsOfPost = prepared((db: DB, postId: number) =>
  db
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select(["tags.slug", "tags.name"])
    .where("post_tags.post_id", "=", postId)
    .orderBy("tags.name"),
);

/** The tags of several articles at once (a feed's), by article id. */
export async function listTagsOfPosts(
  db: DB,
  postIds: readonly number[],
): Promise<Map<number, TagSummary[]>> {
  const found = new Map<number, TagSummary[]>();
  if (postIds.length === 0) return found;
  const rows = await db
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select(["post_tags.post_id", "tags.slug", "tags.name"])
    .where("post_tags.post_id", "in", postIds)
    .orderBy("tags.name")
    .execute();
  for (const { post_id, ...tag } of rows) found.set(post_id, [...(found.get(post_id) ?? []), tag]);
  return found;
}

/**
 * Gives an article exactly these tags: existing ones are found by slug (their stored name wins),
 * new ones are created. Call it inside the transaction that saves the article.
 */
export async function setPostTags(db: DB, postId: number, tags: readonly TagName[]): Promise<void> {
  const ids: number[] = [];
  for (const tag of tags) ids.push(await tagIdFor(db, tag));
  await db
    .deleteFrom("post_tags")
    .where("post_id", "=", postId)
    .$if(ids.length > 0, (qb) => qb.where("tag_id", "not in", ids))
    .execute();
  if (ids.length === 0) return;
  await db
    .insertInto("post_tags")
    .values(ids.map((tagId) => ({ post_id: postId, tag_id: tagId })))
    .onConflict((oc) => oc.columns(["post_id", "tag_id"]).doNothing())
    .execute();
}

async function tagIdFor(db: DB, tag: TagName): Promise<number> {
  const found = await db
    .selectFrom("tags")
    .select("id")
    .where("slug", "=", tag.slug)
    .executeTakeFirst();
  if (found) return found.id;
  const created = await db
    .insertInto("tags")
    .values({ slug: tag.slug, name: tag.name })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A new tag at an address a renamed or deleted tag left behind owns it again.
  for (const path of tagPaths(tag.slug)) await clearRedirect(db, path);
  return created.id;
}

/** Every tag with its article count, by name, for the dashboard. */
export async function listTagsForAdmin(db: DB): Promise<AdminTag[]> {
  const rows = await db
    .selectFrom("tags")
    .leftJoin("post_tags", "post_tags.tag_id", "tags.id")
    .select([
      "tags.id",
      "tags.slug",
      "tags.name",
      "tags.description",
      (eb) => eb.fn.count<number | string>("post_tags.post_id").as("articles"),
    ])
    .groupBy(["tags.id", "tags.slug", "tags.name", "tags.description"])
    .orderBy("tags.name")
    .execute();
  return rows.map((row) => ({ ...row, articles: Number(row.articles) }));
}

/** Published articles carrying the tag. */
export async function countPublishedWithTag(db: DB, tagId: number): Promise<number> {
  const row = await db
    .selectFrom("post_tags")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("tag_id", "=", tagId)
    .where("published", "=", true)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Slugs of the tags with at least one published article, for the sitemap. */
export async function listPublicTagSlugs(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom("tags")
    .select("tags.slug")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("post_tags")
          .innerJoin("posts", "posts.id", "post_tags.post_id")
          .select("post_tags.post_id")
          .whereRef("post_tags.tag_id", "=", "tags.id")
          .where("posts.published", "=", true),
      ),
    )
    .orderBy("tags.slug")
    .execute();
  return rows.map((row) => row.slug);
}

// The tag's page and feeds move together.
async function moveAddresses(db: DB, fromSlug: string, toSlug: string): Promise<void> {
  const from = tagFeedPaths(fromSlug);
  const to = tagFeedPaths(toSlug);
  for (const key of ["pagePath", "rssPath", "jsonPath"] as const) {
    await addRedirect(db, from[key], to[key]);
  }
}

/**
 * Renames and describes a tag. A new slug moves its page: the old address answers 301. False when
 * the tag does not exist; a slug another tag has is TagSlugTakenError.
 */
export async function updateTag(db: DB, id: number, input: Omit<Tag, "id">): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("tags")
      .select("slug")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return false;
    try {
      await trx.updateTable("tags").set(input).where("id", "=", id).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new TagSlugTakenError(input.slug);
      throw error;
    }
    if (current.slug !== input.slug) await moveAddresses(trx, current.slug, input.slug);
    // Articles are found by their tags' names: a renamed tag changes what finds them.
    await reindexPosts(trx, await postIdsWithTag(trx, id));
    return true;
  });
}

/**
 * Moves every article of tag `fromId` to tag `intoId` (an article with both keeps one row) and
 * deletes `fromId`; its address answers 301 to the other's. False when either does not exist.
 */
export async function mergeTag(db: DB, fromId: number, intoId: number): Promise<boolean> {
  if (fromId === intoId) return false;
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("tags")
      .select(["id", "slug"])
      .where("id", "in", [fromId, intoId])
      .execute();
    const from = rows.find((row) => row.id === fromId);
    const into = rows.find((row) => row.id === intoId);
    if (!from || !into) return false;
    const moved = await postIdsWithTag(trx, fromId);
    await trx
      .insertInto("post_tags")
      .columns(["post_id", "tag_id"])
      .expression((eb) =>
        eb
          .selectFrom("post_tags")
          .select(["post_id", sql<number>`cast(${intoId} as integer)`.as("tag_id")])
          .where("tag_id", "=", fromId),
      )
      .onConflict((oc) => oc.columns(["post_id", "tag_id"]).doNothing())
      .execute();
    await trx.deleteFrom("tags").where("id", "=", fromId).execute();
    await moveAddresses(trx, from.slug, into.slug);
    await reindexPosts(trx, moved);
    return true;
  });
}

/** Deletes a tag (its articles stay); its page and feed answer 410. False when it did not exist. */
export async function deleteTag(db: DB, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("tags").select("slug").where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    const tagged = await postIdsWithTag(trx, id);
    await trx.deleteFrom("tags").where("id", "=", id).execute();
    await reindexPosts(trx, tagged);
    for (const path of tagPaths(row.slug)) await markGone(trx, path);
    return true;
  });
}
