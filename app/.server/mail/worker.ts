import type { Services } from "../context";
import { claim, countByStatus, record, release } from "../db/outbox";
import { retryDelayMs, type Task } from "../jobs/runner";
import { mailConfigured } from "./mail";
import { queueModerationDigest } from "./moderation-digest";
import { describeError, isPermanent, smtpTransport, type Transport } from "./transport";

/** After this many attempts a temporary failure counts as permanent. */
export const maxAttempts = 8;
const tickMs = 1000;
const digestEveryMs = 5_000;

/**
 * The mail's tasks for the job runner (app/.server/jobs/runner.ts). Delivery: every second it
 * claims as many due messages as MAIL_RATE_PER_MINUTE allows for that second and sends them one
 * by one, each outcome recorded at once. Delivery is at least once: a worker killed after the
 * SMTP server accepted a message but before it was marked sent delivers it again when the lease
 * runs out (with the same Message-ID). The moderation digest is queued every few seconds.
 * Without SMTP_URL there is no task; it only says, once, how many messages wait.
 */
export function mailTasks({ db, env, logger }: Services): Task[] {
  const { SMTP_URL, MAIL_FROM } = env;
  if (!mailConfigured(env) || !SMTP_URL || !MAIL_FROM) {
    void countByStatus(db)
      .then((counts) =>
        logger.warn({ queued: counts.queued }, "mail not configured (SMTP_URL); outbox waits"),
      )
      .catch(() => undefined);
    return [];
  }
  const transport: Transport = smtpTransport(SMTP_URL, MAIL_FROM, env.MAIL_LEASE_SECONDS);
  const perTick = Math.max(1, Math.floor(env.MAIL_RATE_PER_MINUTE / (60_000 / tickMs)));
  // A rate below one per second: send one, then skip ticks.
  const skipTicks = perTick === 1 ? Math.max(0, Math.round(60 / env.MAIL_RATE_PER_MINUTE) - 1) : 0;
  let skip = 0;

  const digest: Task = {
    name: "moderation digest",
    everyMs: digestEveryMs,
    async run() {
      const queued = await queueModerationDigest(db, env);
      if (queued > 0) logger.info({ queued }, "moderation digest queued");
    },
  };

  const delivery: Task = {
    name: "mail worker",
    everyMs: tickMs,
    close: () => transport.close(),
    async run(stopping) {
      if (skip > 0) {
        skip -= 1;
        return;
      }
      const messages = await claim(db, perTick, env.MAIL_LEASE_SECONDS);
      for (const [index, message] of messages.entries()) {
        if (stopping()) {
          await release(
            db,
            messages.slice(index).map((m) => m.id),
          );
          break;
        }
        try {
          await transport.send(message);
          await record(db, message.id, { outcome: "sent" });
          logger.info({ outbox: message.id }, "mail sent");
        } catch (error) {
          const reason = describeError(error);
          if (isPermanent(error) || message.attempts >= maxAttempts) {
            await record(db, message.id, { outcome: "failed", error: reason });
            logger.warn({ outbox: message.id, reason }, "mail failed");
          } else {
            const retryAt = new Date(
              Date.now() + retryDelayMs(env.MAIL_RETRY_SECONDS, message.attempts),
            );
            await record(db, message.id, { outcome: "retry", error: reason, retryAt });
            logger.warn({ outbox: message.id, reason, attempt: message.attempts }, "mail deferred");
          }
        }
      }
      if (messages.length > 0) skip = skipTicks;
    },
  };
  return [delivery, digest];
}
