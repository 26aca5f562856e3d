import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Editorial review (docs/decisions/0022-roles-and-policy.md): an unpublished article is a draft
// or, once its writer sent it with "Kirim untuk ditinjau", waiting for review (`in_review`).
// An editor publishes it or sends it back with a note (`review_note`) its writer reads in the
// editor. `reviewNotices`: the account's opt-in, in Akun, for mail about reviews.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable("posts")
    .addColumn("in_review", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("posts").addColumn("review_note", "text").execute();
  // The review queue and its badge read this on every dashboard page.
  await db.schema.createIndex("posts_in_review_idx").on("posts").columns(["in_review"]).execute();
  await db.schema
    .alterTable("user")
    .addColumn("reviewNotices", pg ? "boolean" : "integer", (col) => col.notNull().defaultTo(false))
    .execute();
}
