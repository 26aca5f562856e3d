// Readers' comments as moderators handle them in Komentar: approve, mark as spam, back to
// pending, delete, one or many at once, in one transaction with `comment.approved` for each
// comment that became approved (docs/decisions/0029-commands.md). Article pages follow through
// the change feed (the comments table's triggers; the rule: ../context.ts). A reader's new
// comment is ../comments.ts's: pending, it changes nothing public.
import { targetOf, type ModerationIntent } from "~/lib/moderation";
import type { Services } from "../context";
import { commentsNotIn, moderateComments } from "../db/comments";
import { recordEvent } from "../db/events";

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
