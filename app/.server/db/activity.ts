// The activity log: typed events (who, what kind, which object, when), written beside the change
// they record and read by admins on the Pengguna screen. An entry names its object by type and
// id; the title shown is the object's own, read when the log is shown, never text the actor
// wrote (migration 0031). Kinds and their Indonesian wording: app/lib/activity.ts.
import type { ActivityAction, ActivityObjectType } from "~/lib/activity";
import type { DB } from "./connection";
import { nowIso, toIso } from "./values";
import type { RateLimits } from "../rate-limit";

export interface Actor {
  id: string;
  email: string;
}

export interface ActivityEvent {
  action: ActivityAction;
  object: { type: ActivityObjectType; id: string | number };
  /** Derived by the server (a role change, an heir), never the actor's own words. */
  detail?: string;
}

export interface ActivityEntry {
  id: number;
  actorId: string | null;
  /** The actor's display name now, or the address they had when the account is gone. */
  actorName: string;
  action: string;
  objectType: string | null;
  /** The object's current title (an article's) or name (an account's); null when it is gone. */
  objectTitle: string | null;
  detail: string;
  repeats: number;
  createdAt: string;
}

export interface ActivityFilter {
  actorId?: string;
  action?: ActivityAction;
}

/**
 * Records `event` by `actor`. Entries count against the actor's `activity` limit: once it
 * refuses, the change itself still stands (the caller made it, the policy allowed it) and the
 * entry is folded into the actor's newest entry as one more repeat, so quick submits cannot
 * flood the log and nothing goes unrecorded.
 */
export async function recordActivity(
  db: DB,
  limits: RateLimits,
  actor: Actor,
  event: ActivityEvent,
): Promise<void> {
  if (await limits.attempt("activity", actor.id)) {
    const newest = await db
      .selectFrom("activity_log")
      .select("id")
      .where("actor_id", "=", actor.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (newest) {
      await db
        .updateTable("activity_log")
        .set((eb) => ({ repeats: eb("repeats", "+", 1) }))
        .where("id", "=", newest.id)
        .execute();
      return;
    }
  }
  await db
    .insertInto("activity_log")
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: event.action,
      subject: "",
      object_type: event.object.type,
      object_id: String(event.object.id),
      detail: event.detail ?? "",
      created_at: nowIso(),
    })
    .execute();
}

/** One page of entries, newest first, by one person and of one kind when asked. */
export async function listActivity(
  db: DB,
  filter: ActivityFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: ActivityEntry[]; total: number }> {
  let query = db.selectFrom("activity_log");
  if (filter.actorId) query = query.where("actor_id", "=", filter.actorId);
  if (filter.action) query = query.where("action", "=", filter.action);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const ids = (type: string) =>
    rows.flatMap((row) => (row.object_type === type && row.object_id ? [row.object_id] : []));
  const postIds = ids("post").map(Number).filter(Number.isSafeInteger);
  const userIds = [...ids("user"), ...rows.flatMap((row) => (row.actor_id ? [row.actor_id] : []))];
  const [posts, users] = await Promise.all([
    postIds.length
      ? db.selectFrom("posts").select(["id", "title"]).where("id", "in", postIds).execute()
      : [],
    userIds.length
      ? db.selectFrom("user").select(["id", "name"]).where("id", "in", userIds).execute()
      : [],
  ]);
  const postTitles = new Map(posts.map((post) => [String(post.id), post.title]));
  const userNames = new Map(users.map((user) => [user.id, user.name]));
  const titleOf = (type: string | null, id: string | null): string | null => {
    if (!id) return null;
    if (type === "post") return postTitles.get(id) ?? null;
    if (type === "user") return userNames.get(id) ?? null;
    // A Data pribadi request is named by its id, as the server's log names it.
    if (type === "request") return id;
    return null;
  };
  return {
    total: Number(count?.total ?? 0),
    entries: rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorName: (row.actor_id && userNames.get(row.actor_id)) || row.actor_email,
      action: row.action,
      objectType: row.object_type,
      objectTitle: titleOf(row.object_type, row.object_id),
      detail: row.detail,
      repeats: Number(row.repeats),
      createdAt: toIso(row.created_at),
    })),
  };
}
