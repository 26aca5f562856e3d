import type { DB } from "./connection";
import { nowIso } from "./values";

export interface MediaVariant {
  width: number;
  height: number;
  data: Uint8Array;
}

export async function insertMediaVariants(
  db: DB,
  hash: string,
  mime: string,
  variants: MediaVariant[],
  storage = "database",
): Promise<void> {
  const createdAt = nowIso();
  await db
    .insertInto("media")
    .values(
      variants.map((variant) => ({
        ...variant,
        hash,
        mime,
        storage,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function hasMedia(db: DB, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom("media")
    .select("hash")
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row !== undefined;
}

export interface StoredVariant {
  hash: string;
  width: number;
  mime: string;
  /** Empty when `storage` is a bucket. */
  data: Uint8Array;
  storage: string;
}

/** The stored variant closest to `width` without going over it (or the smallest there is). */
export async function findMediaVariant(
  db: DB,
  hash: string,
  width: number,
): Promise<StoredVariant | undefined> {
  const atMost = await db
    .selectFrom("media")
    .select(["hash", "width", "mime", "data", "storage"])
    .where("hash", "=", hash)
    .where("width", "<=", width)
    .orderBy("width", "desc")
    .limit(1)
    .executeTakeFirst();
  if (atMost) return atMost;
  return db
    .selectFrom("media")
    .select(["hash", "width", "mime", "data", "storage"])
    .where("hash", "=", hash)
    .orderBy("width", "asc")
    .limit(1)
    .executeTakeFirst();
}

export async function countMediaVariants(db: DB): Promise<number> {
  const row = await db
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Up to `limit` variants whose bytes are not in `storage`, in key order. */
export function variantsNotIn(db: DB, storage: string, limit: number): Promise<StoredVariant[]> {
  return db
    .selectFrom("media")
    .select(["hash", "width", "mime", "data", "storage"])
    .where("storage", "!=", storage)
    .orderBy("hash")
    .orderBy("width")
    .limit(limit)
    .execute();
}

/** Points a variant at its bytes' new storage, if it still is where `from` says. */
export async function switchVariantStorage(
  db: DB,
  from: StoredVariant,
  storage: string,
  data: Uint8Array,
): Promise<void> {
  await db
    .updateTable("media")
    .set({ storage, data })
    .where("hash", "=", from.hash)
    .where("width", "=", from.width)
    .where("storage", "=", from.storage)
    .execute();
}

/** Where each stored width of an image is now (its bytes' storage). */
export function storedVariants(
  db: DB,
  hash: string,
): Promise<{ storage: string; width: number }[]> {
  return db.selectFrom("media").select(["storage", "width"]).where("hash", "=", hash).execute();
}
