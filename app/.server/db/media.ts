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
): Promise<void> {
  const createdAt = nowIso();
  await db
    .insertInto("media")
    .values(
      variants.map((variant) => ({
        ...variant,
        hash,
        mime,
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

/** The stored variant closest to `width` without going over it (or the smallest there is). */
export async function findMediaVariant(
  db: DB,
  hash: string,
  width: number,
): Promise<{ mime: string; data: Uint8Array } | undefined> {
  const atMost = await db
    .selectFrom("media")
    .select(["mime", "data"])
    .where("hash", "=", hash)
    .where("width", "<=", width)
    .orderBy("width", "desc")
    .limit(1)
    .executeTakeFirst();
  if (atMost) return atMost;
  return db
    .selectFrom("media")
    .select(["mime", "data"])
    .where("hash", "=", hash)
    .orderBy("width", "asc")
    .limit(1)
    .executeTakeFirst();
}
