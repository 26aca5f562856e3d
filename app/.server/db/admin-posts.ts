import { sql } from "kysely";
import type { PostCard } from "~/lib/post-card";
import type { DB } from "./connection";
import { postMatches, searchTerms } from "./dialect";
import { cardColumns, toCard } from "./post-rows";
import { toBool, toIso } from "./values";

// The dashboard's article lists and counts: drafts included, filtered by status and owner.

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

/** Counts for the dashboard's stat cards: every article's, or those `ownerId` owns. */
export async function postStats(
  db: DB,
  ownerId?: string,
): Promise<{ total: number; published: number; draft: number }> {
  const rows = await db
    .selectFrom("posts")
    .select(["published", (eb) => eb.fn.countAll<number | string>().as("count")])
    .$if(ownerId !== undefined, (query) => query.where("owner_id", "=", ownerId ?? ""))
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
