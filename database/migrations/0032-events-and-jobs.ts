import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Events and the job runner (docs/decisions/0024-events-and-job-runner.md). A change writes what
// happened to `events` in its own transaction; the runner (app/.server/jobs/runner.ts) hands each
// event to every handler subscribed to its kind as one row of `jobs`, which it claims, runs,
// retries with backoff and leases like the mail outbox's messages. A job without an event is a
// task run by itself, no earlier than its `next_attempt_at` (a delayed job).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? "serial" : "integer";
  const timestamp = pg ? "timestamptz" : "text";

  await db.schema
    .createTable("events")
    .addColumn("id", id, (col) => col.primaryKey())
    // article.published | article.updated | comment.approved | …
    .addColumn("kind", "text", (col) => col.notNull())
    // The object it happened to (an article's, a comment's id); none for site-wide events.
    .addColumn("subject_id", "integer")
    // A small JSON object: what a handler needs beyond the id.
    .addColumn("payload", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    // Set once the runner has made the event's jobs, in the same transaction.
    .addColumn("dispatched_at", timestamp)
    .execute();
  await db.schema
    .createIndex("events_undispatched_idx")
    .on("events")
    .columns(["dispatched_at", "id"])
    .execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", id, (col) => col.primaryKey())
    // The handler's name (app/.server/jobs/handlers.ts).
    .addColumn("handler", "text", (col) => col.notNull())
    .addColumn("event_id", "integer", (col) => col.references("events.id").onDelete("cascade"))
    .addColumn("payload", "text", (col) => col.notNull().defaultTo("{}"))
    // queued | running | done | failed
    .addColumn("status", "text", (col) => col.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", timestamp, (col) => col.notNull())
    // A runner's lease: a `running` row whose lease ran out (its runner died) is claimed again.
    .addColumn("claimed_until", timestamp)
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("finished_at", timestamp)
    .execute();
  // Exactly one job per event and handler, however many runners dispatch at once.
  await db.schema
    .createIndex("jobs_event_handler_idx")
    .on("jobs")
    .columns(["event_id", "handler"])
    .unique()
    .execute();
  await db.schema
    .createIndex("jobs_due_idx")
    .on("jobs")
    .columns(["status", "next_attempt_at"])
    .execute();
}
