// Readers' comments. Approving, hiding or deleting one changes the article pages: the comments
// table's triggers announce it and the change feed drops the cached pages (app/.server/context.ts).
// A new pending comment changes nothing public and announces nothing.
import type { CommentStatus } from "../../lib/comment-schema";
import type { DB } from "./connection";
import { prepared } from "./prepared";
import { inTransaction } from "./transaction";
import { nowIso, toIso } from "./values";

export interface PublicComment {
  id: number;
  authorName: string;
  content: string;
  createdAt: string;
}

export interface ThreadedComment extends PublicComment {
  /** The comment this one answers (imported threads), or null. */
  parentId: number | null;
}

export interface ModeratedComment extends PublicComment {
  authorEmail: string | null;
  status: CommentStatus;
  post: { id: number; title: string; slug: string };
  /** The comment this one answers, for context (null for a comment of its own). */
  parent: { authorName: string; content: string } | null;
}

export interface NewComment {
  postId: number;
  authorName: string;
  authorEmail: string | null;
  content: string;
  /** The comment it answers (checked by the caller: approved, same article); none by default. */
  parentId?: number | null;
}

/** Stores a reader's comment as `pending`, whatever the caller was sent; returns its id. */
export function createComment(db: DB, comment: NewComment): Promise<number> {
  return storeComment(db, { ...comment, status: "pending", createdAt: nowIso() });
}

/** A comment a reader wants to answer: its article and status, for the reply's checks. */
export async function findReplyTarget(
  db: DB,
  id: number,
): Promise<{ postId: number; status: CommentStatus } | undefined> {
  const row = await db
    .selectFrom("comments")
    .select(["post_id", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { postId: row.post_id, status: row.status };
}

export interface StoredComment extends NewComment {
  status: CommentStatus;
  createdAt: string;
}

/**
 * Stores a comment as it stands, status, thread and date included (an imported site's); returns
 * its id. Readers' comments go through createComment.
 */
export async function storeComment(db: DB, comment: StoredComment): Promise<number> {
  const row = await db
    .insertInto("comments")
    .values({
      post_id: comment.postId,
      parent_id: comment.parentId ?? null,
      author_name: comment.authorName,
      author_email: comment.authorEmail,
      content: comment.content,
      status: comment.status,
      created_at: comment.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The approved comments of one article, oldest first: what readers may see. */
export async function listApprovedForPost(db: DB, postId: number): Promise<ThreadedComment[]> {
  const rows = await approvedForPost(db, postId);
  return rows.map((row) => ({
    id: row.id,
    authorName: row.author_name,
    content: row.content,
    createdAt: toIso(row.created_at),
    parentId: row.parent_id,
  }));
}

const approvedForPost = prepared((db: DB, postId: number) =>
  db
    .selectFrom("comments")
    .select(["id", "author_name", "content", "created_at", "parent_id"])
    .where("post_id", "=", postId)
    .where("status", "=", "approved")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc"),
);

export interface ListCommentsOptions {
  status: CommentStatus;
  page: number;
  pageSize: number;
}

/** One page of comments with one status, newest first, each with its article's title and slug. */
export async function listComments(
  db: DB,
  { status, page, pageSize }: ListCommentsOptions,
): Promise<{ comments: ModeratedComment[]; total: number }> {
  const total = await countByStatus(db, status);
  if (total === 0) return { comments: [], total };
  const rows = await db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .leftJoin("comments as parent", "parent.id", "comments.parent_id")
    .select([
      "comments.id",
      "comments.author_name",
      "comments.author_email",
      "comments.content",
      "comments.status",
      "comments.created_at",
      "posts.id as post_id",
      "posts.title as post_title",
      "posts.slug as post_slug",
      "parent.author_name as parent_author",
      "parent.content as parent_content",
    ])
    .where("comments.status", "=", status)
    .orderBy("comments.created_at", "desc")
    .orderBy("comments.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const comments = rows.map((row) => ({
    id: row.id,
    authorName: row.author_name,
    authorEmail: row.author_email,
    content: row.content,
    status: row.status,
    createdAt: toIso(row.created_at),
    post: { id: row.post_id, title: row.post_title, slug: row.post_slug },
    parent:
      row.parent_author !== null && row.parent_content !== null
        ? { authorName: row.parent_author, content: row.parent_content }
        : null,
  }));
  return { comments, total };
}

/** How many comments wait for moderation: the dashboard's badge. */
export function countPending(db: DB): Promise<number> {
  return countByStatus(db, "pending");
}

async function countByStatus(db: DB, status: CommentStatus): Promise<number> {
  const row = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Sets the status of every listed comment in one statement; returns how many rows changed. */
export async function setCommentStatus(
  db: DB,
  ids: readonly number[],
  status: CommentStatus,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("comments")
    .set({ status })
    .where("id", "in", ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every listed comment in one statement; returns how many rows went. */
export async function deleteComments(db: DB, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("comments").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many comments each status holds (zero for an empty one): the counts on the lists' tabs. */
export async function countByStatuses(db: DB): Promise<Record<CommentStatus, number>> {
  const rows = await db
    .selectFrom("comments")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("total")])
    .groupBy("status")
    .execute();
  const counts: Record<CommentStatus, number> = { pending: 0, approved: 0, spam: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/**
 * Moves every listed comment to `target` (or deletes them), all or none: when any id is missing,
 * nothing changes and the answer is null; otherwise how many comments changed.
 */
/** Which of `ids` are not in `status` now. */
export async function commentsNotIn(
  db: DB,
  ids: readonly number[],
  status: CommentStatus,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("comments")
    .select("id")
    .where("id", "in", ids)
    .where("status", "!=", status)
    .execute();
  return rows.map((row) => row.id);
}

export function moderateComments(
  db: DB,
  ids: readonly number[],
  target: CommentStatus | "delete",
): Promise<number | null> {
  if (ids.length === 0) return Promise.resolve(null);
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("id", "in", ids)
      .executeTakeFirstOrThrow();
    if (Number(found.total) !== ids.length) return null;
    return target === "delete" ? deleteComments(trx, ids) : setCommentStatus(trx, ids, target);
  });
}
