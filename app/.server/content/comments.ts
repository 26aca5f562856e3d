// Readers' comments as moderators handle them in Komentar: approve, mark as spam, back to
// pending, delete, one or many at once. Article pages follow through the change feed (the
// comments table's triggers; the rule: ../context.ts). A reader's new comment is
// ../comments.ts's: pending, it changes nothing public.
import { targetOf, type ModerationIntent } from "~/lib/moderation";
import type { Services } from "../context";
import { moderateComments } from "../db/comments";

/**
 * Applies `intent` to every listed comment, all or none: null when any is missing (nothing
 * changed), otherwise how many changed.
 */
export function moderate(
  { db }: Services,
  ids: readonly number[],
  intent: ModerationIntent,
): Promise<number | null> {
  return moderateComments(db, ids, targetOf(intent));
}
