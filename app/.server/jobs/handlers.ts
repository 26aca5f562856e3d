import type { Services } from "../context";
import { faultPoint } from "../commands/faults";
import { sendNoticeConfirmation, sendReplyNotice, sendWriterNotice } from "../comment-notices";
import { queueNewsletter } from "../mail/mail";
import { deleteBucketFiles } from "../media-storage";
import { noticePublished, noticeReturned, noticeSubmitted } from "../review";
import type { Handler } from "./runner";

// Who reacts to which event: the static registry of the job runner's handlers
// (docs/decisions/0024-events-and-job-runner.md). A consequence of a change (the newsletter,
// review mail, later analytics, notices, federation) is a handler here, never a call from the
// change itself. Each runs once per event, exactly once when it succeeds, and must be idempotent
// per event: a runner that dies after the handler's work but before recording it done runs the
// job again once the lease runs out.

/**
 * The newsletter of an article that went live with it ticked, or a live article saved with it
 * ticked (`newsletter: true` in the event's payload). Idempotent: queueNewsletter marks the article and queues nothing twice.
 */
const newsletter: Handler<Services> = {
  name: "newsletter",
  on: ["article.published", "article.updated"],
  async run(job, { db, env, logger }) {
    if (job.subjectId === null || job.payload.newsletter !== true) return;
    if (!(await queueNewsletter(db, env, job.subjectId))) {
      logger.info({ post: job.subjectId }, "newsletter not queued (sent before, or no address)");
    }
    faultPoint("newsletter:queued");
  },
};

// The review notices (app/.server/review.ts): to the editors on a submission, to the writer when
// an editor returns or publishes their article. Each queues its mail in one statement; a runner
// that dies between that and recording the job done sends the notice again after the lease (at
// least once, unlike the newsletter: a second notice is a nuisance, not a harm).
const string = (value: unknown) => (typeof value === "string" ? value : "");

const reviewSubmitted: Handler<Services> = {
  name: "review-submitted",
  on: ["article.submitted"],
  async run(job, services) {
    if (job.subjectId === null) return;
    const by = { id: string(job.payload.by), email: string(job.payload.byEmail) };
    await noticeSubmitted(services, job.subjectId, by);
  },
};

const reviewReturned: Handler<Services> = {
  name: "review-returned",
  on: ["article.returned"],
  async run(job, services) {
    if (job.subjectId === null) return;
    await noticeReturned(services, job.subjectId, string(job.payload.by), string(job.payload.note));
  },
};

/** The writer's notice of an article an editor published (the scheduler's: none). */
const reviewPublished: Handler<Services> = {
  name: "review-published",
  on: ["article.published"],
  async run(job, services) {
    if (job.subjectId === null || typeof job.payload.by !== "string") return;
    await noticePublished(services, job.subjectId, job.payload.by);
  },
};

// Readers' comments (app/.server/comment-notices.ts): a new comment's confirmation of reply
// notices (a new address) and its writer's notice; an approved reply's notice to the author of
// the comment it answers, exactly once (the reply is marked in the transaction that queues it).
const commentNoticeConfirm: Handler<Services> = {
  name: "comment-notice-confirm",
  on: ["comment.submitted"],
  async run(job, services) {
    if (job.subjectId !== null) await sendNoticeConfirmation(services, job.subjectId);
  },
};

const commentWriterNotice: Handler<Services> = {
  name: "comment-writer-notice",
  on: ["comment.submitted"],
  async run(job, services) {
    if (job.subjectId !== null) await sendWriterNotice(services, job.subjectId);
  },
};

const replyNotice: Handler<Services> = {
  name: "reply-notice",
  on: ["comment.approved"],
  async run(job, services) {
    if (job.subjectId !== null) await sendReplyNotice(services, job.subjectId);
  },
};

/** An image deleted from the library: its files leave the bucket too (app/.server/media-storage.ts). */
const mediaFiles: Handler<Services> = {
  name: "media-files",
  on: ["media.deleted"],
  async run(job, { db, logger }) {
    const removed = await deleteBucketFiles(db, job.payload);
    logger.info({ hash: job.payload.hash, removed }, "media files removed from the bucket");
  },
};

export const handlers: Handler<Services>[] = [
  newsletter,
  reviewSubmitted,
  reviewReturned,
  reviewPublished,
  commentNoticeConfirm,
  commentWriterNotice,
  replyNotice,
  mediaFiles,
];
