import { sql } from "kysely";
import type { PostCard } from "~/lib/post-card";
import type { DB } from "./connection";
import { cardColumns, fixedCount, publishedPosts, toCard, type Post } from "./post-rows";
import { prepared } from "./prepared";

// The articles picked for a page beside its own list: the home page's featured ones and an
// article's related ones (split from ./posts.ts, which re-exports them).

/** The home page's lead story and the three beside it. */
const featuredCount = 4;

/** The newest published articles marked Pilihan redaksi, for the top of the home page. */
export async function listFeatured(db: DB): Promise<PostCard[]> {
  return (await featured(db)).map(toCard);
}

/** listFeatured's query, read by its own index (migration 0026) however old the marked articles. */
export function featuredQuery(db: DB) {
  return publishedPosts(db)
    .select(cardColumns)
    .where("posts.featured", "=", true)
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(fixedCount(featuredCount));
}

const featured = prepared(featuredQuery);

/**
 * The three other published articles closest to this one: one point for the same category and one
 * per shared tag, newest first among equals. Only articles scoring at least one point count.
 */
export async function listRelated(
  db: DB,
  post: Pick<Post, "id" | "categoryId">,
): Promise<PostCard[]> {
  const rows = await related(db, post.id, post.categoryId);
  return rows.map(toCard);
}

// Only two kinds of article can make the list: one sharing a tag, or one of the three newest of
// the same category (any other scores one point and has three newer ones of at least one point
// before it). Ranking those few instead of every published article keeps a render from walking
// the archive: 4.5 ms at 1,000 articles before (docs/PERFORMANCE.md). Those sharing a tag are
// ranked from `post_tags` alone, which carries each article's category and date (migration 0025),
// and only the three chosen are read from `posts`. They are each tag's newest `relatedWindow`
// (a tag on thousands of articles made every render group all of them: 542 µs of an article at
// 10,000 articles), read in date order from migration 0028's index.
// The counts are written into the SQL: as a parameter, SQLite planned the query three times slower.
const relatedCount = fixedCount(3);
const relatedWindow = fixedCount(100);
const related = prepared((db: DB, postId: number, categoryId: number) =>
  db
    .with("windows", (qb) =>
      qb
        .selectFrom("post_tags as own")
        .select([
          "own.tag_id",
          // The date of the oldest of the tag's newest articles.
          (eb) =>
            eb
              .selectFrom((inner) =>
                inner
                  .selectFrom("post_tags as mate")
                  .select("mate.published_at")
                  .whereRef("mate.tag_id", "=", "own.tag_id")
                  .where("mate.published", "=", true)
                  .orderBy("mate.published_at", "desc")
                  .limit(relatedWindow)
                  .as("newest"),
              )
              .select((inner) => inner.fn.min("newest.published_at").as("since"))
              .as("since"),
        ])
        .where("own.post_id", "=", postId),
    )
    .with("shared", (qb) =>
      qb
        // CROSS JOIN: for each tag, one range of its rows from the window's start.
        .selectFrom("windows")
        .crossJoin("post_tags")
        .select([
          "post_tags.post_id",
          // A point per shared tag, and one for the same category.
          sql<number>`count(*) + max(case when post_tags.category_id = ${categoryId} then 1 else 0 end)`.as(
            "score",
          ),
          (eb) => eb.fn.max("post_tags.published_at").as("published_at"),
        ])
        .whereRef("post_tags.tag_id", "=", "windows.tag_id")
        .where("post_tags.published", "=", true)
        .whereRef("post_tags.published_at", ">=", "windows.since")
        .where("post_tags.post_id", "!=", postId)
        .groupBy("post_tags.post_id"),
    )
    .with("near", (qb) =>
      qb
        .selectFrom("posts")
        .select(["id", "published_at"])
        .where("category_id", "=", categoryId)
        .where("published", "=", true)
        .where("id", "!=", postId)
        .orderBy("published_at", "desc")
        .orderBy("id", "desc")
        .limit(relatedCount),
    )
    .with("ranked", (qb) =>
      qb
        .selectFrom("shared")
        .select(["post_id as id", "score", "published_at"])
        .unionAll((eb) =>
          eb
            .selectFrom("near")
            .select(["id", sql<number>`1`.as("score"), "published_at"])
            .where("id", "not in", (inner) => inner.selectFrom("shared").select("post_id")),
        )
        .orderBy("score", "desc")
        .orderBy("published_at", "desc")
        .orderBy("id", "desc")
        .limit(relatedCount),
    )
    // CROSS JOIN keeps SQLite from turning the join around and walking every article.
    .selectFrom("ranked")
    .crossJoin("posts")
    .whereRef("posts.id", "=", "ranked.id")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select(cardColumns)
    .orderBy("ranked.score", "desc")
    .orderBy("ranked.published_at", "desc")
    .orderBy("ranked.id", "desc"),
);
