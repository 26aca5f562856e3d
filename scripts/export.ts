// npm run export -- FILE [--no-users]
// Writes the whole site as one file (see app/.server/export.ts), first under FILE.partial and
// renamed when complete, so that FILE is never a half-written backup.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rename } from "node:fs/promises";
import { parseArgs } from "node:util";
import { migrateToLatest } from "~/.server/db/migrate";
import { openDatabase } from "~/.server/db/connection";
import { parseEnv } from "~/.server/env";
import { exportSite } from "~/.server/export";
import { configureMediaStorage } from "~/.server/media-storage";
import { texts } from "~/lib/admin-texts";

const usage = "Pemakaian: npm run export -- BERKAS [--no-users]";
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "no-users": { type: "boolean", default: false } },
});
const path = positionals[0];
if (!path || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}

const env = parseEnv();
configureMediaStorage(env);
const db = openDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(db);
} finally {
  await db.destroy();
}
const partial = `${path}.partial`;
const out = createWriteStream(partial);
const rows = await exportSite(env.DATABASE_URL, { users: !values["no-users"] }, async (chunk) => {
  if (!out.write(chunk)) await once(out, "drain");
});
out.end();
await once(out, "finish");
await rename(partial, path);
console.log(texts.moving.exportDone(path, rows));
