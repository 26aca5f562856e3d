// npm run import -- FILE [--fetch-media] [--site-url https://old.example]
// Imports a WordPress (WXR), Blogger (Atom), Ghost (JSON) or Warta export into the configured
// database, with progress on stderr and a summary at the end.
import { parseArgs } from "node:util";
import { openDatabase } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";
import { parseEnv } from "~/.server/env";
import { importFile } from "~/.server/import/run-import";
import { formatReport } from "~/.server/import/format-report";
import { parseGhostSiteUrl } from "~/.server/import/ghost";
import { ImportFormatError } from "~/.server/import/types";
import { texts } from "~/lib/admin-texts";

const usage =
  "Pemakaian: npm run import -- BERKAS [--fetch-media] [--site-url https://alamat-lama]";
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    "fetch-media": { type: "boolean", default: false },
    // Ghost exports name their own address __GHOST_URL__; this is what it stood for.
    "site-url": { type: "string" },
  },
});
const path = positionals[0];
if (!path || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
const givenSiteUrl = values["site-url"];
const siteUrl = givenSiteUrl === undefined ? undefined : parseGhostSiteUrl(givenSiteUrl);
if (givenSiteUrl !== undefined && !siteUrl) {
  console.error(texts.moving.badSiteUrl(givenSiteUrl));
  process.exit(2);
}

const env = parseEnv();
const db = openDatabase(env.DATABASE_URL);
let lastShown = 0;
try {
  await migrateToLatest(db);
  const report = await importFile(db, path, {
    fetchMedia: values["fetch-media"],
    siteUrl,
    restoreAccounts: true,
    onProgress(done, total) {
      const now = Date.now();
      if (done < total && now - lastShown < 250) return;
      lastShown = now;
      process.stderr.write(`\r${texts.moving.progress(done, total)}`);
      if (done === total) process.stderr.write("\n");
    },
  });
  console.log(formatReport(report));
} catch (error) {
  if (!(error instanceof ImportFormatError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
