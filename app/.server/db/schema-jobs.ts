import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types";

// Events and the jobs the runner makes of them (migration 0032, app/.server/jobs/).

export interface EventsTable {
  id: Generated<number>;
  kind: string;
  subject_id: number | null;
  /** A small JSON object. */
  payload: Generated<string>;
  created_at: Timestamp;
  /** When the runner made the event's jobs; null until then. */
  dispatched_at: NullableTimestamp;
}

export type JobStatus = "queued" | "running" | "done" | "failed";

export interface JobsTable {
  id: Generated<number>;
  /** The handler's name (app/.server/jobs/handlers.ts). */
  handler: string;
  event_id: number | null;
  /** A JSON object: the event's payload, or a task's own. */
  payload: Generated<string>;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}
