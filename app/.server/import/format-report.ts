import { texts } from "~/lib/admin-texts";
import type { ImportReport } from "~/lib/import-report";

const t = texts.moving;

/** The import's summary as plain text, for the command line. */
export function formatReport(report: ImportReport): string {
  const out: string[] = [`${t.summaryTitle}: ${t.formatNames[report.format]}`];
  const c = t.columns;
  const header = [c.kind, c.created, c.updated, c.unchanged, c.skipped, c.failed];
  const rows = (["posts", "pages", "comments"] as const).map((kind) => {
    const tally = report[kind];
    return [
      t.kinds[kind],
      tally.created,
      tally.updated,
      tally.unchanged,
      tally.skipped,
      tally.failed,
    ].map(String);
  });
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  for (const row of [header, ...rows]) {
    out.push(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  "),
    );
  }
  if (report.tables.length > 0) {
    out.push("", `${t.tableColumns.table}: ${t.tableColumns.restored} / ${t.tableColumns.skipped}`);
    for (const table of report.tables)
      out.push(`  ${table.table}: ${table.restored} / ${table.skipped}`);
  }
  if (report.menuItems > 0) out.push("", t.menuItemsImported(report.menuItems));
  if (report.categoriesCreated.length > 0) {
    out.push("", `${t.categoriesCreated}: ${report.categoriesCreated.join(", ")}`);
  }
  const section = (title: string, lines: string[]) => {
    if (lines.length > 0) out.push("", `${title}:`, ...lines.map((line) => `  - ${line}`));
  };
  section(
    t.failuresTitle,
    report.failures.map((line) => `${line.label}: ${line.reason}`),
  );
  section(
    t.skippedTitle,
    report.skippedReasons.map((entry) => `${entry.count} × ${entry.reason}`),
  );
  section(
    t.notesTitle,
    report.notes.map((line) => `${line.label}: ${line.reason}`),
  );
  if (Object.values(report.blocks).some((n) => n > 0)) out.push("", t.blocksKept(report.blocks));
  if (report.mediaFetched > 0) out.push("", t.mediaFetched(report.mediaFetched));
  if (report.mediaRetried > 0) out.push(t.mediaRetried(report.mediaRetried));
  section(t.mediaTitle(report.mediaKeptCount), report.mediaKept);
  if (report.omitted > 0) out.push("", t.omitted(report.omitted));
  return out.join("\n");
}
