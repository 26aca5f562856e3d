// npm run media:move -- s3://bucket/prefix | database
// Moves every media file's bytes to that storage (app/.server/media-move.ts); safe to run again.
import { openDatabase } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";
import { parseEnv } from "~/.server/env";
import { moveMedia } from "~/.server/media-move";
import { configureMediaStorage } from "~/.server/media-storage";
import { texts } from "~/lib/admin-texts";

const target = process.argv[2];
const env = parseEnv({ ...process.env, MEDIA_STORAGE: target ?? "" });
if (!target || process.argv.length > 3) {
  console.error(texts.moving.mediaMoveUsage);
  process.exit(2);
}
configureMediaStorage(env);
const db = openDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  const result = await moveMedia(db, env.MEDIA_STORAGE);
  console.log(texts.moving.mediaMoveDone(env.MEDIA_STORAGE, result.moved, result.alreadyThere));
} finally {
  await db.destroy();
}
