import { sql, type Transaction } from "kysely";
import type { DB } from "./connection";
import { isPostgres } from "./dialect";
import { articlePath } from "~/lib/article-paths";
import { clearRedirect } from "./redirects";
import type { Database } from "./schema";
import { toBool, toIso } from "./values";

// The scheduler's queries. A scheduled article is a draft (`published` false) with
// `scheduled_at` set; going live turns it published and clears `scheduled_at`, in one statement.

/** Whether any scheduled article is due at `now`: a cheap read before taking the write lock. */
export async function hasDuePosts(db: DB, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("posts")
    .select("id")
    .where("scheduled_at", "<=", now.toISOString())
    .where("published", "=", false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Up to `limit` articles due at `now`, the longest due first. */
export async function dueIds(db: DB, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("posts")
    .select("id")
    .where("scheduled_at", "<=", now.toISOString())
    .where("published", "=", false)
    .orderBy("scheduled_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export interface WentLive {
  id: number;
  slug: string;
  /** The newsletter was ticked when it was scheduled. */
  newsletter: boolean;
}

/**
 * Claims up to `limit` due articles (only article `id`, when given) and makes them live, inside
 * the caller's transaction. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several instances claim
 * at once without ever taking the same row; on SQLite the single UPDATE runs under the database's one write lock. The UPDATE's own
 * conditions are checked again on each row as the statement takes it: an article rescheduled or
 * unscheduled by a save that committed first is no longer due and stays as that save left it.
 */
export async function takeDuePosts(
  trx: Transaction<Database>,
  now: Date,
  limit: number,
  id?: number,
): Promise<WentLive[]> {
  const nowText = now.toISOString();
  const due = trx
    .selectFrom("posts")
    .select("id")
    .where("scheduled_at", "<=", nowText)
    .where("published", "=", false)
    .$if(id !== undefined, (qb) => qb.where("id", "=", id ?? 0))
    .orderBy("scheduled_at")
    .orderBy("id")
    .limit(limit)
    .$if(isPostgres(trx), (qb) => qb.forUpdate().skipLocked());
  const rows = await trx
    .updateTable("posts")
    .set({
      published: true,
      // The date readers see is the one it was scheduled for, even after downtime.
      published_at: sql<string>`scheduled_at`,
      scheduled_at: null,
      // Live, it is no longer waiting for review (an editor scheduled it from the queue).
      in_review: false,
      review_note: null,
      // A new version: an editor still holding the scheduled one gets the conflict message.
      updated_at: nowText,
    })
    .where("id", "in", due)
    .where("scheduled_at", "<=", nowText)
    .where("published", "=", false)
    .returning(["id", "slug", "schedule_newsletter"])
    .execute();
  for (const row of rows) await clearRedirect(trx, articlePath(row.slug));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    newsletter: toBool(row.schedule_newsletter),
  }));
}

export interface ScheduledPost {
  id: number;
  title: string;
  slug: string;
  scheduledAt: string;
  newsletter: boolean;
  category: string;
}

/** The scheduled articles (a newsroom's next days, never thousands), next to go out first. */
export async function listScheduled(db: DB): Promise<ScheduledPost[]> {
  const rows = await db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select([
      "posts.id",
      "posts.title",
      "posts.slug",
      "posts.scheduled_at",
      "posts.schedule_newsletter",
      "categories.name as category",
    ])
    .where("posts.scheduled_at", "is not", null)
    .where("posts.published", "=", false)
    .orderBy("posts.scheduled_at")
    .orderBy("posts.id")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    scheduledAt: toIso(row.scheduled_at ?? ""),
    newsletter: toBool(row.schedule_newsletter),
    category: row.category,
  }));
}
