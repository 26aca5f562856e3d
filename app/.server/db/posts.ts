import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { pageSize } from "~/lib/list-query";
import type { PostCard } from "~/lib/post-card";
import type { DB } from "./connection";
import type { Database } from "./schema";
import { postMatches, searchTerms } from "./dialect";
import { countPublishedWithTag } from "./tags";
import { countPublishedByAuthor } from "./author-profiles";
import {
  cardColumns,
  fixedCount,
  idsTagged,
  postColumns,
  postsOfTagPage,
  publishedPosts,
  toCard,
  toPost,
  type Post,
} from "./post-rows";
import { prepared } from "./prepared";

export { featuredQuery, listFeatured, listRelated } from "./featured-related";

// Reading articles for readers: the public lists, search, one article by slug or id. The
// dashboard's lists are in admin-posts.ts, feeds and site maps in post-feeds.ts, writes in
// post-writes.ts.

export interface ListPublishedOptions {
  query?: string;
  categorySlug?: string;
  /** Only articles carrying this tag. */
  tagId?: number;
  /** Only articles by this author profile. */
  authorId?: number;
  page: number;
}

const inCategory = (slug: string) => (eb: ExpressionBuilder<Database, "posts">) =>
  eb("posts.category_id", "=", eb.selectFrom("categories").select("id").where("slug", "=", slug));

/** A page of published articles (of `posts` filtered already), newest first. */
function newestFirst(posts: SelectQueryBuilder<Database, "posts", object>, offset: number) {
  return posts
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select(cardColumns)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(fixedCount(pageSize))
    .offset(offset);
}

// The home page's lists, every category's or one's, are the same queries on every uncached page:
// built once (prepared.ts). Building and compiling took 60 of the list's 90 µs at 10,000 articles.
const newest = prepared((db: DB, offset: number) =>
  newestFirst(db.selectFrom("posts").where("posts.published", "=", true), offset),
);
const newestInCategory = prepared((db: DB, categorySlug: string, offset: number) =>
  newestFirst(
    db.selectFrom("posts").where("posts.published", "=", true).where(inCategory(categorySlug)),
    offset,
  ),
);

/** One page of published articles, newest first or best match first when searching. */
export async function listPublished(
  db: DB,
  { query = "", categorySlug, tagId, authorId, page }: ListPublishedOptions,
): Promise<{ posts: PostCard[]; total: number }> {
  const terms = searchTerms(query);
  const offset = (page - 1) * pageSize;
  if (terms.length === 0 && tagId === undefined && authorId === undefined) {
    const rows =
      categorySlug === undefined
        ? await newest(db, offset)
        : await newestInCategory(db, categorySlug, offset);
    return { posts: rows.map(toCard), total: await countPublished(db, categorySlug) };
  }
  // A tag's list (no search) takes its page from the tag's own rows, which carry each article's
  // date (migration 0025) in date order (0027). Filtered inside posts instead, SQLite walked every
  // published article by date until it had found the page: 771 µs for a tag of one old article
  // at 10,000 articles (docs/PERFORMANCE.md).
  const tagPage =
    terms.length === 0 && tagId !== undefined ? { tagId, pageSize, offset } : undefined;
  // The three sources differ in the tables they join; what follows reads posts only. Typed as
  // one builder: TypeScript gives up comparing the union's generic signatures on a schema this
  // size.
  type Base = SelectQueryBuilder<Database, "posts", object>;
  const base: Base =
    terms.length > 0
      ? // The few matches drive the lookups into posts; CROSS JOIN keeps SQLite from turning the
        // join around and probing the matches once per published article.
        (db
          .selectFrom(postMatches(db, terms).as("matches"))
          .crossJoin("posts")
          .whereRef("posts.id", "=", "matches.post_id") as unknown as Base)
      : tagPage
        ? (postsOfTagPage(db, tagPage) as unknown as Base)
        : db.selectFrom("posts");
  const filtered = base
    .where("posts.published", "=", true)
    .$if(categorySlug !== undefined, (qb) => qb.where(inCategory(categorySlug ?? "")))
    .$if(tagId !== undefined && tagPage === undefined, (qb) =>
      qb.where("posts.id", "in", idsTagged(db, tagId ?? 0)),
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
    .limit(fixedCount(pageSize))
    // A tag's page was cut from its rows already.
    .offset(tagPage ? 0 : offset)
    .execute();
  const posts = rows.map(toCard);
  if (terms.length === 0 && authorId !== undefined) {
    return { posts, total: await countPublishedByAuthor(db, authorId) };
  }
  if (terms.length === 0 && tagId !== undefined) {
    return { posts, total: await countPublishedWithTag(db, tagId) };
  }
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
  const [row] =
    categorySlug === undefined
      ? await publishedTotal(db)
      : await publishedTotalInCategory(db, categorySlug);
  return Number(row?.total ?? 0);
}

const totals = (db: DB) =>
  db
    .selectFrom("published_counts")
    .select((eb) => eb.fn.sum<number | string | null>("total").as("total"));
const publishedTotal = prepared(totals);
const publishedTotalInCategory = prepared((db: DB, categorySlug: string) =>
  totals(db).where(
    "category_id",
    "=",
    db.selectFrom("categories").select("id").where("slug", "=", categorySlug),
  ),
);

/** The published article with this slug, or undefined for a draft or an unknown slug. */
export async function findPublishedBySlug(db: DB, slug: string): Promise<Post | undefined> {
  const [row] = await publishedBySlug(db, slug);
  return row && toPost(row);
}

const publishedBySlug = prepared((db: DB, slug: string) =>
  publishedPosts(db).select(postColumns).where("posts.slug", "=", slug),
);

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
