import type { DB } from "./connection";
import { inTransaction } from "./transaction";
import { nowIso, toIso } from "./values";

// Reply notices (docs/decisions/0033-comment-replies.md): a reader's wish to hear of replies to
// their comment, its double opt-in, its one-click end; and the reads of the two notices the job
// runner sends (app/.server/comment-notices.ts): a reply to a subscribed comment, a comment
// waiting on a writer's article.

/**
 * Records the wish for comment `commentId` in the caller's transaction. An address confirmed
 * before (any earlier notice it confirmed) is active at once; a new one waits for `confirmToken`.
 * Answers whether a confirmation is needed.
 */
export async function addCommentNotice(
  db: DB,
  notice: { commentId: number; email: string; token: string; confirmToken: string },
): Promise<boolean> {
  const known = await db
    .selectFrom("comment_notices")
    .select("id")
    .where("email", "=", notice.email)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  const now = nowIso();
  await db
    .insertInto("comment_notices")
    .values({
      comment_id: notice.commentId,
      email: notice.email,
      token: notice.token,
      confirm_token: known ? null : notice.confirmToken,
      confirmed_at: known ? now : null,
      created_at: now,
    })
    .execute();
  return !known;
}

export interface WaitingConfirmation {
  id: number;
  email: string;
  confirmToken: string;
  postTitle: string;
}

/**
 * The notice of comment `commentId` when it still waits for its first confirmation mail and no
 * other confirmation went to the same address within `quietMs` (a stranger cannot flood an inbox).
 */
export async function confirmationToSend(
  db: DB,
  commentId: number,
  quietMs: number,
): Promise<WaitingConfirmation | undefined> {
  const row = await db
    .selectFrom("comment_notices")
    .innerJoin("comments", "comments.id", "comment_notices.comment_id")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select([
      "comment_notices.id",
      "comment_notices.email",
      "comment_notices.confirm_token",
      "posts.title",
    ])
    .where("comment_notices.comment_id", "=", commentId)
    .where("comment_notices.confirmed_at", "is", null)
    .where("comment_notices.confirm_sent_at", "is", null)
    .where("comment_notices.stopped_at", "is", null)
    .executeTakeFirst();
  if (!row?.confirm_token) return undefined;
  const recent = await db
    .selectFrom("comment_notices")
    .select("id")
    .where("email", "=", row.email)
    .where("confirm_sent_at", ">", new Date(Date.now() - quietMs).toISOString())
    .executeTakeFirst();
  if (recent) return undefined;
  return { id: row.id, email: row.email, confirmToken: row.confirm_token, postTitle: row.title };
}

/** Marks a notice's confirmation mail sent; false when another runner marked it first. */
export async function markConfirmationSent(db: DB, id: number): Promise<boolean> {
  const result = await db
    .updateTable("comment_notices")
    .set({ confirm_sent_at: nowIso() })
    .where("id", "=", id)
    .where("confirm_sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NoticeByToken {
  email: string;
  postTitle: string;
  /** When the confirmation mail went (confirmation tokens expire). */
  sentAt: string | null;
  stopped: boolean;
}

/** The notice a confirmation token belongs to, while it waits. */
export async function findByConfirmToken(
  db: DB,
  confirmToken: string,
): Promise<NoticeByToken | undefined> {
  const row = await noticeWith(db)
    .where("comment_notices.confirm_token", "=", confirmToken)
    .where("comment_notices.confirmed_at", "is", null)
    .executeTakeFirst();
  return row && noticeByToken(row);
}

/** The notice an unsubscribe token belongs to. */
export async function findByToken(db: DB, token: string): Promise<NoticeByToken | undefined> {
  const row = await noticeWith(db).where("comment_notices.token", "=", token).executeTakeFirst();
  return row && noticeByToken(row);
}

function noticeWith(db: DB) {
  return db
    .selectFrom("comment_notices")
    .innerJoin("comments", "comments.id", "comment_notices.comment_id")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select([
      "comment_notices.email",
      "comment_notices.confirm_sent_at",
      "comment_notices.stopped_at",
      "posts.title",
    ]);
}

function noticeByToken(row: {
  email: string;
  confirm_sent_at: string | Date | null;
  stopped_at: string | Date | null;
  title: string;
}): NoticeByToken {
  return {
    email: row.email,
    postTitle: row.title,
    sentAt: row.confirm_sent_at ? toIso(row.confirm_sent_at) : null,
    stopped: row.stopped_at !== null,
  };
}

/**
 * Confirms the address a confirmation token was sent to: its notice and every other one of the
 * same address still waiting become active; the token is used up. False for an unknown token.
 */
export function confirmNotices(db: DB, confirmToken: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("comment_notices")
      .select("email")
      .where("confirm_token", "=", confirmToken)
      .where("confirmed_at", "is", null)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable("comment_notices")
      .set({ confirmed_at: nowIso(), confirm_token: null })
      .where("email", "=", row.email)
      .where("confirmed_at", "is", null)
      .execute();
    return true;
  });
}

/** Ends the notice an unsubscribe token belongs to; false for an unknown token. */
export async function stopNotice(db: DB, token: string): Promise<boolean> {
  const found = await db
    .selectFrom("comment_notices")
    .select(["id", "stopped_at"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (!found) return false;
  if (found.stopped_at === null) {
    await db
      .updateTable("comment_notices")
      .set({ stopped_at: nowIso() })
      .where("id", "=", found.id)
      .execute();
  }
  return true;
}

export interface ReplyNotice {
  recipient: string;
  token: string;
  replyAuthor: string;
  replyContent: string;
  postTitle: string;
  postSlug: string;
}

/**
 * What the notice of approved reply `replyId` needs, when its parent's author asked for one
 * (confirmed, not stopped), the reply is not theirs and no notice of it was queued yet.
 */
export async function replyNoticeOf(db: DB, replyId: number): Promise<ReplyNotice | undefined> {
  const row = await db
    .selectFrom("comments as reply")
    .innerJoin("comment_notices", "comment_notices.comment_id", "reply.parent_id")
    .innerJoin("posts", "posts.id", "reply.post_id")
    .select([
      "comment_notices.email",
      "comment_notices.token",
      "reply.author_name",
      "reply.author_email",
      "reply.content",
      "posts.title",
      "posts.slug",
    ])
    .where("reply.id", "=", replyId)
    .where("reply.status", "=", "approved")
    .where("reply.notice_sent_at", "is", null)
    .where("comment_notices.confirmed_at", "is not", null)
    .where("comment_notices.stopped_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  // Nobody is told of their own answer.
  if (row.author_email?.toLowerCase() === row.email.toLowerCase()) return undefined;
  return {
    recipient: row.email,
    token: row.token,
    replyAuthor: row.author_name,
    replyContent: row.content,
    postTitle: row.title,
    postSlug: row.slug,
  };
}

/** Marks reply `replyId` noticed; false when it was already (the caller then queues nothing). */
export async function markReplyNoticed(db: DB, replyId: number): Promise<boolean> {
  const result = await db
    .updateTable("comments")
    .set({ notice_sent_at: nowIso() })
    .where("id", "=", replyId)
    .where("notice_sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface WaitingOnArticle {
  recipient: string;
  authorName: string;
  content: string;
  postTitle: string;
  postSlug: string;
}

/**
 * The writer's notice of comment `commentId`: while it waits, to the article's owner when that
 * account is active and asked for it (Akun).
 */
export async function writerNoticeOf(
  db: DB,
  commentId: number,
): Promise<WaitingOnArticle | undefined> {
  const row = await db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .innerJoin("user", "user.id", "posts.owner_id")
    .select(["user.email", "comments.author_name", "comments.content", "posts.title", "posts.slug"])
    .where("comments.id", "=", commentId)
    .where("comments.status", "=", "pending")
    .where("user.commentNotices", "=", true)
    .where("user.deactivated", "=", false)
    .executeTakeFirst();
  return (
    row && {
      recipient: row.email,
      authorName: row.author_name,
      content: row.content,
      postTitle: row.title,
      postSlug: row.slug,
    }
  );
}

/** Turns an account's notice of comments waiting on its articles on or off. */
export async function setCommentNotices(db: DB, userId: string, on: boolean): Promise<void> {
  await db.updateTable("user").set({ commentNotices: on }).where("id", "=", userId).execute();
}
