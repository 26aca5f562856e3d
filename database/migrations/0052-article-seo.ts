import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Per-article and per-page SEO (issue 43, docs/decisions/0031-article-seo.md): a title and
// description for search engines, a share image, a canonical URL elsewhere and noindex. Empty
// (null) keeps what readers and machines got before. Articles also keep `marked_updated_at`, the
// time an editor ticked "Tandai sebagai diperbarui": the byline's "Diperbarui …" and JSON-LD's
// dateModified. Both tables are watched by the change feed (0005), so the page cache follows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  for (const table of ["posts", "pages"]) {
    for (const column of ["seo_title", "seo_description", "social_image", "canonical_url"]) {
      await db.schema.alterTable(table).addColumn(column, "text").execute();
    }
    await db.schema
      .alterTable(table)
      .addColumn("noindex", "boolean", (col) => col.notNull().defaultTo(false))
      .execute();
  }
  await db.schema.alterTable("posts").addColumn("marked_updated_at", timestamp).execute();
}
