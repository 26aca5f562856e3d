import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// The change feed is the one trigger of the page cache (app/.server/context.ts, Services.cache):
// every write readers can see must announce itself. A comment written approved (an import, a
// restored export) shows at once, unlike a reader's pending one (migration 0005 left inserts
// out for those), so inserts of approved comments announce themselves too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create trigger comments_approved_insert_notify_change
      after insert on comments for each row when (new.status = 'approved')
      execute function warta_notify_change()`.execute(db);
    return;
  }
  await sql`create trigger comments_approved_insert_bump_version
    after insert on comments when new.status = 'approved'
    begin update content_version set version = version + 1 where id = 1; end`.execute(db);
}
