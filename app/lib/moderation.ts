import type { CommentStatus } from "./comment-schema";

/** What an admin can do to comments; `pending` puts them back in the queue. */
export const moderationIntents = ["approve", "spam", "pending", "delete"] as const;
export type ModerationIntent = (typeof moderationIntents)[number];

/** How many comments one request may change: one full page and then some. */
export const moderationMaxIds = 100;
export const moderationPageSize = 20;

// Each list offers only the moves that change something: approved comments cannot be approved.
const intentsByStatus: Record<CommentStatus, readonly ModerationIntent[]> = {
  pending: ["approve", "spam", "delete"],
  approved: ["spam", "pending", "delete"],
  spam: ["approve", "pending", "delete"],
};

export function intentsFor(status: CommentStatus): readonly ModerationIntent[] {
  return intentsByStatus[status];
}

/** The status an intent moves comments to, or "delete". */
export function targetOf(intent: ModerationIntent): CommentStatus | "delete" {
  return intent === "approve" ? "approved" : intent;
}
