import { sql, type Kysely } from "kysely";

// The activity log becomes a record of typed events (issue 39): which kind of object (`post`,
// `user`) and its id, whose title is read when the log is shown, never text the actor wrote.
// `subject` stays for old exports but is no longer written or shown. `repeats`: entries the
// per-account limit folded into this one (app/.server/activity.ts).
// Existing rows: an article's entry finds its article by the title it named, an account's entry
// its account by the address it named; a row whose object is gone (or ambiguous) keeps no id
// and shows as removed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("activity_log").addColumn("object_type", "text").execute();
  await db.schema.alterTable("activity_log").addColumn("object_id", "text").execute();
  await db.schema
    .alterTable("activity_log")
    .addColumn("repeats", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update activity_log set object_type = 'post', object_id = (
      select cast(min(p.id) as text) from posts p where p.title = activity_log.subject
      having count(*) = 1)
    where action like 'article.%'`.execute(db);
  await sql`update activity_log set object_type = 'user', object_id = (
      select min(u.id) from "user" u where u.email = activity_log.subject)
    where action like 'user.%'`.execute(db);
  // An editor's note was the editor's own words: the article keeps it, the log does not.
  await sql`update activity_log set detail = '' where action = 'article.return'`.execute(db);
  await db.schema
    .createIndex("activity_log_actor_idx")
    .on("activity_log")
    .columns(["actor_id", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("activity_log_action_idx")
    .on("activity_log")
    .columns(["action", "created_at", "id"])
    .execute();
}
