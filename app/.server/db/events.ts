import { sql, type Transaction } from "kysely";
import type { DB } from "./connection";
import { isPostgres } from "./dialect";
import type { Database } from "./schema";
import { nowIso } from "./values";

// What happened, written by the change that made it happen in that change's own transaction
// (docs/decisions/0024-events-and-job-runner.md): the event exists exactly when the change does.
// The runner (app/.server/jobs/runner.ts) turns each event into one job per subscribed handler.

/** The kinds of event, and what their payload carries besides the subject's id. */
export type EventKind =
  | "article.published"
  | "article.updated"
  | "article.unpublished"
  | "article.scheduled"
  | "article.submitted"
  | "article.returned"
  | "comment.submitted"
  | "comment.approved"
  | "account.approved"
  | "site.demoRemoved"
  | "media.deleted";

export type EventPayload = Record<string, string | number | boolean | null>;

/** Writes an event inside the caller's transaction: it is stored with the change or not at all. */
export async function recordEvent(
  trx: Transaction<Database>,
  kind: EventKind,
  subjectId: number | null,
  payload: EventPayload = {},
): Promise<void> {
  await trx
    .insertInto("events")
    .values({
      kind,
      subject_id: subjectId,
      payload: JSON.stringify(payload),
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Makes the jobs of up to `limit` events not yet dispatched: one per handler `handlersFor`
 * names for the event's kind, in one transaction with marking the events dispatched. The events
 * are taken by an UPDATE first (`FOR UPDATE SKIP LOCKED` on PostgreSQL, the one writer on
 * SQLite), so two runners never dispatch the same event; the unique key on (event, handler)
 * would refuse a second job anyway. Answers how many events it dispatched.
 */
export async function dispatchEvents(
  db: DB,
  handlersFor: (kind: string) => string[],
  limit: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const lock = isPostgres(trx) ? sql`for update skip locked` : sql``;
    const { rows } = await sql<{ id: number; kind: string; payload: string }>`
      update events set dispatched_at = ${now}
      where id in (
        select id from events where dispatched_at is null order by id limit ${limit} ${lock}
      )
      returning id, kind, payload`.execute(trx);
    const jobs = rows.flatMap((event) =>
      handlersFor(event.kind).map((handler) => ({
        handler,
        event_id: Number(event.id),
        payload: event.payload,
        next_attempt_at: now,
        created_at: now,
      })),
    );
    for (let start = 0; start < jobs.length; start += 200) {
      await trx
        .insertInto("jobs")
        .values(jobs.slice(start, start + 200))
        .onConflict((oc) => oc.columns(["event_id", "handler"]).doNothing())
        .execute();
    }
    return rows.length;
  });
}
