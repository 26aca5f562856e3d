import { sql } from "kysely";
import type { DB } from "./connection";
import { isPostgres } from "./dialect";

// The demo content's own queries (app/.server/seed/).

const seedLockId = 7_305_001;

/**
 * Runs `seed` in one transaction when the database has no article yet, so a restart never
 * duplicates content. On PostgreSQL several instances may start at once: a transaction-scoped
 * advisory lock lets one seed while the others wait and then find the articles there.
 */
export async function whenNoArticles(db: DB, seed: (trx: DB) => Promise<number>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${seedLockId})`.execute(trx);
    const any = await trx.selectFrom("posts").select("id").limit(1).executeTakeFirst();
    return any ? 0 : seed(trx);
  });
}

/** How many articles the database holds. */
export async function countArticles(db: DB): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Writes the bio of the author profile with this name. */
export async function setBioByName(db: DB, name: string, bio: string): Promise<void> {
  await db.updateTable("author_profiles").set({ bio }).where("name", "=", name).execute();
}
