import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("subscribers")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    // Stored trimmed and lower-cased, so the unique constraint de-duplicates addresses.
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("created_at", pg ? "timestamptz" : "text", (col) => col.notNull())
    .execute();
}
