import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Invitations (Pengguna → Undang): one per address, replaced when the address is invited again.
// Only the SHA-256 of the link's token is kept; accepting deletes the row (single use), and a
// row past `expires_at` opens nothing (app/.server/invitations.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const timestamp = pg ? "timestamptz" : "text";
  await db.schema
    .createTable("invitations")
    .addColumn("id", pg ? "serial" : "integer", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("invited_by", "text")
    .addColumn("expires_at", timestamp, (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
}
