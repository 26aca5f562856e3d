// Readers' comments: a reader's new comment or reply (pending, with `comment.submitted`), and
// moderation in Komentar: approve, mark as spam, back to pending, delete, one or many at once, in
// one transaction with `comment.approved` for each comment that became approved
// (docs/decisions/0029-commands.md). Article pages follow through the change feed (the comments
// table's triggers; the rule: ../context.ts); a pending comment changes nothing public. The
// notices these events cause are the job runner's (../comment-notices.ts).
import { randomBytes } from "node:crypto";
import { targetOf, type ModerationIntent } from "~/lib/moderation";
import type { Services } from "../context";
import { addCommentNotice } from "../db/comment-notices";
import { commentsNotIn, createComment, moderateComments, type NewComment } from "../db/comments";
import { recordEvent } from "../db/events";

const token = () => randomBytes(24).toString("base64url");

/**
 * Stores a reader's comment (a reply when `parentId` is set, checked by the caller) as pending,
 * with the reader's wish to hear of replies when `notify` (the address is the comment's), and
 * `comment.submitted`; answers its id.
 */
export function submitComment(
  { db }: Services,
  comment: NewComment,
  notify: boolean,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await createComment(trx, comment);
    const email = comment.authorEmail;
    if (notify && email) {
      await addCommentNotice(trx, {
        commentId: id,
        email: email.toLowerCase(),
        token: token(),
        confirmToken: token(),
      });
    }
    await recordEvent(trx, "comment.submitted", id, { postId: comment.postId });
    return id;
  });
}

/**
 * Applies `intent` to every listed comment, all or none: null when any is missing (nothing
 * changed), otherwise how many changed.
 */
export function moderate(
  { db }: Services,
  ids: readonly number[],
  intent: ModerationIntent,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const approved = intent === "approve" ? await commentsNotIn(trx, ids, "approved") : [];
    const changed = await moderateComments(trx, ids, targetOf(intent));
    if (changed === null) return null;
    for (const id of approved) await recordEvent(trx, "comment.approved", id);
    return changed;
  });
}
