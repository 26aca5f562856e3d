import type { DB } from "./connection";

// The moderation digest's reads (app/.server/mail/moderation-digest.ts) and the opt-in it reads.

/** The editors and admins (the roles that moderate) who asked for the digest. */
export async function digestRecipients(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom("user")
    .select("email")
    .where("role", "in", ["admin", "editor"])
    .where("moderationNotices", "=", true)
    .execute();
  return rows.map((row) => row.email);
}

export interface WaitingComment {
  author: string;
  content: string;
  postTitle: string;
}

/** The newest (at most 20) comments waiting since `since` (ISO; "" for any), and how many wait in all. */
export async function waitingComments(
  db: DB,
  since: string,
): Promise<{ comments: WaitingComment[]; total: number }> {
  const rows = await db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select(["comments.author_name", "comments.content", "posts.title", "comments.created_at"])
    .where("comments.status", "=", "pending")
    .$if(since !== "", (qb) => qb.where("comments.created_at", ">", since))
    .orderBy("comments.created_at", "desc")
    .limit(20)
    .execute();
  if (rows.length === 0) return { comments: [], total: 0 };
  const total = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return {
    comments: rows.map((c) => ({ author: c.author_name, content: c.content, postTitle: c.title })),
    total: Number(total.n),
  };
}

/** Turns an account's moderation digest on or off. */
export async function storeModerationNotices(db: DB, userId: string, on: boolean): Promise<void> {
  await db.updateTable("user").set({ moderationNotices: on }).where("id", "=", userId).execute();
}
