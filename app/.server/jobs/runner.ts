import type { DB } from "../db/connection";
import { dispatchEvents } from "../db/events";
import { jobsToRun, type JobToRun } from "../db/jobs";
import { claimDue, jobsQueue, release, settle } from "../db/queue";
import type { EventKind } from "../db/events";
import type { Logger } from "../logger";

// The one loop that runs work in the background of every instance and worker
// (docs/decisions/0024-events-and-job-runner.md): mail delivery, the moderation digest, scheduled
// publication and the events' handlers are its tasks. Claims, leases, outcomes and releases are
// app/.server/db/queue.ts's, the same for the mail outbox and the jobs.

/** A piece of work the runner repeats. */
export interface Task {
  /** Names it in the log ("… tick failed"). */
  name: string;
  /** How long after one run ends the next one starts. */
  everyMs: number;
  /** One run. `stopping()` turns true when the runner stops: hand back work not begun. */
  run(stopping: () => boolean): Promise<void>;
  /** Called once, after the last run, when the runner stops. */
  close?(): void;
}

export interface Runner {
  /** Starts no new run, waits for the running ones, closes every task. */
  stop(): Promise<void>;
}

/**
 * Runs each task at once and then `everyMs` after its previous run ended; tasks run side by side
 * (a slow mail server never holds up publication), each never twice at a time.
 */
export function startRunner(logger: Logger, tasks: Task[]): Runner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const states = tasks.map((task) => ({
    task,
    next: 0,
    running: undefined as Promise<void> | undefined,
  }));

  const arm = () => {
    clearTimeout(timer);
    if (stopped) return;
    const idle = states.filter((state) => !state.running);
    if (idle.length === 0) return;
    const next = Math.min(...idle.map((state) => state.next));
    timer = setTimeout(tick, Math.max(0, next - Date.now()));
  };

  function tick(): void {
    const now = Date.now();
    for (const state of states) {
      if (state.running || now < state.next) continue;
      state.running = state.task
        .run(() => stopped)
        .catch((error: unknown) => logger.error({ err: error }, `${state.task.name} tick failed`))
        .finally(() => {
          state.running = undefined;
          state.next = Date.now() + state.task.everyMs;
          arm();
        });
    }
    arm();
  }
  arm();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(states.map((state) => state.running));
      for (const { task } of states) task.close?.();
    },
  };
}

/** The wait before attempt `attempts + 1`: `baseSeconds`, doubling with every failed attempt. */
export function retryDelayMs(baseSeconds: number, attempts: number): number {
  return baseSeconds * 1000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Handles events of the kinds it subscribes to, or jobs queued for it by name. Runs at least
 * once per event and, when a run fails or its runner dies, again: it must be idempotent per event
 * (doing the same event twice changes nothing more than doing it once).
 */
export interface Handler<Context> {
  /** Stored in each job; never renamed while jobs for it may wait. */
  name: string;
  on: EventKind[];
  run(job: JobToRun, context: Context): Promise<void>;
}

export interface JobOptions {
  everyMs: number;
  /** First wait after a failed run; doubles each time. */
  retrySeconds: number;
  /** After this many failed runs a job is failed for good (the dashboard can retry it). */
  maxAttempts: number;
  /** How long a claimed job waits before another runner may take it (after a crash). */
  leaseSeconds: number;
  /** Jobs claimed per run. */
  batch: number;
}

export const jobDefaults: JobOptions = {
  everyMs: 1000,
  retrySeconds: 30,
  maxAttempts: 8,
  leaseSeconds: 300,
  batch: 10,
};

/**
 * The task that runs the handlers: it turns new events into one job per subscribed handler, then
 * claims due jobs of these handlers and runs each, recording done, retry (with backoff) or failed.
 */
export function handlerTask<Context>(
  { db, logger }: { db: DB; logger: Logger },
  context: Context,
  handlers: Handler<Context>[],
  options: Partial<JobOptions> = {},
): Task {
  const { everyMs, retrySeconds, maxAttempts, leaseSeconds, batch } = {
    ...jobDefaults,
    ...options,
  };
  const byName = new Map(handlers.map((handler) => [handler.name, handler]));
  const subscribers = (kind: string) =>
    handlers.filter((handler) => handler.on.some((on) => on === kind)).map((h) => h.name);

  return {
    name: "job runner",
    everyMs,
    async run(stopping) {
      while ((await dispatchEvents(db, subscribers, 100)) === 100 && !stopping()) {
        // More events wait: dispatch them before running jobs.
      }
      const claimed = await claimDue(db, jobsQueue, {
        limit: batch,
        leaseSeconds,
        handlers: [...byName.keys()],
      });
      const attempts = new Map(claimed.map((job) => [job.id, job.attempts]));
      const jobs = await jobsToRun(
        db,
        claimed.map((job) => job.id),
      );
      for (const [index, job] of jobs.entries()) {
        if (stopping()) {
          await release(
            db,
            jobsQueue,
            jobs.slice(index).map((j) => j.id),
          );
          break;
        }
        const attempt = attempts.get(job.id) ?? 1;
        try {
          await byName.get(job.handler)?.run(job, context);
          await settle(db, jobsQueue, job.id, { outcome: "done" });
          logger.info({ job: job.id, handler: job.handler }, "job done");
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (attempt >= maxAttempts) {
            await settle(db, jobsQueue, job.id, { outcome: "failed", error: reason });
            logger.warn({ job: job.id, handler: job.handler, reason }, "job failed");
          } else {
            const retryAt = new Date(Date.now() + retryDelayMs(retrySeconds, attempt));
            await settle(db, jobsQueue, job.id, { outcome: "retry", error: reason, retryAt });
            logger.warn({ job: job.id, handler: job.handler, reason, attempt }, "job deferred");
          }
        }
      }
    },
  };
}
