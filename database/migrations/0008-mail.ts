import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Mail: an outbox of messages written in the same transaction as their cause and delivered by a
// worker (app/.server/mail/), every delivery attempt kept; newsletter subscribers' consent states;
// one send record per article and subscriber; better-auth's two-factor table; per-admin
// moderation notices.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? "serial" : "integer";
  const timestamp = pg ? "timestamptz" : "text";
  const bool = pg ? "boolean" : "integer";

  await db.schema
    .createTable("outbox")
    .addColumn("id", id, (col) => col.primaryKey())
    // confirm-subscription | newsletter | password-reset | moderation
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text", (col) => col.notNull())
    // Extra headers as a JSON object (List-Unsubscribe, …).
    .addColumn("headers", "text", (col) => col.notNull().defaultTo("{}"))
    // Fixed when queued, so a message delivered twice after a crash carries one Message-ID.
    .addColumn("message_id", "text", (col) => col.notNull().unique())
    // queued | sending | sent | failed
    .addColumn("status", "text", (col) => col.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", timestamp, (col) => col.notNull())
    // A worker's lease: a `sending` row whose lease ran out (its worker died) is claimed again.
    .addColumn("claimed_until", timestamp)
    .addColumn("post_id", "integer", (col) => col.references("posts.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("sent_at", timestamp)
    .execute();
  await db.schema
    .createIndex("outbox_due_idx")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("outbox_post_idx").on("outbox").column("post_id").execute();

  await db.schema
    .createTable("outbox_attempts")
    .addColumn("id", id, (col) => col.primaryKey())
    .addColumn("outbox_id", "integer", (col) =>
      col.notNull().references("outbox.id").onDelete("cascade"),
    )
    .addColumn("attempted_at", timestamp, (col) => col.notNull())
    // sent | retry | failed
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("error", "text")
    .execute();
  await db.schema
    .createIndex("outbox_attempts_outbox_idx")
    .on("outbox_attempts")
    .column("outbox_id")
    .execute();

  // Double opt-in: an address receives newsletters only once confirmed_at is set and
  // unsubscribed_at is not. The confirmation token is cleared when used.
  await db.schema.alterTable("subscribers").addColumn("confirm_token", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("confirm_sent_at", timestamp).execute();
  await db.schema.alterTable("subscribers").addColumn("confirmed_at", timestamp).execute();
  await db.schema.alterTable("subscribers").addColumn("unsubscribed_at", timestamp).execute();
  await db.schema
    .createIndex("subscribers_confirm_token_idx")
    .on("subscribers")
    .column("confirm_token")
    .unique()
    .execute();

  // One newsletter per article and subscriber, ever: the unique key makes a second queueing of
  // the same article a no-op, even from two instances at once.
  await db.schema
    .createTable("newsletter_sends")
    .addColumn("post_id", "integer", (col) =>
      col.notNull().references("posts.id").onDelete("cascade"),
    )
    .addColumn("subscriber_id", "integer", (col) =>
      col.notNull().references("subscribers.id").onDelete("cascade"),
    )
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("newsletter_sends_pk", ["post_id", "subscriber_id"])
    .execute();
  await db.schema.alterTable("posts").addColumn("newsletter_at", timestamp).execute();

  // better-auth's two-factor plugin (1.7): a flag on the user and a table of secrets.
  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", bool, (col) => col.defaultTo(false))
    .execute();
  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (col) => col.notNull().primaryKey())
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("backupCodes", "text", (col) => col.notNull())
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", bool, (col) => col.defaultTo(true))
    .addColumn("failedVerificationCount", "integer", (col) => col.defaultTo(0))
    .addColumn("lockedUntil", pg ? "timestamptz" : "date")
    .execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();

  // Opt-in per admin: a digest of waiting comments, at most one per 15 minutes.
  await db.schema
    .alterTable("user")
    .addColumn("moderationNotices", bool, (col) => col.notNull().defaultTo(false))
    .execute();
}
