import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { openSqlite } from "./sqlite-driver";

export type DB = Kysely<Database>;

/** Opens the database named by DATABASE_URL: `postgres://…` or `file:<path>` (SQLite). */
export function openDatabase(url: string): DB {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: openSqlite(path) }),
    });
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
