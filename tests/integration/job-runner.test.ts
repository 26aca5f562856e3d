import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { connect, closeDatabase, type Connection, type DB } from "~/.server/db/connection";
import { recordEvent } from "~/.server/db/events";
import { enqueueJob } from "~/.server/db/jobs";
import { migrateToLatest } from "~/.server/db/migrate";
import { claimDue, jobsQueue, retryFailed } from "~/.server/db/queue";
import { handlerTask, startRunner, type Handler, type Runner } from "~/.server/jobs/runner";
import { createLogger } from "~/.server/logger";
import { createTestDatabase, type TestDatabase } from "../support/database";

// The job runner on a real database, with two runners standing for two instances: each with its
// own connection (on PostgreSQL its own pool, as two servers would have). Events are recorded
// the way a change records them, in a transaction; handlers here only note each call.

const logger = createLogger("silent");
let database: TestDatabase;
let first: Connection;
let second: Connection;
let runners: Runner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  first = connect(database.url);
  await migrateToLatest(first.db);
  second = connect(database.url);
});

afterEach(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  runners = [];
});

afterAll(async () => {
  if (second) await closeDatabase(second);
  if (first) await closeDatabase(first);
  await database?.drop();
});

interface Call {
  runner: string;
  handler: string;
  eventId: number | null;
  at: number;
}

function run(db: DB, handlers: Handler<Call[]>[], calls: Call[]): void {
  runners.push(
    startRunner(logger, [
      handlerTask({ db, logger }, calls, handlers, { everyMs: 20, batch: 3, retrySeconds: 0.1 }),
    ]),
  );
}

/** A handler that notes each call, and fails while `fail` says so. */
function noting(
  name: string,
  runner: string,
  fail?: (attempt: number) => boolean,
): Handler<Call[]> {
  const attempts = new Map<number | null, number>();
  return {
    name,
    on: ["article.published"],
    async run(job, calls) {
      const attempt = (attempts.get(job.id) ?? 0) + 1;
      attempts.set(job.id, attempt);
      calls.push({ runner, handler: name, eventId: job.eventId, at: Date.now() });
      if (fail?.(attempt)) throw new Error(`gagal ke-${attempt}`);
    },
  };
}

async function publish(db: DB, count: number): Promise<number[]> {
  const before = await db.selectFrom("events").select("id").execute();
  for (let n = 0; n < count; n += 1) {
    await db.transaction().execute((trx) => recordEvent(trx, "article.published", n + 1, {}));
  }
  const after = await db.selectFrom("events").select("id").orderBy("id").execute();
  const known = new Set(before.map((row) => row.id));
  return after.map((row) => row.id).filter((id) => !known.has(id));
}

async function settled(db: DB, handler: string): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const open = await db
      .selectFrom("jobs")
      .select("id")
      .where("handler", "=", handler)
      .where("status", "in", ["queued", "running"])
      .execute();
    const undispatched = await db
      .selectFrom("events")
      .select("id")
      .where("dispatched_at", "is", null)
      .execute();
    if (open.length === 0 && undispatched.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`jobs of ${handler} never settled`);
}

function jobsOf(db: DB, handler: string) {
  return db
    .selectFrom("jobs")
    .select(["event_id", "status", "attempts", "last_error"])
    .where("handler", "=", handler)
    .orderBy("event_id")
    .execute();
}

describe("the job runner", () => {
  it("hands each event to each subscribed handler exactly once across two runners", async () => {
    const calls: Call[] = [];
    const events = await publish(first.db, 15);
    run(first.db, [noting("alpha", "satu"), noting("beta", "satu")], calls);
    run(second.db, [noting("alpha", "dua"), noting("beta", "dua")], calls);
    // More events while both run.
    events.push(...(await publish(second.db, 15)));
    await settled(first.db, "alpha");
    await settled(first.db, "beta");

    for (const handler of ["alpha", "beta"]) {
      const handled = calls.filter((call) => call.handler === handler).map((c) => c.eventId);
      expect(handled.toSorted((a, b) => (a ?? 0) - (b ?? 0))).toEqual(events);
      const jobs = await jobsOf(first.db, handler);
      expect(jobs.map((job) => job.event_id)).toEqual(events);
      expect(jobs.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
    }
  });

  it("runs a failed handler again after a wait that doubles, and gives up after the last try", async () => {
    const calls: Call[] = [];
    const [event] = await publish(first.db, 1);
    // Fails twice, then succeeds.
    run(first.db, [noting("flaky", "satu", (attempt) => attempt <= 2)], calls);
    await settled(first.db, "flaky");
    const [job] = await jobsOf(first.db, "flaky");
    expect(job).toMatchObject({ event_id: event, status: "done", attempts: 3 });
    expect(job?.last_error).toBe("gagal ke-2");
    const times = calls.map((call) => call.at);
    expect(times).toHaveLength(3);
    // Backoff: 0.1 s after the first failure, 0.2 s after the second (never earlier).
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(100);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(200);
  });

  it("marks a job failed after the last attempt, and the dashboard's retry runs it again", async () => {
    const calls: Call[] = [];
    let broken = true;
    await publish(first.db, 1);
    const handler: Handler<Call[]> = {
      ...noting("broken", "satu", () => broken),
      name: "broken",
    };
    runners.push(
      startRunner(logger, [
        handlerTask({ db: first.db, logger }, calls, [handler], {
          everyMs: 20,
          retrySeconds: 0.01,
          maxAttempts: 3,
        }),
      ]),
    );
    await settled(first.db, "broken");
    const [failed] = await jobsOf(first.db, "broken");
    expect(failed).toMatchObject({ status: "failed", attempts: 3, last_error: "gagal ke-3" });
    expect(calls).toHaveLength(3);

    broken = false;
    const id = (
      await first.db
        .selectFrom("jobs")
        .select("id")
        .where("handler", "=", "broken")
        .executeTakeFirstOrThrow()
    ).id;
    expect(await retryFailed(first.db, jobsQueue, id)).toBe(true);
    expect(await retryFailed(first.db, jobsQueue, id)).toBe(false);
    await settled(first.db, "broken");
    expect((await jobsOf(first.db, "broken"))[0]?.status).toBe("done");
    expect(calls).toHaveLength(4);
  });

  it("takes again a job whose runner died holding it, once its lease ran out", async () => {
    const calls: Call[] = [];
    await enqueueJob(first.db, "orphan", {});
    // A runner claims it and dies: its lease (none left here) runs out unrecorded.
    const claimed = await claimDue(first.db, jobsQueue, {
      limit: 10,
      leaseSeconds: 0,
      handlers: ["orphan"],
    });
    expect(claimed).toHaveLength(1);
    run(second.db, [{ ...noting("orphan", "dua"), on: [] }], calls);
    await settled(first.db, "orphan");
    const [job] = await jobsOf(first.db, "orphan");
    expect(job).toMatchObject({ event_id: null, status: "done", attempts: 2 });
    expect(calls.map((call) => call.runner)).toEqual(["dua"]);
  });

  it("runs a delayed job no earlier than its time", async () => {
    const calls: Call[] = [];
    const runAt = Date.now() + 300;
    await enqueueJob(first.db, "later", {}, new Date(runAt));
    run(first.db, [{ ...noting("later", "satu"), on: [] }], calls);
    await settled(first.db, "later");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.at).toBeGreaterThanOrEqual(runAt);
  });
});
