import type { Services } from "../context";
import { claim, countByStatus, record, release } from "./outbox";
import { mailConfigured } from "./mail";
import { queueModerationDigest } from "./moderation-digest";
import { describeError, isPermanent, smtpTransport, type Transport } from "./transport";

/** After this many attempts a temporary failure counts as permanent. */
export const maxAttempts = 8;
const tickMs = 1000;
const digestEveryMs = 5_000;

export interface MailWorker {
  stop(): Promise<void>;
}

/**
 * Delivers the outbox from inside the server: every second it claims as many due messages as
 * MAIL_RATE_PER_MINUTE allows for that second and sends them one by one, each outcome recorded
 * at once. Delivery is at least once: a worker killed after the SMTP server accepted a message
 * but before it was marked sent delivers it again when the lease runs out (with the same
 * Message-ID). Without SMTP_URL it only says, once, how many messages wait.
 */
export function startMailWorker({ db, env, logger }: Services): MailWorker {
  const { SMTP_URL, MAIL_FROM } = env;
  if (!mailConfigured(env) || !SMTP_URL || !MAIL_FROM) {
    void countByStatus(db)
      .then((counts) =>
        logger.warn({ queued: counts.queued }, "mail not configured (SMTP_URL); outbox waits"),
      )
      .catch(() => undefined);
    return { stop: async () => undefined };
  }
  const transport: Transport = smtpTransport(SMTP_URL, MAIL_FROM, env.MAIL_LEASE_SECONDS);
  const perTick = Math.max(1, Math.floor(env.MAIL_RATE_PER_MINUTE / (60_000 / tickMs)));
  // A rate below one per second: send one, then skip ticks.
  const skipTicks = perTick === 1 ? Math.max(0, Math.round(60 / env.MAIL_RATE_PER_MINUTE) - 1) : 0;
  let stopped = false;
  let skip = 0;
  let lastDigest = 0;
  let timer: NodeJS.Timeout | undefined;

  async function tick(): Promise<void> {
    if (Date.now() - lastDigest > digestEveryMs) {
      lastDigest = Date.now();
      const queued = await queueModerationDigest(db, env);
      if (queued > 0) logger.info({ queued }, "moderation digest queued");
    }
    if (skip > 0) {
      skip -= 1;
      return;
    }
    const messages = await claim(db, perTick, env.MAIL_LEASE_SECONDS);
    for (const [index, message] of messages.entries()) {
      if (stopped) {
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
          const delay = env.MAIL_RETRY_SECONDS * 1000 * 2 ** (message.attempts - 1);
          await record(db, message.id, {
            outcome: "retry",
            error: reason,
            retryAt: new Date(Date.now() + delay),
          });
          logger.warn({ outbox: message.id, reason, attempt: message.attempts }, "mail deferred");
        }
      }
    }
    if (messages.length > 0) skip = skipTicks;
  }

  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch((error: unknown) => logger.error({ err: error }, "mail worker tick failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, tickMs);
      });
  };
  timer = setTimeout(loop, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
