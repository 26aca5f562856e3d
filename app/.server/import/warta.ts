import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { sql, type Transaction } from "kysely";
import { texts } from "~/lib/texts";
import type { DB } from "../db/connection";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { listTables } from "../db/tables";
import { exportFormat, exportVersion, type ExportValue } from "../export";
import { emptyReport, type ImportReport } from "~/lib/import-report";
import { ImportFormatError } from "./types";

const t = texts.moving;

// Restores Warta's own export (app/.server/export.ts) into a site without content, in one
// transaction: the site is either the exported one afterwards or unchanged.

type Line =
  | { kind: "header" }
  | { kind: "table"; table: string; columns: string[] }
  | { kind: "row"; values: ExportValue[] }
  | { kind: "end"; rows: number };

async function* lines(path: string): AsyncGenerator<Line> {
  let number = 0;
  let columns = 0;
  const bad = (detail: string): never => {
    throw new ImportFormatError(t.notWarta(`baris ${number}: ${detail}`));
  };
  for await (const text of createInterface({
    input: createReadStream(path, "utf8"),
    crlfDelay: Infinity,
  })) {
    number += 1;
    if (text.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      bad("bukan JSON");
    }
    if (number === 1) {
      const header = value as { format?: unknown; version?: unknown };
      if (header.format !== exportFormat) bad("kepala berkas tidak dikenal");
      if (header.version !== exportVersion) bad(`versi ${String(header.version)} tidak didukung`);
      yield { kind: "header" };
    } else if (Array.isArray(value)) {
      if (value.length !== columns) bad("jumlah kolom tidak cocok");
      yield { kind: "row", values: value as ExportValue[] };
    } else if (value && typeof value === "object" && "table" in value) {
      const table = value as { table: unknown; columns: unknown };
      if (typeof table.table !== "string" || !Array.isArray(table.columns))
        bad("tabel tidak valid");
      columns = (table.columns as unknown[]).length;
      yield { kind: "table", table: table.table as string, columns: table.columns as string[] };
    } else if (value && typeof value === "object" && "end" in value) {
      yield { kind: "end", rows: Number((value as { end: unknown; rows?: unknown }).rows) };
    } else {
      bad("baris tidak dikenal");
    }
  }
}

/** Reads the whole file once without writing: a broken or cut-short export is refused. */
async function check(path: string): Promise<void> {
  let rows = 0;
  let ended = false;
  for await (const line of lines(path)) {
    if (line.kind === "row") rows += 1;
    if (line.kind === "end") {
      if (line.rows !== rows) throw new ImportFormatError(t.notWarta("jumlah baris tidak cocok"));
      ended = true;
    }
  }
  if (!ended) throw new ImportFormatError(t.notWarta("berkas terpotong"));
}

function decode(value: ExportValue): unknown {
  if (value && typeof value === "object") return Buffer.from(value.$base64, "base64");
  return value;
}

export async function restoreWartaExport(db: DB, path: string): Promise<ImportReport> {
  await check(path);
  const report = emptyReport("warta");
  for (const table of ["posts", "pages", "comments"] as const) {
    const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) throw new ImportFormatError(t.wartaNotEmpty);
  }
  await db.transaction().execute(async (trx) => {
    const target = new Map((await listTables(trx)).map((table) => [table.name, table]));
    const skippedUsers = new Set<string>();
    let current: { table: string; columns: string[]; keep: number[] } | undefined;
    let tally = { table: "", restored: 0, skipped: 0 };
    let batch: Record<string, unknown>[] = [];

    const flush = async () => {
      if (!current || batch.length === 0) return;
      const inserted = await insertBatch(trx, current.table, batch);
      tally.restored += inserted;
      tally.skipped += batch.length - inserted;
      batch = [];
    };

    for await (const line of lines(path)) {
      if (line.kind === "table") {
        await flush();
        const columns = target.get(line.table)?.columns ?? [];
        const keep = line.columns.flatMap((column, index) =>
          columns.includes(column) ? [index] : [],
        );
        current = { table: line.table, columns: line.columns, keep };
        tally = { table: line.table, restored: 0, skipped: 0 };
        report.tables.push(tally);
        // The categories a fresh database is seeded with give way to the exported ones.
        if (line.table === "categories" && columns.length > 0) {
          await trx.deleteFrom("categories").execute();
        }
        continue;
      }
      if (line.kind !== "row" || !current) continue;
      if (current.keep.length === 0) {
        tally.skipped += 1;
        continue;
      }
      const row: Record<string, unknown> = {};
      for (const index of current.keep) {
        row[current.columns[index] ?? ""] = decode(line.values[index] ?? null);
      }
      // Only one account may carry the first-account mark (migration 0013): a restored one never
      // takes it from the site it is restored into.
      if (current.table === "user" && "firstAccount" in row) row.firstAccount = null;
      if (!(await keepRow(trx, current.table, row, skippedUsers))) {
        tally.skipped += 1;
        continue;
      }
      batch.push(row);
      if (batch.length >= (current.table === "media" ? 10 : 100)) await flush();
    }
    await flush();
    if (isPostgres(trx)) {
      const withId = [...target.values()].filter((table) => table.columns.includes("id"));
      await resetSequences(
        trx,
        withId.map((table) => table.name),
      );
    }
  });
  for (const [kind, table] of [
    ["posts", "posts"],
    ["pages", "pages"],
    ["comments", "comments"],
  ] as const) {
    const found = report.tables.find((entry) => entry.table === table);
    report[kind].created = found?.restored ?? 0;
    report[kind].skipped = found?.skipped ?? 0;
  }
  return report;
}

type Trx = Transaction<Database>;

// Accounts already on this site (the admin restoring it, say) stay as they are: an exported
// account with the same id or address is left out, with its sign-in credentials.
async function keepRow(
  trx: Trx,
  table: string,
  row: Record<string, unknown>,
  skippedUsers: Set<string>,
): Promise<boolean> {
  if (table === "user") {
    const clash = await trx
      .selectFrom("user")
      .select("id")
      .where((eb) => eb.or([eb("id", "=", String(row.id)), eb("email", "=", String(row.email))]))
      .executeTakeFirst();
    if (clash) skippedUsers.add(String(row.id));
    return !clash;
  }
  if (table === "account") return !skippedUsers.has(String(row.userId));
  return true;
}

async function insertBatch(
  trx: Trx,
  table: string,
  rows: Record<string, unknown>[],
): Promise<number> {
  const columns = Object.keys(rows[0] ?? {});
  const values = sql.join(
    rows.map((row) => sql`(${sql.join(columns.map((column) => sql`${row[column]}`))})`),
  );
  const names = sql.join(columns.map((column) => sql.id(column)));
  // Settings already present (written at start-up) take the exported value.
  const conflict =
    table === "settings"
      ? sql`on conflict (${sql.id("key")}) do update set ${sql.id("value")} = excluded.${sql.id("value")}`
      : sql`on conflict do nothing`;
  const result =
    await sql`insert into ${sql.table(table)} (${names}) values ${values} ${conflict}`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

// Rows came with their ids: each serial counter moves past the highest, so new rows fit.
async function resetSequences(trx: Trx, tables: string[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await sql<{ seq: string | null }>`
      select pg_get_serial_sequence(${`"${table}"`}, 'id') as seq`.execute(trx);
    const seq = rows[0]?.seq;
    if (!seq) continue;
    await sql`select setval(${seq}::regclass,
      coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
  }
}
