import type { Updateable } from "kysely";
import type { DB } from "./connection";
import { isUniqueViolation } from "./dialect";
import { addRedirect, clearRedirect, markGone, markLeadingHereGone } from "./redirects";
import type { Database } from "./schema";
import { inTransaction } from "./transaction";
import { toBool, toIso } from "./values";

// Articles and pages both live at a public address made from their slug, unique in their table.
// Renaming a published one keeps the old address answering 301, deleting it leaves 410 there, and
// a published one owns its address over any redirect. These are the write paths they share.

export type AddressedTable = "posts" | "pages";

export interface Addressed<T extends AddressedTable> {
  table: T;
  /** The public path of a slug: /blog/slug or /slug. */
  path: (slug: string) => string;
  /** The error a taken slug is reported as. */
  slugTaken: (slug: string) => Error;
}

export type UpdateResult = "updated" | "stale" | "missing";

type Columns<T extends AddressedTable> = Updateable<Database[T]> & {
  slug: string;
  published: boolean;
};

/**
 * Saves an edit only if the row is still at the version the editor loaded (`expectedUpdatedAt`);
 * otherwise nothing is written and the answer says why. The address change, and `alsoWrite`
 * (rows that belong to this one, e.g. an article's tags), are in the same transaction.
 */
export async function updateAddressed<T extends AddressedTable>(
  db: DB,
  kind: Addressed<T>,
  id: number,
  columns: Columns<T>,
  expectedUpdatedAt: string,
  alsoWrite?: (trx: DB) => Promise<void>,
): Promise<UpdateResult> {
  // Both tables have these columns; Kysely cannot see that through the type parameter.
  const table = kind.table as AddressedTable as "posts";
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom(table)
      .select(["updated_at", "slug", "published"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return "missing";
    if (toIso(current.updated_at) !== expectedUpdatedAt) return "stale";
    try {
      const result = await trx
        .updateTable(table)
        .set({ ...(columns as Columns<"posts">), updated_at: laterThan(toIso(current.updated_at)) })
        .where("id", "=", id)
        // Compared with the value as stored, so a save in between makes this match nothing.
        .where("updated_at", "=", current.updated_at)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return "stale";
    } catch (error) {
      if (isUniqueViolation(error)) throw kind.slugTaken(columns.slug);
      throw error;
    }
    if (toBool(current.published) && current.slug !== columns.slug) {
      await addRedirect(trx, kind.path(current.slug), kind.path(columns.slug));
    }
    if (columns.published) await clearRedirect(trx, kind.path(columns.slug));
    if (alsoWrite) await alsoWrite(trx);
    return "updated";
  });
}

/** A row's slug and version stamp (updated_at), or undefined when there is no such row. */
export async function findAddressedStamp(
  db: DB,
  table: AddressedTable,
  id: number,
): Promise<{ slug: string; updatedAt: string } | undefined> {
  const row = await db
    .selectFrom(table)
    .select(["slug", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { slug: row.slug, updatedAt: toIso(row.updated_at) };
}

/** Deletes a row; its address (and older ones) answer 410 if it was public there. */
export async function deleteAddressed<T extends AddressedTable>(
  db: DB,
  kind: Addressed<T>,
  id: number,
): Promise<boolean> {
  const table = kind.table as AddressedTable as "posts";
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom(table)
      .select(["slug", "published"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom(table).where("id", "=", id).execute();
    const path = kind.path(row.slug);
    if (toBool(row.published)) await markGone(trx, path);
    else await markLeadingHereGone(trx, path);
    return true;
  });
}

// A new version stamp always differs from the previous one, even within the same millisecond.
function laterThan(previous: string): string {
  const now = Date.now();
  const before = Date.parse(previous);
  return new Date(now > before ? now : before + 1).toISOString();
}
