import type { Kysely } from "kysely";

// Where a media file's bytes live (issue 42): "database" (the `data` column, as before) or the
// S3-compatible bucket they were written to ("s3://bucket/prefix"), `data` then being empty. The
// row keeps its metadata either way; `npm run media:move` switches rows between the two.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("storage", "text", (col) => col.notNull().defaultTo("database"))
    .execute();
}
