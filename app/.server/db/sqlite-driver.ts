import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

// Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite is close but takes
// spread parameters, has no `reader` flag and refuses booleans. This adapter bridges the three.
function toParam(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/** Statements kept prepared; queries built from a varying number of values make new ones. */
const maxStatements = 500;

/**
 * How long a statement waits for a lock another connection holds before it fails with
 * "database is locked". Set as the connection opens, not by a pragma after it: the first
 * statements (switching to WAL, reading the schema) meet locks too, as when workers start at once
 * and one of them is rebuilding the WAL index.
 */
export const busyTimeoutMs = 5000;

export function openSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path, { timeout: busyTimeoutMs });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA synchronous = NORMAL");
  // Kysely prepares every query it runs; preparing (parsing and planning the SQL) cost more CPU
  // than running the small indexed queries of a page. The same few statements serve every page,
  // each kept with its adapter (asking a statement for its columns builds an array of objects).
  const statements = new Map<string, SqliteStatement>();
  const adapt = (sql: string): SqliteStatement => {
    const statement = raw.prepare(sql);
    const params = (values: ReadonlyArray<unknown>) => values.map(toParam);
    return {
      reader: statement.columns().length > 0,
      all: (values) => statement.all(...params(values)),
      run: (values) => {
        const result = statement.run(...params(values));
        return {
          changes: result.changes,
          lastInsertRowid: result.lastInsertRowid,
        };
      },
      // An iterator holds its statement open across other queries: it gets its own.
      iterate: (values) => raw.prepare(sql).iterate(...params(values)),
    };
  };
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= maxStatements) statements.clear();
        statement = adapt(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
