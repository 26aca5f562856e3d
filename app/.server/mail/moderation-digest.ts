import type { DB } from "../db/connection";
import { digestRecipients, storeModerationNotices, waitingComments } from "../db/moderation-digest";
import { nowIso } from "../db/values";
import { readInternalSetting, swapInternalSetting } from "../settings";
import { siteBranding } from "./branding";
import { mailOrigin, type MailEnv } from "./mail";
import { enqueue } from "../db/outbox";
import { moderationMail } from "./templates";
import { fromDomain } from "./transport";

// The moderators' digest of comments waiting for review: who opted in, and the one digest per
// interval the worker (./worker.ts) asks for.

/** At most one moderation digest per 15 minutes. */
export const digestIntervalMs = 15 * 60 * 1000;

/**
 * Queues one digest of waiting comments for every editor and admin (the roles that moderate,
 * app/lib/policy.ts) who opted in, when comments arrived
 * since the last digest and that one is at least 15 minutes old. The slot is taken with a
 * compare-and-set on the settings row, so two instances never both send one.
 */
export async function queueModerationDigest(db: DB, env: MailEnv): Promise<number> {
  const recipients = await digestRecipients(db);
  if (recipients.length === 0) return 0;
  const origin = await mailOrigin(db, env);
  if (!origin) return 0;
  const last = (await readInternalSetting(db, "mail.moderation_digest_at")) ?? "";
  if (last && Date.now() - Date.parse(last) < digestIntervalMs) return 0;
  const { comments, total } = await waitingComments(db, last);
  if (comments.length === 0) return 0;
  const branding = await siteBranding(db, origin);
  return db.transaction().execute(async (trx) => {
    const taken = await swapInternalSetting(trx, "mail.moderation_digest_at", last, nowIso());
    if (!taken) return 0;
    const messages = recipients.map((email) =>
      moderationMail(branding, email, total, comments, `${origin}/admin/comments`),
    );
    await enqueue(trx, messages, fromDomain(env.MAIL_FROM));
    return messages.length;
  });
}

/** Turns an admin's moderation digest on or off. */
export function setModerationNotices(db: DB, userId: string, on: boolean): Promise<void> {
  return storeModerationNotices(db, userId, on);
}
