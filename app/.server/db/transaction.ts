import type { Transaction } from "kysely";
import type { DB } from "./connection";
import type { Database } from "./schema";

/** A transaction, for functions that must run inside their caller's. */
export type Trx = Transaction<Database>;

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one: a db function that
 * needs its writes together still joins the one transaction of a command
 * (app/.server/commands/), where Kysely refuses a nested transaction.
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
