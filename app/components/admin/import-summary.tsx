import type { ImportReport } from "~/lib/import-report";
import { texts } from "~/lib/admin-texts";

const t = texts.moving;

function List({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <details className="mt-4" open={lines.length <= 10}>
      <summary className="cursor-pointer font-semibold">
        {title} ({lines.length})
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/** What an import did: counts per kind, then the failures, skips, notes and old-site images. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const c = t.columns;
  return (
    <section
      aria-labelledby="hasil-impor"
      className="mt-6 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800"
      data-testid="import-summary"
    >
      <h2 id="hasil-impor" className="text-lg font-bold">
        {t.summaryTitle}: {t.formatNames[report.format]}
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <tr>
              {[c.kind, c.created, c.updated, c.unchanged, c.skipped, c.failed].map((label) => (
                <th key={label} className="px-2 py-2 whitespace-nowrap">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 tabular-nums dark:divide-slate-800">
            {(["posts", "pages", "comments"] as const).map((kind) => {
              const tally = report[kind];
              return (
                <tr key={kind}>
                  <th scope="row" className="px-2 py-2 font-medium">
                    {t.kinds[kind]}
                  </th>
                  {[tally.created, tally.updated, tally.unchanged, tally.skipped, tally.failed].map(
                    (value, index) => (
                      <td key={index} className="px-2 py-2">
                        {value}
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {report.menuItems > 0 && (
        <p className="mt-4 text-sm">{t.menuItemsImported(report.menuItems)}</p>
      )}
      {report.categoriesCreated.length > 0 && (
        <p className="mt-4 text-sm">
          <span className="font-semibold">{t.categoriesCreated}:</span>{" "}
          {report.categoriesCreated.join(", ")}
        </p>
      )}
      <List
        title={t.tableColumns.table}
        lines={report.tables.map(
          (table) =>
            `${table.table}: ${t.tableColumns.restored} ${table.restored}, ${t.tableColumns.skipped} ${table.skipped}`,
        )}
      />
      <List
        title={t.failuresTitle}
        lines={report.failures.map((line) => `${line.label}: ${line.reason}`)}
      />
      <List
        title={t.skippedTitle}
        lines={report.skippedReasons.map((entry) => `${entry.count} × ${entry.reason}`)}
      />
      <List
        title={t.notesTitle}
        lines={report.notes.map((line) => `${line.label}: ${line.reason}`)}
      />
      {report.blocks && Object.values(report.blocks).some((n) => n > 0) && (
        <p className="mt-4 text-sm">{t.blocksKept(report.blocks)}</p>
      )}
      {report.mediaFetched > 0 && (
        <p className="mt-4 text-sm">{t.mediaFetched(report.mediaFetched)}</p>
      )}
      {report.mediaRetried > 0 && (
        <p className="mt-4 text-sm">{t.mediaRetried(report.mediaRetried)}</p>
      )}
      <List title={t.mediaTitle(report.mediaKeptCount)} lines={report.mediaKept} />
      {report.omitted > 0 && <p className="mt-4 text-sm">{t.omitted(report.omitted)}</p>}
    </section>
  );
}
