// npm run bench:revisions [-- --revisions N] [-- --requests R] [-- --database-url URL]
//
// One article with N revisions (1,000 by default) against one without any: how long the editor
// and Riwayat take to answer, signed in, page cache irrelevant (admin pages are never cached).
// A simple sequential loop (one client), so the figures are latencies, not throughput; medians
// and 95th percentiles are printed. Figures only: nothing here is asserted.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { listCategories } from "../app/.server/db/categories";
import { openDatabase } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { createPost } from "../app/.server/db/post-writes";
import { insertRevision } from "../app/.server/db/revisions";
import { benchSignUp, measureAdmin, startBench } from "./admin-server";

const { values: args } = parseArgs({
  options: {
    revisions: { type: "string", default: "1000" },
    requests: { type: "string", default: "200" },
    "database-url": { type: "string" },
  },
});
const revisionCount = Number(args.revisions);
const requests = Number(args.requests);

const dir = mkdtempSync(join(tmpdir(), "warta-bench-revisions-"));
const databaseUrl = args["database-url"] ?? `file:${join(dir, "warta.db")}`;

function paragraphs(n: number): string {
  return Array.from(
    { length: 8 },
    (_, p) =>
      `<p>Paragraf ${p + 1} versi ${n}: harga beras di pasar induk ${n % 2 ? "naik" : "turun"} ` +
      `menjadi Rp${10_000 + n} per kilogram menurut pedagang di Jakarta dan sekitarnya.</p>`,
  ).join("");
}

async function prepare(): Promise<{ heavy: number; light: number }> {
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const [category] = await listCategories(db);
  const article = (slug: string) => ({
    title: `Harga Beras ${slug}`,
    slug,
    summary: "Harga beras di pasar induk.",
    content: paragraphs(0),
    image: null,
    categoryId: category?.id ?? 1,
    author: "Redaksi",
    published: true,
  });
  const heavy = await createPost(db, article("banyak-versi"));
  const light = await createPost(db, article("tanpa-versi"));
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let n = 0; n < revisionCount; n++) {
      await insertRevision(
        trx,
        { kind: "post", id: heavy },
        { ...article("banyak-versi"), content: paragraphs(n), published: true },
        { savedBy: null, createdAt: new Date(now - (revisionCount - n) * 3_600_000).toISOString() },
      );
    }
  });
  await db.destroy();
  return { heavy, light };
}

const { heavy, light } = await prepare();
const server = await startBench(databaseUrl);
try {
  const cookie = await benchSignUp(server.url);
  const cases = [
    ["Editor, no revisions", `/admin/articles/${light}/edit`],
    [`Editor, ${revisionCount} revisions`, `/admin/articles/${heavy}/edit`],
    ["Riwayat, no revisions", `/admin/articles/${light}/riwayat`],
    [`Riwayat, ${revisionCount} revisions`, `/admin/articles/${heavy}/riwayat`],
    [`Riwayat, last page of ${revisionCount}`, `/admin/articles/${heavy}/riwayat?halaman=50`],
    [`Riwayat data request, ${revisionCount}`, `/admin/articles/${heavy}/riwayat.data`],
  ] as const;
  console.log(`${requests} sequential requests each, one client, ${databaseUrl.split(":")[0]}`);
  console.log("| Page | p50 ms | p95 ms |\n|---|---:|---:|");
  for (const [name, path] of cases) {
    const { p50, p95 } = await measureAdmin(server.url, cookie, path, requests);
    console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
  }
} finally {
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
}
