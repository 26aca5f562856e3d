import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Rate-limit counters shared by every instance and worker (app/.server/rate-limit.ts). The columns
// are the ones rate-limiter-flexible's PostgreSQL and SQLite stores read and write; `expire` is
// milliseconds since the epoch. Each limiter prefixes its keys with its name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", pg ? "varchar(255)" : "text", (col) => col.primaryKey())
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expire", pg ? "bigint" : "integer")
    .execute();
  await db.schema.createIndex("rate_limits_expire").on("rate_limits").column("expire").execute();
}
