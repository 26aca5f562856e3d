// What an import did, item by item where it matters and counted where it does not. Plain data,
// so the dashboard can send it to the browser as it is.

/** The largest export file the dashboard accepts; larger sites use `npm run import`. */
export const maxImportBytes = 200 * 1024 * 1024;

export interface Tally {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
}

export interface ReportLine {
  label: string;
  reason: string;
}

export interface ImportReport {
  format: "wordpress" | "blogger" | "ghost" | "warta";
  posts: Tally;
  pages: Tally;
  comments: Tally;
  categoriesCreated: string[];
  /** WordPress menu items written into the header and footer menus. */
  menuItems: number;
  /** Remarks about imported items (status mapped, slug changed, shortcode unknown…). */
  notes: ReportLine[];
  /** Items that could not be imported, each with its reason. */
  failures: ReportLine[];
  /** Items left out on purpose, counted by reason. */
  skippedReasons: { reason: string; count: number }[];
  /** Images still served by the old site (kept as URLs), the first of them. */
  mediaKept: string[];
  mediaKeptCount: number;
  mediaFetched: number;
  /** Of those, images that an earlier import of the same file failed to fetch. */
  mediaRetried: number;
  /** Lines beyond the caps of notes, failures and mediaKept, left out of this report. */
  omitted: number;
  /** The stories' blocks kept (docs/decisions/0025-block-set.md), counted per kind. */
  blocks: BlockTally;
  /** Warta's own export: rows restored and left out per table. */
  tables: { table: string; restored: number; skipped: number }[];
}

export interface BlockTally {
  tables: number;
  figures: number;
  galleries: number;
  embeds: number;
  quotes: number;
}

const maxLines = 300;

const tally = (): Tally => ({ created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 });

export function emptyReport(format: ImportReport["format"]): ImportReport {
  return {
    format,
    posts: tally(),
    pages: tally(),
    comments: tally(),
    categoriesCreated: [],
    menuItems: 0,
    notes: [],
    failures: [],
    skippedReasons: [],
    mediaKept: [],
    mediaKeptCount: 0,
    mediaFetched: 0,
    mediaRetried: 0,
    omitted: 0,
    blocks: { tables: 0, figures: 0, galleries: 0, embeds: 0, quotes: 0 },
    tables: [],
  };
}

export function addLine(report: ImportReport, list: "notes" | "failures", line: ReportLine) {
  if (report[list].length < maxLines) report[list].push(line);
  else report.omitted += 1;
}

export function addSkipped(report: ImportReport, reason: string) {
  const found = report.skippedReasons.find((entry) => entry.reason === reason);
  if (found) found.count += 1;
  else report.skippedReasons.push({ reason, count: 1 });
}

export function addMediaKept(report: ImportReport, url: string) {
  if (report.mediaKept.includes(url)) return;
  report.mediaKeptCount += 1;
  if (report.mediaKept.length < maxLines) report.mediaKept.push(url);
  else report.omitted += 1;
}

export function addBlocks(report: ImportReport, counts: BlockTally) {
  for (const kind of Object.keys(counts) as (keyof BlockTally)[]) {
    report.blocks[kind] += counts[kind];
  }
}
