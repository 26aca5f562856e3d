import { attachAuthorProfiles } from "../db/author-profiles";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { texts } from "~/.server/texts";
import type { DB } from "../db/connection";
import { isPostgres } from "../db/dialect";
import {
  backfillPublishedAt,
  clearSeededPrivacy,
  clearSeededTable,
  hasRows,
  insertBatch,
  resetSequences,
} from "../db/restore";
import { listTables } from "../db/tables";
import { exportFormat, exportVersion, type ExportValue } from "../export";
import { addLine, addSkipped, emptyReport, type ImportReport } from "~/lib/import-report";
import { restoredRow, tableRule } from "./restore-rules";
import { ImportFormatError } from "./types";

const t = texts.moving;
const r = texts.restore;

// Restores Warta's own export (app/.server/export.ts) into a site without content, in one
// transaction: the site is either the exported one afterwards or unchanged. Every row passes the
// rules of app/.server/import/restore-rules.ts first, as a save would.

export interface RestoreOptions {
  /** Restore accounts too (the command line only, into a site that has none). */
  accounts: boolean;
}

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

export async function restoreWartaExport(
  db: DB,
  path: string,
  options: RestoreOptions,
): Promise<ImportReport> {
  await check(path);
  const report = emptyReport("warta");
  for (const table of ["posts", "pages", "comments"] as const) {
    if (await hasRows(db, table)) throw new ImportFormatError(t.wartaNotEmpty);
  }
  const hasAccounts = await hasRows(db, "user");
  // Why a whole table is left out, or undefined when its rows may go in.
  const refusal = (table: string): string | undefined => {
    const rule = tableRule(table);
    if (rule === "unknown") return r.unknownTable(table);
    if (rule === "accounts" && !options.accounts) return r.accountsFromDashboard(table);
    if (rule === "accounts" && hasAccounts) return r.accountsNotEmpty(table);
    return undefined;
  };
  await db.transaction().execute(async (trx) => {
    const target = new Map((await listTables(trx)).map((table) => [table.name, table]));
    let current: { table: string; columns: string[]; keep: number[] } | undefined;
    let tally = { table: "", restored: 0, skipped: 0 };
    let batch: Record<string, unknown>[] = [];
    let withProfiles = false;

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
        const refused = refusal(line.table);
        if (refused) addSkipped(report, refused);
        const columns = refused ? [] : (target.get(line.table)?.columns ?? []);
        const keep = line.columns.flatMap((column, index) =>
          columns.includes(column) ? [index] : [],
        );
        current = { table: line.table, columns: line.columns, keep };
        tally = { table: line.table, restored: 0, skipped: 0 };
        report.tables.push(tally);
        // The categories a fresh database is seeded with give way to the exported ones.
        if (line.table === "categories" && columns.length > 0) {
          await clearSeededTable(trx, "categories");
        }
        // So do profiles made for accounts before the restore (no article points at them yet):
        // the exported articles point at the exported profiles' ids.
        // And the Privasi page a fresh site starts with, which the export brings its own of.
        if (line.table === "pages" && columns.length > 0) await clearSeededPrivacy(trx);
        if (line.table === "author_profiles" && columns.length > 0) {
          await clearSeededTable(trx, "author_profiles");
          withProfiles = true;
        }
        continue;
      }
      if (line.kind !== "row" || !current) continue;
      if (current.keep.length === 0) {
        tally.skipped += 1;
        continue;
      }
      const values: Record<string, unknown> = {};
      for (const index of current.keep) {
        values[current.columns[index] ?? ""] = decode(line.values[index] ?? null);
      }
      const checked = restoredRow(current.table, values);
      if ("reason" in checked) {
        tally.skipped += 1;
        const id = String(values.id ?? values.key ?? values.hash ?? "");
        addLine(report, "failures", {
          label: r.rowLabel(current.table, id),
          reason: checked.reason,
        });
        continue;
      }
      const { row } = checked;
      batch.push(row);
      if (batch.length >= (current.table === "media" ? 10 : 100)) await flush();
    }
    await flush();
    // An export from before author profiles (migration 0022): its typed names become profiles.
    // A newer export says itself which articles have one.
    if (!withProfiles) await attachAuthorProfiles(trx);
    // An export from before publication dates (migration 0017): readers saw the creation date.
    await backfillPublishedAt(trx);
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
