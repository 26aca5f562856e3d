import type { Kysely } from "kysely";

// "Ambil gambar dari situs lama" remembers each old-site image it tried, per source: the /media/…
// URL it became, or null when it could not be fetched. A later import of the same file fetches
// only the failed ones again and reuses the stored ones without a request to the old site.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("import_media")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("local_url", "text")
    .addPrimaryKeyConstraint("import_media_pk", ["source", "url"])
    .execute();
}
