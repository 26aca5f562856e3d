import { sql, type Kysely } from "kysely";
import type { DB } from "./connection";
import { isPostgres } from "./dialect";
import type { Trx } from "./transaction";

// The tables and columns a database really has, read from its catalogue: the export and the
// restore of Warta's own format work on whatever tables the migrations made, columns added by
// later migrations included, without a list to keep up to date.

export interface TableInfo {
  name: string;
  /** Writable columns in their order (generated columns left out). */
  columns: string[];
  primaryKey: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;

export async function listTables(db: AnyKysely): Promise<TableInfo[]> {
  return isPostgres(db) ? postgresTables(db) : sqliteTables(db);
}

async function sqliteTables(db: AnyKysely): Promise<TableInfo[]> {
  const { rows } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where type = 'table' order by name`.execute(db);
  // FTS5 tables and their shadow tables are an index of posts, rebuilt by triggers.
  const virtual = rows
    .filter((row) => /^create virtual table/i.test(row.sql ?? ""))
    .map((row) => row.name);
  const tables: TableInfo[] = [];
  for (const { name } of rows) {
    if (name.startsWith("sqlite_")) continue;
    if (virtual.some((v) => name === v || name.startsWith(`${v}_`))) continue;
    const info = await sql<{ name: string; pk: number; hidden: number }>`
      select name, pk, hidden from pragma_table_xinfo(${name}) order by cid`.execute(db);
    tables.push({
      name,
      columns: info.rows.filter((c) => c.hidden === 0).map((c) => c.name),
      primaryKey: info.rows
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
    });
  }
  return tables;
}

async function postgresTables(db: AnyKysely): Promise<TableInfo[]> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.is_generated = 'NEVER'
    order by c.table_name, c.ordinal_position`.execute(db);
  const keys = await sql<{ table_name: string; column_name: string }>`
    select cl.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class cl on cl.oid = i.indrelid
    join pg_namespace n on n.oid = cl.relnamespace and n.nspname = current_schema()
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indisprimary
    order by cl.relname, array_position(i.indkey::int2[], a.attnum)`.execute(db);
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    const table = tables.get(row.table_name) ?? {
      name: row.table_name,
      columns: [],
      primaryKey: [],
    };
    table.columns.push(row.column_name);
    tables.set(row.table_name, table);
  }
  for (const key of keys.rows) tables.get(key.table_name)?.primaryKey.push(key.column_name);
  return [...tables.values()];
}

/**
 * Runs `work` in one read-only snapshot of `db` (on PostgreSQL a repeatable-read transaction), so
 * that everything it reads is consistent while the site keeps writing.
 */
export function inReadSnapshot<T>(db: DB, work: (trx: Trx) => Promise<T>): Promise<T> {
  const snapshot = isPostgres(db)
    ? db.transaction().setIsolationLevel("repeatable read")
    : db.transaction();
  return snapshot.execute(async (trx) => {
    if (isPostgres(trx)) await sql`set transaction read only`.execute(trx);
    return work(trx);
  });
}

/** One page of a table's rows, the named columns in the order of `orderBy`. */
export async function readTablePage(
  db: DB,
  table: string,
  columns: string[],
  orderBy: string[],
  limit: number,
  offset: number,
): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join(columns.map((column) => sql.id(column)))} from ${sql.table(table)}
      order by ${sql.join(orderBy.map((column) => sql.id(column)))}
      limit ${limit} offset ${offset}`.execute(db);
  return rows;
}
