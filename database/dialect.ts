import { PostgresAdapter, type QueryExecutor } from "kysely";

/** Any Kysely instance, whatever its schema type. */
type AnyDb = { getExecutor(): QueryExecutor };

// Migrations branch on the dialect, and the app's queries do too: both ask here. It lives in
// database/ because the app's database modules run the migrations, never the other way round.

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
