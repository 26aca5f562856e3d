import type { Services } from "../context";
import { queueNewsletter } from "../mail/mail";
import type { Handler } from "./runner";

// Who reacts to which event: the static registry of the job runner's handlers
// (docs/decisions/0024-events-and-job-runner.md). A consequence of a change (the newsletter,
// review mail, later analytics, notices, federation) is a handler here, never a call from the
// change itself. Each runs once per event, exactly once when it succeeds, and must be idempotent
// per event: a runner that dies after the handler's work but before recording it done runs the
// job again once the lease runs out.

/**
 * The newsletter of an article that went live with it ticked (`newsletter: true` in the
 * event's payload). Idempotent: queueNewsletter marks the article and queues nothing twice.
 */
const newsletter: Handler<Services> = {
  name: "newsletter",
  on: ["article.published"],
  async run(job, { db, env, logger }) {
    if (job.subjectId === null || job.payload.newsletter !== true) return;
    if (!(await queueNewsletter(db, env, job.subjectId))) {
      logger.info({ post: job.subjectId }, "newsletter not queued (sent before, or no address)");
    }
  },
};

// Review notices ("article.submitted", "article.returned", and the writer's notice on
// "article.published") join here when review's commands record those events (issue 40); until
// then app/.server/review.ts queues them in its own transaction.

export const handlers: Handler<Services>[] = [newsletter];
