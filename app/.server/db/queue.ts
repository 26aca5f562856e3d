import { sql, type RawBuilder, type Transaction } from "kysely";
import type { DB } from "./connection";
import { isPostgres } from "./dialect";
import type { Database } from "./schema";
import { nowIso } from "./values";

// The one claim, lease, outcome and release of the job runner (app/.server/jobs/runner.ts), for
// every table of work it runs: the mail outbox's messages and the jobs. Both have the same
// columns for it: status (queued, the claimed state, the done state, failed), attempts,
// next_attempt_at, claimed_until and last_error.

/** A table of work and its names for the claimed and the done state. */
export interface Queue {
  table: "outbox" | "jobs";
  claimed: "sending" | "running";
  done: "sent" | "done";
  /** When it was done. */
  doneAt: "sent_at" | "finished_at";
}

export const outboxQueue: Queue = {
  table: "outbox",
  claimed: "sending",
  done: "sent",
  doneAt: "sent_at",
};
export const jobsQueue: Queue = {
  table: "jobs",
  claimed: "running",
  done: "done",
  doneAt: "finished_at",
};

type Executor = DB | Transaction<Database>;

export interface Claimed {
  id: number;
  /** Counting this one. */
  attempts: number;
}

/**
 * Claims up to `limit` rows that are due (queued and past their next attempt, or claimed under a
 * lease that ran out because its runner died) and leases them for `leaseSeconds`, counting the
 * attempt. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several instances claim at once without
 * ever taking the same row; on SQLite the single UPDATE … RETURNING is atomic under the
 * database's one writer. `handlers` narrows jobs to the ones this runner knows.
 */
export async function claimDue(
  db: DB,
  queue: Queue,
  { limit, leaseSeconds, handlers }: { limit: number; leaseSeconds: number; handlers?: string[] },
): Promise<Claimed[]> {
  if (handlers?.length === 0) return [];
  const now = new Date();
  const nowText = now.toISOString();
  const lease = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const table = sql.table(queue.table);
  const only = handlers ? sql`and handler in (${sql.join(handlers)})` : sql``;
  const lock = isPostgres(db) ? sql`for update skip locked` : sql``;
  const { rows } = await sql<Claimed>`
    update ${table}
    set status = ${queue.claimed}, claimed_until = ${lease}, attempts = attempts + 1
    where id in (
      select id from ${table}
      where ((status = 'queued' and next_attempt_at <= ${nowText})
          or (status = ${queue.claimed} and claimed_until < ${nowText}))
        ${only}
      order by id
      limit ${limit}
      ${lock}
    )
    returning id, attempts`.execute(db);
  return rows
    .map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }))
    .sort((a, b) => a.id - b.id);
}

export type Outcome =
  | { outcome: "done" }
  | { outcome: "retry"; error: string; retryAt: Date }
  | { outcome: "failed"; error: string };

/** Records how an attempt went: done, back in the queue for `retryAt`, or failed for good. */
export async function settle(
  db: Executor,
  queue: Queue,
  id: number,
  result: Outcome,
): Promise<void> {
  const now = nowIso();
  const set: RawBuilder<unknown>[] = [sql`claimed_until = null`];
  if (result.outcome === "done") {
    set.push(sql`status = ${queue.done}`, sql`${sql.ref(queue.doneAt)} = ${now}`);
  } else {
    set.push(sql`last_error = ${result.error.slice(0, 1000)}`);
    if (result.outcome === "failed") set.push(sql`status = 'failed'`);
    else set.push(sql`status = 'queued'`, sql`next_attempt_at = ${result.retryAt.toISOString()}`);
  }
  await sql`update ${sql.table(queue.table)} set ${sql.join(set)} where id = ${id}`.execute(db);
}

/** Hands claimed rows that were not tried back to the queue (a runner stopping). */
export async function release(db: DB, queue: Queue, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update ${sql.table(queue.table)}
    set status = 'queued', claimed_until = null, attempts = attempts - 1
    where id in (${sql.join(ids)}) and status = ${queue.claimed}`.execute(db);
}

/** Puts a failed row back in the queue now; false when it was not failed. */
export async function retryFailed(db: DB, queue: Queue, id: number): Promise<boolean> {
  const result = await sql`
    update ${sql.table(queue.table)}
    set status = 'queued', next_attempt_at = ${nowIso()}
    where id = ${id} and status = 'failed'`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
}
