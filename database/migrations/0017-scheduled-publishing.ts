import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// An article's publication date is its own (the byline, feeds and lists use it), separate from
// when the row was created: a draft published days later, a scheduled article and a back-dated
// one all differ from their creation date. A scheduled article is a draft with `scheduled_at`
// set; the scheduler (app/.server/publishing/) turns it live at that moment, once, and mails the
// newsletter then when `schedule_newsletter` was ticked. Times are UTC, shown in the site's zone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  await db.schema.alterTable("posts").addColumn("published_at", timestamp).execute();
  await db.schema.alterTable("posts").addColumn("scheduled_at", timestamp).execute();
  await db.schema
    .alterTable("posts")
    .addColumn("schedule_newsletter", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  // Until today an article's only date was its creation date, and readers saw that one.
  await sql`update posts set published_at = created_at where published = ${true}`.execute(db);

  await db.schema
    .createIndex("posts_published_published_at_idx")
    .on("posts")
    .columns(["published", "published_at", "id"])
    .execute();
  await db.schema
    .createIndex("posts_category_published_published_at_idx")
    .on("posts")
    .columns(["category_id", "published", "published_at", "id"])
    .execute();
  // The scheduler asks every few seconds for due articles: only the scheduled few are indexed.
  await db.schema
    .createIndex("posts_scheduled_at_idx")
    .on("posts")
    .column("scheduled_at")
    .where(sql.ref("scheduled_at"), "is not", null)
    .execute();
}
