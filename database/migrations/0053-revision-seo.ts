import type { Kysely } from "kysely";

// A revision keeps the SEO fields of its article or page (0052) as JSON (`seo`, null for
// revisions saved before): restoring a version brings them back with its text.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("revisions").addColumn("seo", "text").execute();
}
