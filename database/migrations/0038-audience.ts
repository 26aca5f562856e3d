import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Audience numbers (docs/decisions/0026-audience-counting.md). Nothing here names a reader: no
// address, no user agent, no raw event. `audience_secrets` holds today's secret only (yesterday's
// is deleted at midnight, site time); `audience_seen` holds, for today only, a one-way key per
// visitor and article, so that several instances agree on who is new today. The counters add
// up with upserts from every instance. `post_id` 0 in the daily and hourly counters is the site
// as a whole (its visitors are not the sum of its articles'). `popular_articles` is Terpopuler as
// last computed; it is written only when the list changes, and announced like the content
// (migration 0005), so cached pages change with it and only then.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const count = pg ? "bigint" : "integer";
  await db.schema
    .createTable("audience_secrets")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("secret", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("audience_seen")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("audience_seen_pk", ["day", "key"])
    .execute();
  await db.schema
    .createTable("audience_daily")
    .addColumn("post_id", "integer", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("views", count, (col) => col.notNull().defaultTo(0))
    .addColumn("visitors", count, (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("audience_daily_pk", ["post_id", "day"])
    .execute();
  await db.schema
    .createIndex("audience_daily_day_idx")
    .on("audience_daily")
    .columns(["day"])
    .execute();
  await db.schema
    .createTable("audience_hourly")
    .addColumn("post_id", "integer", (col) => col.notNull())
    // UTC, "2026-11-28T09".
    .addColumn("hour", "text", (col) => col.notNull())
    .addColumn("views", count, (col) => col.notNull().defaultTo(0))
    .addColumn("visitors", count, (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("audience_hourly_pk", ["post_id", "hour"])
    .execute();
  await db.schema
    .createIndex("audience_hourly_hour_idx")
    .on("audience_hourly")
    .columns(["hour"])
    .execute();
  // Per day and article: where readers came from (referrer domain, utm_source, utm_medium,
  // utm_campaign), their device class and country.
  await db.schema
    .createTable("audience_sources")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("post_id", "integer", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("views", count, (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("audience_sources_pk", ["day", "post_id", "kind", "value"])
    .execute();
  // Searches readers made on the site: the terms only, with how many found nothing.
  await db.schema
    .createTable("audience_searches")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("term", "text", (col) => col.notNull())
    .addColumn("searches", count, (col) => col.notNull().defaultTo(0))
    .addColumn("empty", count, (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("audience_searches_pk", ["day", "term"])
    .execute();
  await db.schema
    .createTable("popular_articles")
    .addColumn("position", "integer", (col) => col.primaryKey())
    .addColumn("post_id", "integer", (col) => col.notNull())
    .execute();

  if (pg) {
    await sql`create trigger popular_articles_notify_change
      after insert or update or delete or truncate on popular_articles
      for each statement execute function warta_notify_change()`.execute(db);
    return;
  }
  const bump = sql.raw("update content_version set version = version + 1 where id = 1;");
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger ${sql.raw(`popular_articles_${event}_bump_version`)}
      after ${sql.raw(event)} on popular_articles begin ${bump} end`.execute(db);
  }
}
