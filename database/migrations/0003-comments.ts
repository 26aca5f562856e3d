import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Readers' comments, pre-moderated: a row starts `pending` and shows publicly only once an admin
// sets it `approved`. No client address is stored: the rate limit lives in memory
// (app/.server/rate-limit.ts), and an address (even hashed, IPv4 is easily brute-forced) is
// personal data we have no use for once the limit has been checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("comments")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    // Deleting an article deletes its comments with it.
    .addColumn("post_id", "integer", (col) =>
      col.notNull().references("posts.id").onDelete("cascade"),
    )
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("author_email", "text")
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("created_at", pg ? "timestamptz" : "text", (col) => col.notNull())
    .addCheckConstraint("comments_status_check", sql`status in ('pending', 'approved', 'spam')`)
    .execute();
  // The article page: approved comments of one article, oldest first.
  await db.schema
    .createIndex("comments_post_status_created_idx")
    .on("comments")
    .columns(["post_id", "status", "created_at"])
    .execute();
  // The moderation lists and the pending badge: one status, newest first.
  await db.schema
    .createIndex("comments_status_created_idx")
    .on("comments")
    .columns(["status", "created_at"])
    .execute();
}
