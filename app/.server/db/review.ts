import type { DB } from "./connection";
import { toIso } from "./values";

// Editorial review's queries: the queue, the review mark on an article, and who is told.

/** How many articles wait for review: the dashboard's badge. */
export async function countInReview(db: DB): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("in_review", "=", true)
    .where("scheduled_at", "is", null)
    .where("published", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface ReviewItem {
  id: number;
  title: string;
  ownerName: string;
  updatedAt: string;
}

/** The review queue, oldest submission first (the one waiting longest). */
export async function listInReview(db: DB): Promise<ReviewItem[]> {
  const rows = await db
    .selectFrom("posts")
    .leftJoin("user", "user.id", "posts.owner_id")
    .select(["posts.id", "posts.title", "posts.updated_at", "user.name", "user.email"])
    .where("posts.in_review", "=", true)
    // Scheduled from the queue, it waits for its time, not for an editor.
    .where("posts.scheduled_at", "is", null)
    .where("posts.published", "=", false)
    .orderBy("posts.updated_at", "asc")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    ownerName: row.name ?? row.email ?? "",
    updatedAt: toIso(row.updated_at),
  }));
}

/** Marks the article as waiting for review or not, with the editor's note for its writer. */
export async function setReview(
  db: DB,
  id: number,
  review: { inReview: boolean; note: string | null },
): Promise<void> {
  await db
    .updateTable("posts")
    .set({ in_review: review.inReview, review_note: review.note })
    .where("id", "=", id)
    .execute();
}

export interface ReviewedArticle {
  id: number;
  title: string;
  ownerId: string | null;
}

export async function reviewedArticle(db: DB, id: number): Promise<ReviewedArticle | undefined> {
  const row = await db
    .selectFrom("posts")
    .select(["id", "title", "owner_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { id: row.id, title: row.title, ownerId: row.owner_id };
}

/** The addresses of active editors and admins who asked for review notices, but `exceptId`'s. */
export async function reviewerAddresses(db: DB, exceptId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("user")
    .select("email")
    .where("role", "in", ["editor", "admin"])
    .where("reviewNotices", "=", true)
    .where("deactivated", "=", false)
    .where("id", "!=", exceptId)
    .execute();
  return rows.map((row) => row.email);
}

/** The address of account `userId` when it is active and asked for review notices. */
export async function noticeAddress(db: DB, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("user")
    .select("email")
    .where("id", "=", userId)
    .where("reviewNotices", "=", true)
    .where("deactivated", "=", false)
    .executeTakeFirst();
  return row?.email;
}
