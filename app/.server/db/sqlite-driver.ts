import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

// Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite is close but takes
// spread parameters, has no `reader` flag and refuses booleans. This adapter bridges the three.
function toParam(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

export function openSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path);
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA busy_timeout = 5000");
  raw.exec("PRAGMA synchronous = NORMAL");
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
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
        iterate: (values) => statement.iterate(...params(values)),
      };
    },
  };
}
