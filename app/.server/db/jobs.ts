import type { DB } from "./connection";
import { jobsQueue, retryFailed } from "./queue";
import type { JobStatus } from "./schema-jobs";
import { toIso } from "./values";

// The jobs' reads and their own writes; claiming, leasing and recording outcomes is ./queue.ts's.

export interface JobToRun {
  id: number;
  handler: string;
  eventId: number | null;
  kind: string | null;
  subjectId: number | null;
  payload: Record<string, unknown>;
}

/** The claimed jobs with their events, in id order. */
export async function jobsToRun(db: DB, ids: number[]): Promise<JobToRun[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("jobs")
    .leftJoin("events", "events.id", "jobs.event_id")
    .select([
      "jobs.id",
      "jobs.handler",
      "jobs.event_id",
      "jobs.payload",
      "events.kind",
      "events.subject_id",
    ])
    .where("jobs.id", "in", ids)
    .orderBy("jobs.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    handler: row.handler,
    eventId: row.event_id,
    kind: row.kind,
    subjectId: row.subject_id,
    payload: parsePayload(row.payload),
  }));
}

function parsePayload(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value))
      : {};
  } catch {
    return {};
  }
}

/** A job of its own (no event), run by `handler` no earlier than `runAt`: a delayed job. */
export async function enqueueJob(
  db: DB,
  handler: string,
  payload: Record<string, unknown>,
  runAt = new Date(),
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("jobs")
    .values({
      handler,
      payload: JSON.stringify(payload),
      next_attempt_at: runAt.toISOString(),
      created_at: now,
    })
    .execute();
}

export type JobCounts = Record<JobStatus, number>;

export async function countJobs(db: DB): Promise<JobCounts> {
  const rows = await db
    .selectFrom("jobs")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("total")])
    .groupBy("status")
    .execute();
  const counts: JobCounts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

export interface JobRow {
  id: number;
  handler: string;
  kind: string | null;
  subjectId: number | null;
  status: JobStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

/** The newest jobs, optionally of one status. */
export async function listJobs(
  db: DB,
  { status, limit }: { status?: JobStatus; limit: number },
): Promise<JobRow[]> {
  const rows = await db
    .selectFrom("jobs")
    .leftJoin("events", "events.id", "jobs.event_id")
    .select([
      "jobs.id",
      "jobs.handler",
      "events.kind",
      "events.subject_id",
      "jobs.status",
      "jobs.attempts",
      "jobs.last_error",
      "jobs.next_attempt_at",
      "jobs.created_at",
    ])
    .$if(status !== undefined, (qb) => qb.where("jobs.status", "=", status ?? "queued"))
    .orderBy("jobs.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    handler: row.handler,
    kind: row.kind,
    subjectId: row.subject_id,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: toIso(row.next_attempt_at),
    createdAt: toIso(row.created_at),
  }));
}

/** Puts a failed job back in the queue now (the Antrean screen); false when it was not failed. */
export function retryJob(db: DB, id: number): Promise<boolean> {
  return retryFailed(db, jobsQueue, id);
}
