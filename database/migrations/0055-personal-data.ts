import { sql, type Kysely } from "kysely";
import { privacyPage, privacySlug } from "../../app/lib/privacy-page";
import { texts } from "../../app/lib/texts";
import { isPostgres } from "../dialect";

// Consent on record and the Privasi page (issue 45; docs/decisions/0032-personal-data.md).
// A subscription keeps from which form it was asked for (`consent_source`) and when its double
// opt-in was confirmed (`consented_at`); the withdrawal is `unsubscribed_at`, as before. A
// subscription confirmed before this migration keeps its confirmation time as its consent.
// Every site gets the Privasi page at /privacy (SPEC.md's footer link) unless a page holds that
// slug already.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const timestamp = pg ? "timestamptz" : "text";
  await db.schema.alterTable("subscribers").addColumn("consent_source", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("consented_at", timestamp).execute();
  await sql`update subscribers set consented_at = confirmed_at where confirmed_at is not null`.execute(
    db,
  );

  const existing = await db
    .selectFrom("pages")
    .select("id")
    .where("slug", "=", privacySlug)
    .executeTakeFirst();
  // A site seeded before this migration has its page there already; the owner may have edited it.
  if (existing) return;
  const stored = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "site.email")
    .executeTakeFirst();
  // The footer's contact address: the stored one, or the default a new site shows.
  let email: string = texts.footer.email;
  try {
    const parsed: unknown = stored ? JSON.parse(String(stored.value)) : email;
    if (typeof parsed === "string") email = parsed;
  } catch {
    // A hand-written value: the page points at the Kontak page instead.
  }
  const now = new Date().toISOString();
  await db
    .insertInto("pages")
    .values({
      ...privacyPage(email),
      slug: privacySlug,
      published: pg ? true : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
