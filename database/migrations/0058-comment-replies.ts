import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Replies and their notices (docs/decisions/0033-comment-replies.md). Replies use the comments'
// `parent_id` (migration 0009, made for imported threads). A reader who ticks "Beri tahu saya jika
// ada balasan" gets one `comment_notices` row for their comment: waiting until the address is
// confirmed once (double opt-in: `confirm_token`, used up by the click), then active until
// `stopped_at` (the one-click unsubscribe, by `token`). `comments.notice_sent_at` marks a reply
// whose notice was queued, in the same transaction: one mail per approved reply. `user`'s
// `commentNotices`: a writer's opt-in (Akun) to a mail when a comment on their article waits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const timestamp = pg ? "timestamptz" : "text";
  await db.schema
    .createTable("comment_notices")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("comment_id", "integer", (col) =>
      col.notNull().unique().references("comments.id").onDelete("cascade"),
    )
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("confirm_token", "text", (col) => col.unique())
    .addColumn("confirm_sent_at", timestamp)
    .addColumn("confirmed_at", timestamp)
    .addColumn("stopped_at", timestamp)
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("comment_notices_email_idx")
    .on("comment_notices")
    .column("email")
    .execute();
  await db.schema.alterTable("comments").addColumn("notice_sent_at", timestamp).execute();
  await db.schema
    .alterTable("user")
    .addColumn("commentNotices", pg ? "boolean" : "integer", (col) =>
      col.notNull().defaultTo(false),
    )
    .execute();
}
