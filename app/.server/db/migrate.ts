import { Migrator } from "kysely";
import { migrations } from "../../../database/migrations";
import type { DB } from "./connection";

/** Brings the schema up to date. On PostgreSQL Kysely holds an advisory lock meanwhile, so
 * several instances may start at once. */
export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migrasi gagal${failed ? ` pada ${failed.migrationName}` : ""}`, {
      cause: error,
    });
  }
}
