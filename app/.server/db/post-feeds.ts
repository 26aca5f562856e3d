import type { PostCard } from "~/lib/post-card";
import type { DB } from "./connection";
import { cardColumns, fixedCount, publishedPosts, toCard } from "./post-rows";
import { toIso } from "./values";

// Published articles as machines read them: RSS and JSON feeds, sitemap.xml, the HTML site map.
// An article hidden from search engines (noindex, its SEO section) is in none of the feeds and
// sitemaps; readers still find it on the site.

export interface FeedPost extends PostCard {
  content: string;
  updatedAt: string;
}

/** The `limit` newest published articles, in all categories or in one, for the feeds. */
export async function listPublishedForFeed(
  db: DB,
  limit: number,
  { categoryId, tagId, authorId }: { categoryId?: number; tagId?: number; authorId?: number } = {},
): Promise<FeedPost[]> {
  // A tag's page of newest articles is cut from its post_tags rows, which know `published` but
  // not `noindex`: the page takes as many more as the tag has hidden articles, so the feed keeps
  // its count.
  const tagPage =
    tagId === undefined
      ? undefined
      : { tagId, pageSize: limit + (await countHiddenTagged(db, tagId)), offset: 0 };
  const rows = await publishedPosts(db, tagPage)
    .select(cardColumns)
    .select(["posts.content", "posts.updated_at"])
    .$if(categoryId !== undefined, (qb) => qb.where("posts.category_id", "=", categoryId ?? 0))
    .$if(authorId !== undefined, (qb) => qb.where("posts.author_profile_id", "=", authorId ?? 0))
    .where("posts.noindex", "=", false)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(fixedCount(limit))
    .execute();
  return rows.map((row) => ({
    ...toCard(row),
    content: row.content,
    updatedAt: toIso(row.updated_at),
  }));
}

/** How many published articles carrying the tag are hidden from search engines (noindex). */
async function countHiddenTagged(db: DB, tagId: number): Promise<number> {
  const row = await db
    .selectFrom("post_tags")
    .innerJoin("posts", "posts.id", "post_tags.post_id")
    .select((eb) => eb.fn.countAll<number | string>().as("hidden"))
    .where("post_tags.tag_id", "=", tagId)
    .where("posts.published", "=", true)
    .where("posts.noindex", "=", true)
    .executeTakeFirstOrThrow();
  return Number(row.hidden);
}

/**
 * Slug and last change of published articles, newest publication first, a slice at a time for
 * the sitemap. A change is never earlier than the publication: a back-dated or scheduled article
 * changed for readers when it went out.
 */
export async function listPublishedSlugs(
  db: DB,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await publishedPosts(db)
    .select(["posts.slug", "posts.updated_at", "posts.published_at"])
    .where("posts.noindex", "=", false)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => {
    const updated = toIso(row.updated_at);
    const published = row.published_at ? toIso(row.published_at) : updated;
    return { slug: row.slug, updatedAt: published > updated ? published : updated };
  });
}

/** When a published article last changed, or undefined when none is published. */
export async function newestPublishedChange(db: DB): Promise<string | undefined> {
  const row = await publishedPosts(db)
    .select((eb) => eb.fn.max("posts.updated_at").as("newest"))
    .executeTakeFirst();
  return row?.newest ? toIso(row.newest) : undefined;
}

/**
 * For the HTML site map: per category id, its `limit` newest published articles (title and slug)
 * and how many it has in all. Bounded, so a large archive still makes a page of a sane size.
 */
export async function listNewestPerCategory(
  db: DB,
  categoryIds: number[],
  limit: number,
): Promise<Map<number, { total: number; posts: { title: string; slug: string }[] }>> {
  const counts = await db
    .selectFrom("posts")
    .select(["category_id", (eb) => eb.fn.countAll<number | string>().as("total")])
    .where("published", "=", true)
    .groupBy("category_id")
    .execute();
  const totals = new Map(counts.map((row) => [row.category_id, Number(row.total)]));
  const lists = await Promise.all(
    categoryIds.map((categoryId) =>
      db
        .selectFrom("posts")
        .select(["title", "slug"])
        .where("category_id", "=", categoryId)
        .where("published", "=", true)
        .orderBy("published_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute(),
    ),
  );
  return new Map(
    categoryIds.map((id, index) => [id, { total: totals.get(id) ?? 0, posts: lists[index] ?? [] }]),
  );
}

/** A published article as the news sitemap names it. */
export interface NewsPost {
  slug: string;
  title: string;
  publishedAt: string;
}

/**
 * Articles published at or after `since` (an ISO time), newest first, at most `limit`: the
 * Google News sitemap's (issue 43).
 */
export async function listPublishedSince(
  db: DB,
  since: string,
  limit: number,
): Promise<NewsPost[]> {
  const rows = await db
    .selectFrom("posts")
    .select(["slug", "title", "published_at"])
    .where("published", "=", true)
    .where("published_at", ">=", since)
    .where("noindex", "=", false)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    publishedAt: toIso(row.published_at ?? since),
  }));
}
