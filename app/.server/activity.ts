// The activity log: who did what, when (migration 0021). Written beside the change it records;
// read by admins on the Pengguna screen. Keys and their Indonesian wording: app/lib/activity.ts.
import type { ActivityAction } from "~/lib/activity";
import type { DB } from "./db/connection";
import { nowIso, toIso } from "./db/values";

export interface Actor {
  id: string;
  email: string;
}

export interface ActivityEntry {
  id: number;
  actorEmail: string;
  action: ActivityAction;
  subject: string;
  detail: string;
  createdAt: string;
}

export async function recordActivity(
  db: DB,
  actor: Actor,
  action: ActivityAction,
  subject: string,
  detail = "",
): Promise<void> {
  await db
    .insertInto("activity_log")
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action,
      subject,
      detail,
      created_at: nowIso(),
    })
    .execute();
}

/** The newest entries first. */
export async function listActivity(db: DB, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .selectFrom("activity_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actor_email,
    action: row.action as ActivityAction,
    subject: row.subject,
    detail: row.detail,
    createdAt: toIso(row.created_at),
  }));
}
