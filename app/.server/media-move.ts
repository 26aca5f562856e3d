// `npm run media:move -- s3://bucket/prefix` (or `-- database`): moves every stored media file to
// the other storage. Each variant is copied, read back and compared, and only then is its row
// switched, so a run stopped anywhere leaves every row pointing at bytes that are there; running
// it again finishes the rest (rows already in the target are skipped).
import type { DB } from "./db/connection";
import { countMediaVariants, switchVariantStorage, variantsNotIn } from "./db/media";
import { databaseStorage, s3Store, variantBytes, variantKey } from "./media-storage";

export interface MoveResult {
  moved: number;
  alreadyThere: number;
}

export async function moveMedia(db: DB, target: string): Promise<MoveResult> {
  const targetStore = target === databaseStorage ? undefined : s3Store(target);
  const total = await countMediaVariants(db);
  let moved = 0;
  for (;;) {
    const batch = await variantsNotIn(db, target, 20);
    if (batch.length === 0) break;
    for (const row of batch) {
      const bytes = await variantBytes(row);
      if (!bytes) throw new Error(`media ${row.hash}-${row.width}: no bytes in ${row.storage}`);
      const key = variantKey(row.hash, row.width);
      if (targetStore) {
        await targetStore.put(key, bytes, row.mime);
        const copied = await targetStore.get(key);
        if (!copied || Buffer.compare(Buffer.from(copied), Buffer.from(bytes)) !== 0) {
          throw new Error(`media ${key}: the copy in ${target} differs`);
        }
      }
      await switchVariantStorage(db, row, target, targetStore ? new Uint8Array(0) : bytes);
      moved += 1;
    }
  }
  return { moved, alreadyThere: total - moved };
}
