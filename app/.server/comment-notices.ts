// The notices readers' comments cause (docs/decisions/0033-comment-replies.md), each run by a job
// runner's handler (./jobs/handlers.ts) of `comment.submitted` or `comment.approved`:
// - the confirmation of a new address that asked to hear of replies (double opt-in);
// - the one mail of an approved reply to a comment whose author asked for it, with the thread's
//   one-click unsubscribe (RFC 8058);
// - a writer's mail of a comment waiting on their article (Akun's opt-in).
// Mail links start at the canonical address; without one, nothing is mailed.
import type { Services } from "./context";
import {
  confirmationToSend,
  markConfirmationSent,
  markReplyNoticed,
  replyNoticeOf,
  writerNoticeOf,
} from "./db/comment-notices";
import { enqueue } from "./db/outbox";
import { siteBranding } from "./mail/branding";
import { commentWaitingMail, replyConfirmMail, replyNoticeMail } from "./mail/templates";
import { fromDomain } from "./mail/transport";
import { canonicalOrigin } from "./site-url";

/** A confirmation link stays valid for 7 days after it was sent. */
export const noticeConfirmationDays = 7;
// One confirmation per address per 10 minutes: nobody floods an inbox by commenting with it.
const confirmationQuietMs = 10 * 60 * 1000;

export const noticePaths = {
  confirm: "/komentar/konfirmasi",
  stop: "/komentar/berhenti",
};

async function mailFrame(svc: Services) {
  const origin = await canonicalOrigin(svc);
  if (!origin) return undefined;
  return { origin, branding: await siteBranding(svc.db, origin) };
}

/**
 * Queues the confirmation of comment `commentId`'s notice when its address is new. Marked sent
 * and queued in one transaction: a job run again sends nothing twice.
 */
export async function sendNoticeConfirmation(svc: Services, commentId: number): Promise<void> {
  const waiting = await confirmationToSend(svc.db, commentId, confirmationQuietMs);
  const frame = waiting && (await mailFrame(svc));
  if (!waiting || !frame) return;
  const url = `${frame.origin}${noticePaths.confirm}?token=${waiting.confirmToken}`;
  const mail = replyConfirmMail(frame.branding, waiting.email, waiting.postTitle, url);
  await svc.db.transaction().execute(async (trx) => {
    if (await markConfirmationSent(trx, waiting.id)) {
      await enqueue(trx, [mail], fromDomain(svc.env.MAIL_FROM));
    }
  });
}

/**
 * Queues the notice of approved reply `replyId` to its parent's author, when they asked for it:
 * the reply is marked noticed in the same transaction, so it is mailed once, however often the
 * job runs or the reply is approved again.
 */
export async function sendReplyNotice(svc: Services, replyId: number): Promise<void> {
  const notice = await replyNoticeOf(svc.db, replyId);
  const frame = notice && (await mailFrame(svc));
  if (!notice || !frame) return;
  const mail = replyNoticeMail(
    frame.branding,
    notice.recipient,
    {
      author: notice.replyAuthor,
      content: notice.replyContent,
      postTitle: notice.postTitle,
      url: `${frame.origin}/blog/${notice.postSlug}#komentar-${replyId}`,
    },
    `${frame.origin}${noticePaths.stop}?token=${notice.token}`,
  );
  await svc.db.transaction().execute(async (trx) => {
    if (await markReplyNoticed(trx, replyId)) {
      await enqueue(trx, [mail], fromDomain(svc.env.MAIL_FROM));
    }
  });
}

/**
 * Tells the writer of the article that comment `commentId` waits for moderation, when they asked
 * (Akun). At least once, like the review notices: a second mail is a nuisance, not a harm.
 */
export async function sendWriterNotice(svc: Services, commentId: number): Promise<void> {
  const waiting = await writerNoticeOf(svc.db, commentId);
  const frame = waiting && (await mailFrame(svc));
  if (!waiting || !frame) return;
  const mail = commentWaitingMail(
    frame.branding,
    waiting.recipient,
    { author: waiting.authorName, content: waiting.content, postTitle: waiting.postTitle },
    `${frame.origin}/blog/${waiting.postSlug}`,
  );
  await enqueue(svc.db, [mail], fromDomain(svc.env.MAIL_FROM));
}
