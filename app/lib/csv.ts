// RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, CRLF lines.
// A field that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
// apostrophe, so an exported list cannot carry a formula into the admin's spreadsheet.

const formulaStart = /^[=+\-@\t\r]/;

function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document of a header row and data rows, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
