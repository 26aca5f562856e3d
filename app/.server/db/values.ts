export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}

// The form `toISOString` writes, which is how Warta stores every time on SQLite.
const isoForm = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A time from the database as `toISOString` writes it: PostgreSQL gives Dates, SQLite the stored
 * text. Text already in that form is returned as it is; parsing and writing it again took about
 * 1 % of an uncached article's CPU (a dozen times a page).
 */
export function toIso(value: string | Date): string {
  if (typeof value === "string" && isoForm.test(value)) return value;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}
