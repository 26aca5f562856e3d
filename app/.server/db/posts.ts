import { sql, type ExpressionBuilder } from "kysely";
import { htmlToText } from "../html-text";
import type { DB } from "./connection";
import type { Database } from "./schema";
import { isUniqueViolation, postMatches, searchTerms } from "./dialect";
import { deleteAddressed, updateAddressed, type UpdateResult } from "./addressed";
import { clearRedirect } from "./redirects";
import { countPublishedWithTag, setPostTags } from "./tags";
import { countPublishedByAuthor } from "./author-profiles";
import { reindexPosts } from "../search/index-posts";
import type { TagName } from "~/lib/tags";
import { nowIso, toBool, toIso } from "./values";

export interface PostCard {
  id: number;
  title: string;
  slug: string;
  summary: string;
  image: string | null;
  /** The author's name: the profile's current one, else the name typed at the last save. */
  author: string | null;
  /** The author's page slug; null when the article has no profile. */
  authorSlug: string | null;
  createdAt: string;
  /** The date readers see; a draft shows its creation date. */
  publishedAt: string;
  category: { slug: string; name: string };
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
}

export interface PostInput {
  title: string;
  slug: string;
  summary: string;
  content: string;
  image: string | null;
  categoryId: number;
  author: string | null;
  /** The author's profile; left out, an edit keeps the one stored. */
  authorProfileId?: number | null;
  published: boolean;
  /** Pilihan redaksi; left out, a new article is not featured and an edit keeps the flag. */
  featured?: boolean;
  createdAt?: string;
  /** The article's tags; left out, they stay as they are. */
  tags?: readonly TagName[];
  /** Left out: a new published article gets its creation date, an edit keeps what is stored. */
  publishedAt?: string | null;
  scheduledAt?: string | null;
  scheduleNewsletter?: boolean;
  /** The owning account; left out, a new article has none and an edit keeps its owner. */
  ownerId?: string | null;
}

const cardColumns = [
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

type CardRow = {
  id: number;
  title: string;
  slug: string;
  summary: string;
  image: string | null;
  author: string | null;
  author_slug: string | null;
  created_at: string | Date;
  published_at: string | Date | null;
  category_slug: string;
  category_name: string;
};

function toCard(row: CardRow): PostCard {
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

const postColumns = [
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
] as const;

function toPost(
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
  },
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
  };
}

function publishedPosts(db: DB) {
  return db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .where("posts.published", "=", true);
}

export interface ListPublishedOptions {
  query?: string;
  categorySlug?: string;
  /** Only articles carrying this tag. */
  tagId?: number;
  /** Only articles by this author profile. */
  authorId?: number;
  page: number;
  pageSize: number;
}

/** One page of published articles, newest first or best match first when searching. */
export async function listPublished(
  db: DB,
  { query = "", categorySlug, tagId, authorId, page, pageSize }: ListPublishedOptions,
): Promise<{ posts: PostCard[]; total: number }> {
  const terms = searchTerms(query);
  const inCategory = (slug: string) => (eb: ExpressionBuilder<Database, "posts">) =>
    eb("posts.category_id", "=", eb.selectFrom("categories").select("id").where("slug", "=", slug));
  const base =
    terms.length === 0
      ? db.selectFrom("posts")
      : // The few matches drive the lookups into posts; CROSS JOIN keeps SQLite from turning the
        // join around and probing the matches once per published article.
        db
          .selectFrom(postMatches(db, terms).as("matches"))
          .crossJoin("posts")
          .whereRef("posts.id", "=", "matches.post_id");
  const filtered = base
    .where("posts.published", "=", true)
    .$if(categorySlug !== undefined, (qb) => qb.where(inCategory(categorySlug ?? "")))
    .$if(tagId !== undefined, (qb) =>
      qb.where(
        "posts.id",
        "in",
        db
          .selectFrom("post_tags")
          .select("post_id")
          .where("tag_id", "=", tagId ?? 0),
      ),
    )
    .$if(authorId !== undefined, (qb) => qb.where("posts.author_profile_id", "=", authorId ?? 0));

  // The page's rows and, for a search, the number of matches (at most the search window) in
  // one query; a list's total comes from the counts kept by triggers (migration 0012).
  const rows = await filtered
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select(cardColumns)
    .$if(terms.length > 0, (qb) =>
      qb.select(sql<number | string>`count(*) over ()`.as("total")).orderBy(sql`matches.rank`),
    )
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const posts = rows.map(toCard);
  if (terms.length === 0 && authorId !== undefined) {
    return { posts, total: await countPublishedByAuthor(db, authorId) };
  }
  if (terms.length === 0 && tagId !== undefined) {
    return { posts, total: await countPublishedWithTag(db, tagId) };
  }
  if (terms.length === 0) return { posts, total: await countPublished(db, categorySlug) };
  const [first] = rows;
  if (first && "total" in first) return { posts, total: Number(first.total) };
  // A page past the last match: count the matches to say how many pages there are.
  const countRow = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirst();
  return { posts, total: Number(countRow?.total ?? 0) };
}

/** Published articles in all categories, or in one; read from the counts triggers keep. */
export async function countPublished(db: DB, categorySlug?: string): Promise<number> {
  const row = await db
    .selectFrom("published_counts")
    .select((eb) => eb.fn.sum<number | string | null>("total").as("total"))
    .$if(categorySlug !== undefined, (qb) =>
      qb.where(
        "category_id",
        "=",
        db
          .selectFrom("categories")
          .select("id")
          .where("slug", "=", categorySlug ?? ""),
      ),
    )
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The published article with this slug, or undefined for a draft or an unknown slug. */
export async function findPublishedBySlug(db: DB, slug: string): Promise<Post | undefined> {
  const row = await publishedPosts(db)
    .select(postColumns)
    .where("posts.slug", "=", slug)
    .executeTakeFirst();
  return row && toPost(row);
}

/** Any article by slug, draft or published (the admin's preview). */
export async function findPostBySlug(db: DB, slug: string): Promise<Post | undefined> {
  const row = await db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select(postColumns)
    .where("posts.slug", "=", slug)
    .executeTakeFirst();
  return row && toPost(row);
}

/** The `limit` newest published articles marked Pilihan redaksi, for the top of the home page. */
export async function listFeatured(db: DB, limit: number): Promise<PostCard[]> {
  const rows = await publishedPosts(db)
    .select(cardColumns)
    .where("posts.featured", "=", true)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toCard);
}

/**
 * Up to `limit` other published articles, the closest first: one point for the same category and
 * one per shared tag, newest first among equals. Only articles scoring at least one point count.
 */
export async function listRelated(
  db: DB,
  post: Pick<Post, "id" | "categoryId">,
  limit = 3,
): Promise<PostCard[]> {
  const tagIds = db.selectFrom("post_tags").select("tag_id").where("post_id", "=", post.id);
  const shared = db
    .selectFrom("post_tags")
    .select(["post_id", (eb) => eb.fn.countAll<number>().as("shared")])
    .where("tag_id", "in", tagIds)
    .where("post_id", "!=", post.id)
    .groupBy("post_id");
  const rows = await publishedPosts(db)
    .leftJoin(shared.as("shared"), "shared.post_id", "posts.id")
    .select(cardColumns)
    .where("posts.id", "!=", post.id)
    .where((eb) =>
      eb.or([eb("posts.category_id", "=", post.categoryId), eb("shared.post_id", "is not", null)]),
    )
    .orderBy(
      sql`(case when posts.category_id = ${post.categoryId} then 1 else 0 end) + coalesce(shared.shared, 0)`,
      "desc",
    )
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toCard);
}

// The stored columns of an article, with the plain text that full-text search reads.
function columnsOf(input: PostInput) {
  return {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    content: input.content,
    content_text: htmlToText(input.content),
    image: input.image,
    category_id: input.categoryId,
    author: input.author,
    ...(input.authorProfileId !== undefined ? { author_profile_id: input.authorProfileId } : {}),
    published: input.published,
    featured: input.featured,
    ...(input.publishedAt !== undefined ? { published_at: input.publishedAt } : {}),
    ...(input.scheduledAt !== undefined ? { scheduled_at: input.scheduledAt } : {}),
    ...(input.scheduleNewsletter !== undefined
      ? { schedule_newsletter: input.scheduleNewsletter }
      : {}),
    ...(input.ownerId !== undefined ? { owner_id: input.ownerId } : {}),
  };
}

/**
 * Stores an article whose HTML is already sanitized, with its tags; returns its id. Runs in the
 * caller's transaction, if any (insertPost opens one).
 */
export async function createPost(db: DB, input: PostInput): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto("posts")
    .values({
      ...columnsOf(input),
      published_at: input.publishedAt ?? (input.published ? (input.createdAt ?? now) : null),
      created_at: input.createdAt ?? now,
      updated_at: input.createdAt ?? now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (input.tags && input.tags.length > 0) await setPostTags(db, row.id, input.tags);
  await reindexPosts(db, [row.id]);
  // A published article at an old address wins over that address's redirect.
  if (input.published) await clearRedirect(db, articlePath(input.slug));
  return row.id;
}

/** The public path of the article with this slug. */
export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

export class SlugTakenError extends Error {}

/** createPost in one transaction, with a taken slug reported as SlugTakenError. */
export async function insertPost(db: DB, input: PostInput): Promise<number> {
  try {
    return await db.transaction().execute((trx) => createPost(trx, input));
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(input.slug);
    throw error;
  }
}

export async function isSlugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom("posts")
    .select("id")
    .where("slug", "=", slug)
    .$if(exceptId !== undefined, (qb) => qb.where("id", "!=", exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

const addressedPost = {
  table: "posts",
  path: articlePath,
  slugTaken: (slug: string) => new SlugTakenError(slug),
} as const;

/**
 * Saves an edit only if the article is still at the version the editor loaded
 * (`expectedUpdatedAt`); otherwise nothing is written and the answer says why. Renaming a
 * published article keeps its old address answering 301, in the same transaction.
 */
export function updatePost(
  db: DB,
  id: number,
  input: PostInput,
  expectedUpdatedAt: string,
): Promise<UpdateResult> {
  const { tags } = input;
  return updateAddressed(
    db,
    addressedPost,
    id,
    columnsOf(input),
    expectedUpdatedAt,
    async (trx) => {
      if (tags) await setPostTags(trx, id, tags);
      await reindexPosts(trx, [id]);
    },
  );
}

/** Deletes an article; its address (and older ones) answer 410 if it was ever public there. */
export function deletePost(db: DB, id: number): Promise<boolean> {
  return deleteAddressed(db, addressedPost, id);
}

/** Any article by id, draft or published, with everything the editor needs. */
export async function findPostById(db: DB, id: number): Promise<Post | undefined> {
  const row = await db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select(postColumns)
    .where("posts.id", "=", id)
    .executeTakeFirst();
  return row && toPost(row);
}

export interface AdminPostRow extends PostCard {
  published: boolean;
  scheduledAt: string | null;
  ownerId: string | null;
  inReview: boolean;
}

/** The dashboard's status filter. */
export const adminStatuses = ["draft", "review", "published"] as const;
export type AdminStatus = (typeof adminStatuses)[number];

/** One page of all articles (drafts included) for the dashboard, newest first or best match. */
export async function listForAdmin(
  db: DB,
  {
    query = "",
    page,
    pageSize,
    viewer,
    status,
    ownerId,
  }: {
    query?: string;
    page: number;
    pageSize: number;
    status?: AdminStatus;
    /** Only this account's articles. */
    ownerId?: string;
    /** The account reading the list: its own articles come first. */
    viewer?: { id: string; seesAllDrafts: boolean };
  },
): Promise<{ posts: AdminPostRow[]; total: number }> {
  const terms = searchTerms(query);
  const searching = terms.length > 0;
  const base = db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .$if(searching, (qb) =>
      qb.innerJoin(postMatches(db, terms).as("matches"), "matches.post_id", "posts.id"),
    )
    .$if(status === "published", (qb) => qb.where("posts.published", "=", true))
    .$if(status === "review", (qb) => qb.where("posts.in_review", "=", true))
    .$if(status === "draft", (qb) =>
      qb.where("posts.published", "=", false).where("posts.in_review", "=", false),
    )
    .$if(ownerId !== undefined, (qb) => qb.where("posts.owner_id", "=", ownerId ?? ""))
    // Someone else's draft is theirs until published: only editors and admins list it.
    .$if(viewer !== undefined && !viewer.seesAllDrafts, (qb) =>
      qb.where((eb) =>
        eb.or([eb("posts.owner_id", "=", viewer?.id ?? ""), eb("posts.published", "=", true)]),
      ),
    );
  const countRow = await base
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  if (total === 0) return { posts: [], total };
  const rows = await base
    .select([
      ...cardColumns,
      "posts.published",
      "posts.scheduled_at",
      "posts.owner_id",
      "posts.in_review",
    ])
    .$if(viewer !== undefined, (qb) =>
      qb.orderBy(sql`case when posts.owner_id = ${viewer?.id ?? ""} then 0 else 1 end`),
    )
    .$if(searching, (qb) => qb.orderBy(sql`matches.rank`))
    .orderBy("posts.created_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    posts: rows.map((row) => ({
      ...toCard(row),
      published: toBool(row.published),
      scheduledAt: row.scheduled_at ? toIso(row.scheduled_at) : null,
      ownerId: row.owner_id,
      inReview: toBool(row.in_review),
    })),
    total,
  };
}

/** Counts for the dashboard's stat cards. */
export async function postStats(
  db: DB,
): Promise<{ total: number; published: number; draft: number }> {
  const rows = await db
    .selectFrom("posts")
    .select(["published", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("published")
    .execute();
  let published = 0;
  let draft = 0;
  for (const row of rows) {
    if (toBool(row.published)) published += Number(row.count);
    else draft += Number(row.count);
  }
  return { total: published + draft, published, draft };
}

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
  const rows = await publishedPosts(db)
    .select(cardColumns)
    .select(["posts.content", "posts.updated_at"])
    .$if(categoryId !== undefined, (qb) => qb.where("posts.category_id", "=", categoryId ?? 0))
    .$if(tagId !== undefined, (qb) =>
      qb.where(
        "posts.id",
        "in",
        db
          .selectFrom("post_tags")
          .select("post_id")
          .where("tag_id", "=", tagId ?? 0),
      ),
    )
    .$if(authorId !== undefined, (qb) => qb.where("posts.author_profile_id", "=", authorId ?? 0))
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toCard(row),
    content: row.content,
    updatedAt: toIso(row.updated_at),
  }));
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
