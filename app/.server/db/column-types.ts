import type { ColumnType } from "kysely";

// SQLite hands back 0/1 and ISO text; PostgreSQL booleans and Dates. Rows are normalized by the
// entity modules through ./values.ts, so callers only ever see booleans and ISO strings.
export type Bool = ColumnType<boolean | number, boolean, boolean>;
export type Timestamp = ColumnType<string | Date, string, string>;
export type NullableTimestamp = ColumnType<
  string | Date | null,
  string | null | undefined,
  string | null
>;
