import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Deactivated accounts and the activity log (docs/decisions/0022-roles-and-policy.md).
// `deactivated`: the account keeps its row and its articles but may not sign in; its sessions
// were deleted when it was deactivated. `activity_log`: who did what, when, for admins to read.
// The actor and the subject are kept as text (id and e-mail at the time) without foreign keys:
// the log outlives the accounts it names, and an export restores it into any site.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable("user")
    .addColumn("deactivated", pg ? "boolean" : "integer", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable("activity_log")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text", (col) => col.notNull())
    // A key of app/lib/activity.ts: user.approve, user.role, user.deactivate, …
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", pg ? "timestamptz" : "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("activity_log_created_idx")
    .on("activity_log")
    .columns(["created_at", "id"])
    .execute();
}
