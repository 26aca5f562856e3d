import { openDatabase, type DB } from "./db/connection";
import { inReadSnapshot, listTables, readTablePage, type TableInfo } from "./db/tables";
import { databaseStorage, variantBytes } from "./media-storage";

// Warta's own export: the whole site as one JSON Lines file, read in one snapshot so that it is
// consistent while the site keeps running. Line 1 is a header, then for each table a line naming
// its columns followed by one JSON array per row, and a last line counting the rows: a file cut
// short is recognised and refused. Binary values (media) are {"$base64": "…"}.
//
// Every table comes along, including columns and tables that later migrations add, except what
// is transient or must not move: sessions, verification codes, rate-limit counters, the mail
// outbox (delivering it again from another server would mail readers twice), the migration
// bookkeeping, the search index (rebuilt from posts), autosave's working copies (one account's
// unsaved typing on this site), invitations (links mailed from this site), the generated auth
// secret and the audience's daily secret and visitor keys. Revisions and the audience counters
// come along.

export const exportFormat = "warta-export";
export const exportVersion = 1;

const transient = [
  /^kysely_migration/,
  /^session$/,
  /^verification$/,
  /^content_version$/,
  /rate_?limit/i,
  /outbox/i,
  /^working_copies$/,
  /^invitations$/,
  // The day's secret and today's visitor keys: forgotten at midnight, never moved.
  /^audience_(secrets|seen)$/,
  // The events of this site's changes and their handlers' jobs: what already happened here.
  /^events$/,
  /^jobs$/,
  // Readers' wishes to hear of replies: tokens of links mailed from this site, and consent given
  // to this site (docs/decisions/0033-comment-replies.md).
  /^comment_notices$/,
];
// Left out by --no-users: every table about a person or their sign-in. Comments stay (their
// names and words are public on the site) without their authors' e-mail addresses.
const personalTables = [
  /^user$/,
  /^account$/,
  /^two_?factor$/i,
  /^passkey$/i,
  /^api_?key$/i,
  /^subscribers$/,
  /^newsletter_sends$/,
];
// A profile's account link is about a person's sign-in: without accounts it would name nobody.
const personalColumns: Record<string, string[]> = {
  comments: ["author_email"],
  author_profiles: ["user_id"],
};
// Parents first, so that a restore satisfies foreign keys row by row; tables added later by
// other features follow in name order.
const order = [
  "categories",
  "media",
  "media_items",
  "user",
  "account",
  "author_profiles",
  "posts",
  "pages",
  "media_uses",
  "tags",
  "post_tags",
  "comments",
  "redirects",
  "subscribers",
  "settings",
  "import_sources",
];

export interface ExportOptions {
  /** false: leave out accounts (with their password hashes and 2FA secrets) and personal data. */
  users: boolean;
}

export type ExportValue = string | number | boolean | null | { $base64: string };

export function encodeValue(value: unknown): ExportValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString("base64") };
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return value;
  }
  return JSON.stringify(value);
}

function rank(name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}

/** The tables an export carries, parents first. */
export function exportedTables(tables: TableInfo[], options: ExportOptions): TableInfo[] {
  return tables
    .filter((table) => !transient.some((pattern) => pattern.test(table.name)))
    .filter((table) => options.users || !personalTables.some((p) => p.test(table.name)))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

/**
 * Writes the site at `databaseUrl` through `write`, line by line, from one read snapshot on a
 * connection of its own (on SQLite the server's connection stays free meanwhile). Returns the
 * number of rows written.
 */
export async function exportSite(
  databaseUrl: string,
  options: ExportOptions,
  write: (chunk: string) => Promise<void>,
): Promise<number> {
  const db = openDatabase(databaseUrl);
  try {
    return await inReadSnapshot(db, async (trx) => {
      const tables = exportedTables(await listTables(trx), options);
      await write(
        `${JSON.stringify({
          format: exportFormat,
          version: exportVersion,
          exportedAt: new Date().toISOString(),
          users: options.users,
        })}\n`,
      );
      let rows = 0;
      for (const table of tables) {
        await write(`${JSON.stringify({ table: table.name, columns: table.columns })}\n`);
        rows += await writeRows(trx, table, options, write);
      }
      await write(`${JSON.stringify({ end: true, rows })}\n`);
      return rows;
    });
  } finally {
    await db.destroy();
  }
}

async function writeRows(
  trx: DB,
  table: TableInfo,
  options: ExportOptions,
  write: (chunk: string) => Promise<void>,
): Promise<number> {
  const blanked = options.users ? [] : (personalColumns[table.name] ?? []);
  // Pages through the table in key order; the snapshot keeps the pages consistent.
  const pageSize = table.name === "media" ? 20 : 500;
  const orderBy = table.primaryKey.length > 0 ? table.primaryKey : table.columns;
  let written = 0;
  for (let offset = 0; ; offset += pageSize) {
    const rows = await readTablePage(trx, table.name, table.columns, orderBy, pageSize, offset);
    let lines = "";
    for (const row of rows) {
      if (table.name === "settings" && row.key === "auth_secret") continue;
      // A file in a bucket is exported with its bytes, as one stored in the database.
      if (table.name === "media" && row.storage !== undefined && row.storage !== databaseStorage) {
        row.data = await variantBytes(row as Parameters<typeof variantBytes>[0]);
        row.storage = databaseStorage;
      }
      const values = table.columns.map((column) =>
        blanked.includes(column) ? null : encodeValue(row[column]),
      );
      lines += `${JSON.stringify(values)}\n`;
      written += 1;
    }
    if (lines) await write(lines);
    if (rows.length < pageSize) return written;
  }
}
