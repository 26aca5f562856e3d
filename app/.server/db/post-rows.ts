import { sql } from "kysely";
import type { PostCard } from "~/lib/post-card";
import type { SeoFields } from "~/lib/seo";
import type { DB } from "./connection";
import { toBool, toIso } from "./values";

// How an article is read from the database: the columns every post query selects and the objects
// they become. The modules that read articles (posts.ts, admin-posts.ts, post-feeds.ts) share these.

/**
 * A row count the server fixes (a page's size, a feed's length) written into the SQL instead of
 * passed as a parameter: SQLite plans `limit ?` for any count, and ran the home page's list at
 * half the speed of `limit 6` (docs/PERFORMANCE.md). Never for a count a request chooses: each
 * count is a statement of its own.
 */
export function fixedCount(count: number) {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a row count: ${count}`);
  return sql.lit(count);
}

export interface Post extends PostCard {
  content: string;
  published: boolean;
  featured: boolean;
  updatedAt: string;
  categoryId: number;
  authorProfileId: number | null;
  /** The publication date set for it: published, back-dated or scheduled; null when none. */
  publicationDate: string | null;
  /** When it goes live by itself; null unless scheduled. */
  scheduledAt: string | null;
  scheduleNewsletter: boolean;
  /** The owning account (app/lib/policy.ts); null when nobody owns it. */
  ownerId: string | null;
  /** Waiting for an editor's review (app/.server/review.ts). */
  inReview: boolean;
  /** The editor's note when it was sent back; null when none. */
  reviewNote: string | null;
  /** Search engines' and social networks' fields (migration 0052). */
  seo: SeoFields;
  /** When an editor last marked a meaningful update; null when never. */
  markedUpdatedAt: string | null;
}

/** The SEO columns (migration 0052) of `table`, articles' and pages' alike. */
export function seoColumnsOf<T extends "posts" | "pages">(table: T) {
  return [
    `${table}.seo_title`,
    `${table}.seo_description`,
    `${table}.social_image`,
    `${table}.canonical_url`,
    `${table}.noindex`,
  ] as const;
}

export interface SeoRow {
  seo_title: string | null;
  seo_description: string | null;
  social_image: string | null;
  canonical_url: string | null;
  noindex: boolean | number;
}

export function toSeo(row: SeoRow): SeoFields {
  return {
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    socialImage: row.social_image,
    canonicalUrl: row.canonical_url,
    noindex: toBool(row.noindex),
  };
}

/** The SEO fields as columns to write. */
export function seoValues(seo: SeoFields) {
  return {
    seo_title: seo.seoTitle,
    seo_description: seo.seoDescription,
    social_image: seo.socialImage,
    canonical_url: seo.canonicalUrl,
    noindex: seo.noindex,
  };
}

export const cardColumns = [
  "posts.id",
  "posts.title",
  "posts.slug",
  "posts.summary",
  "posts.image",
  // Scalar subqueries rather than a join: every list query keeps its own joins and plans.
  sql<
    string | null
  >`coalesce((select name from author_profiles where author_profiles.id = posts.author_profile_id), posts.author)`.as(
    "author",
  ),
  sql<
    string | null
  >`(select slug from author_profiles where author_profiles.id = posts.author_profile_id)`.as(
    "author_slug",
  ),
  "posts.created_at",
  "posts.published_at",
  "categories.slug as category_slug",
  "categories.name as category_name",
] as const;

// The columns a card's fields are named after as they are; the others as the database names them.
export type CardRow = Pick<PostCard, "id" | "title" | "slug" | "summary" | "image" | "author"> & {
  author_slug: string | null;
  created_at: string | Date;
  published_at: string | Date | null;
  category_slug: string;
  category_name: string;
};

export function toCard(row: CardRow): PostCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    image: row.image,
    author: row.author,
    authorSlug: row.author_slug,
    createdAt: toIso(row.created_at),
    publishedAt: toIso(row.published_at ?? row.created_at),
    category: { slug: row.category_slug, name: row.category_name },
  };
}

export const postColumns = [
  ...cardColumns,
  "posts.content",
  "posts.published",
  "posts.featured",
  "posts.updated_at",
  "posts.category_id",
  "posts.author_profile_id",
  "posts.scheduled_at",
  "posts.schedule_newsletter",
  "posts.owner_id",
  "posts.in_review",
  "posts.review_note",
  ...seoColumnsOf("posts"),
  "posts.marked_updated_at",
] as const;

export function toPost(
  row: CardRow & {
    content: string;
    published: boolean | number;
    featured: boolean | number;
    updated_at: string | Date;
    category_id: number;
    author_profile_id: number | null;
    scheduled_at: string | Date | null;
    schedule_newsletter: boolean | number;
    owner_id: string | null;
    in_review: boolean | number;
    review_note: string | null;
    marked_updated_at: string | Date | null;
  } & SeoRow,
): Post {
  return {
    ...toCard(row),
    content: row.content,
    published: toBool(row.published),
    featured: toBool(row.featured),
    updatedAt: toIso(row.updated_at),
    categoryId: row.category_id,
    authorProfileId: row.author_profile_id === null ? null : Number(row.author_profile_id),
    publicationDate: row.published_at ? toIso(row.published_at) : null,
    scheduledAt: row.scheduled_at ? toIso(row.scheduled_at) : null,
    scheduleNewsletter: toBool(row.schedule_newsletter),
    ownerId: row.owner_id,
    inReview: toBool(row.in_review),
    reviewNote: row.review_note,
    seo: toSeo(row),
    markedUpdatedAt: row.marked_updated_at ? toIso(row.marked_updated_at) : null,
  };
}

/**
 * Published articles joined to their category, for a select to add columns to; with `tagPage`,
 * only that page of a tag's articles (postsOfTagPage).
 */
export function publishedPosts(db: DB, tagPage?: TagPage) {
  return (tagPage ? postsOfTagPage(db, tagPage) : db.selectFrom("posts"))
    .innerJoin("categories", "categories.id", "posts.category_id")
    .where("posts.published", "=", true);
}

/** The ids of the articles carrying a tag, for `posts.id in (…)`. */
export function idsTagged(db: DB, tagId: number) {
  return db.selectFrom("post_tags").select("post_id").where("tag_id", "=", tagId);
}

export interface TagPage {
  tagId: number;
  pageSize: number;
  offset: number;
}

/**
 * The posts of one page of a tag's published articles, newest first. The page is cut from the
 * tag's own rows (they carry each article's date, migration 0025, in date order by 0027's index),
 * so it reads only its rows, and joined to posts with CROSS JOIN, so that SQLite does not walk
 * every article by date instead.
 */
export function postsOfTagPage(db: DB, { tagId, pageSize, offset }: TagPage) {
  const page = db
    .selectFrom("post_tags")
    .select(["post_id", "published_at"])
    .where("tag_id", "=", tagId)
    .where("published", "=", true)
    .orderBy("published_at", "desc")
    .orderBy("post_id", "desc")
    .limit(fixedCount(pageSize))
    .offset(offset);
  return db
    .selectFrom(page.as("tagged"))
    .crossJoin("posts")
    .whereRef("posts.id", "=", "tagged.post_id");
}
