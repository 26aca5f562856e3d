import { mkdirSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, sql, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { openSqlite } from "./sqlite-driver";

export type DB = Kysely<Database>;

/** The open database and, on PostgreSQL, its pool (shared with the rate limiter). */
export interface Connection {
  db: DB;
  /** PostgreSQL only. */
  pool?: pg.Pool;
  /** SQLite only: the file (the change feed opens its own connection to it). */
  sqlitePath?: string;
  /** SQLite only: the connection Kysely uses (the rate limiter writes through it too). */
  sqlite?: DatabaseSync;
}

export interface ConnectOptions {
  /** Told about a connection the pool lost while it sat idle; the pool opens a new one. */
  onIdleError?: (error: Error) => void;
}

/** Opens the database named by DATABASE_URL: `postgres://…` or `file:<path>` (SQLite). */
export function connect(url: string, options: ConnectOptions = {}): Connection {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    const database = openSqlite(path);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    return { db, sqlitePath: path, sqlite: database.raw };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // An unreachable server fails a request in seconds instead of holding it until the client
    // gives up; pages then answer 503 (server/database-health.ts).
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // A database restart or a host closing idle connections makes an idle client emit `error`.
  // Without a listener that is an uncaught exception and the process dies; with one the pool
  // drops the client and opens another on the next query.
  pool.on("error", (error) => options.onIdleError?.(error));
  // A client in use (checked out for a query or a transaction) has no pool listener: when its
  // connection dies it emits `error` too, which would end the process. Its query already fails
  // with that error and the pool drops it on release, so the event itself needs no more.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** The database alone, for scripts and tests. */
export function openDatabase(url: string): DB {
  return connect(url).db;
}

/**
 * Closes the pool or the file. SQLite first folds its write-ahead log into the database file, so
 * a stopped Warta leaves one self-contained file to copy or back up.
 */
export async function closeDatabase({ db, sqlitePath }: Connection): Promise<void> {
  if (sqlitePath) await sql`pragma wal_checkpoint(truncate)`.execute(db);
  await db.destroy();
}

/**
 * Reads one row of a real table: throws when the database does not answer, or answers but has
 * lost Warta's tables (server/database-health.ts).
 */
export async function probeDatabase(db: DB): Promise<void> {
  await db.selectFrom("categories").select("id").limit(1).execute();
}
