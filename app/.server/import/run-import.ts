import { open } from "node:fs/promises";
import { texts } from "~/lib/admin-texts";
import type { DB } from "../db/connection";
import { exportFormat } from "../export";
import { indexUnindexedPosts } from "../db/search-index";
import { bloggerReader } from "./blogger";
import { ghostReader } from "./ghost";
import { addLine, addSkipped, emptyReport, type ImportReport } from "~/lib/import-report";
import { writeMenus } from "./menus";
import {
  ImportFormatError,
  type ImportedMenuItem,
  type SourceReader,
  type WriterContext,
} from "./types";
import type { ImportProgress } from "./progress";
import { restoreWartaExport } from "./warta";
import { wordpressReader } from "./wordpress";
import { writeEntry, writeLooseComment } from "./writer";

const t = texts.moving;

export interface ImportOptions {
  /** Download the old site's images into Warta's media (otherwise their URLs are kept). */
  fetchMedia?: boolean;
  /** A Warta export's accounts are restored too, into a site without any (command line only). */
  restoreAccounts?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** The dashboard's progress bar (./progress.ts): entries and images counted as they go. */
  progress?: ImportProgress;
  /** A Ghost export's old address, put in place of `__GHOST_URL__` (parseGhostSiteUrl()). */
  siteUrl?: string;
}

type Format = ImportReport["format"];

/** Names the file's format from its first bytes; ImportFormatError when it is none of ours. */
export async function detectFormat(path: string): Promise<Format> {
  const file = await open(path);
  let head: string;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    head = buffer
      .subarray(0, bytesRead)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart();
  } finally {
    await file.close();
  }
  if (head === "") throw new ImportFormatError(t.emptyFile);
  if (head.startsWith("{")) {
    return head.startsWith(`{"format":"${exportFormat}"`) ? "warta" : "ghost";
  }
  if (head.startsWith("<")) {
    if (/<rss\b/.test(head) && /wordpress\.(org|com)\/export\//.test(head)) return "wordpress";
    if (/<feed\b/.test(head) && /blogger/i.test(head)) return "blogger";
  }
  throw new ImportFormatError(t.unknownFormat);
}

function readerFor(
  format: Exclude<Format, "warta">,
  path: string,
  options: ImportOptions,
): SourceReader {
  if (format === "wordpress") return wordpressReader(path);
  if (format === "blogger") return bloggerReader(path);
  return ghostReader(path, { siteUrl: options.siteUrl });
}

/**
 * Imports an export file of WordPress, Blogger, Ghost or Warta into the site. The whole file is
 * checked before anything is written: a broken file throws ImportFormatError and changes
 * nothing. Each post then goes in with its comments in a transaction of its own.
 */
export async function importFile(
  db: DB,
  path: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const format = await detectFormat(path);
  if (format === "warta") {
    const report = await restoreWartaExport(db, path, {
      accounts: options.restoreAccounts ?? false,
    });
    await indexUnindexedPosts(db);
    return report;
  }
  const reader = readerFor(format, path, options);
  const total = await reader.check();
  if (options.progress) options.progress.total = total;
  const ctx: WriterContext = {
    db,
    source: reader.source(),
    fetchMedia: options.fetchMedia ?? false,
    report: emptyReport(format),
    fetched: new Map(),
    describeMedia: (url) => reader.describeMedia?.(url),
    progress: options.progress,
  };
  for (const note of reader.notes?.() ?? []) {
    addLine(ctx.report, "notes", { label: path.split(/[\\/]/).at(-1) ?? path, reason: note });
  }
  let done = 0;
  const menuItems: ImportedMenuItem[] = [];
  // Every row written here announces itself to the page cache from the database's triggers
  // (approved comments too, migration 0024): nothing to tell the other instances by hand.
  for await (const item of reader.items()) {
    if (item.type === "entry") await writeEntry(ctx, item.entry);
    else if (item.type === "menuItem") menuItems.push(item.item);
    else if (item.type === "comment") await writeLooseComment(ctx, item.postSourceId, item.comment);
    else {
      if (item.counts !== "other") ctx.report[item.counts].skipped += 1;
      addSkipped(ctx.report, item.reason);
    }
    done += 1;
    if (options.progress) options.progress.done = done;
    options.onProgress?.(done, total);
  }
  // Menus point at posts and pages: written once all of them are in.
  if (menuItems.length > 0) await writeMenus(ctx, menuItems, reader.site?.() ?? "");
  return ctx.report;
}
