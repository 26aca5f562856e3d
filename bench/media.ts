// npm run bench:media [-- --images N] [-- --requests R] [-- --database-url URL]
//
// The media library with N images (10,000 by default, a tenth of them used by an article): how
// long the library's first page, a search, "Belum dipakai", a late page and the editor's picker
// take to answer, signed in. Sequential requests (one client): latencies, not throughput.
// Figures only: nothing here is asserted.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { listCategories } from "../app/.server/db/categories";
import { openDatabase } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { createPost } from "../app/.server/db/post-writes";
import { benchSignUp, measureAdmin, startBench } from "./admin-server";

const { values: args } = parseArgs({
  options: {
    images: { type: "string", default: "10000" },
    requests: { type: "string", default: "100" },
    "database-url": { type: "string" },
  },
});
const imageCount = Number(args.images);
const requests = Number(args.requests);

const dir = mkdtempSync(join(tmpdir(), "warta-bench-media-"));
const databaseUrl = args["database-url"] ?? `file:${join(dir, "warta.db")}`;
const places = ["stadion", "pasar", "banjir", "sekolah", "pelabuhan", "sawah", "gedung", "jalan"];

async function prepare(): Promise<void> {
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const [category] = await listCategories(db);
  const start = Date.now() - imageCount * 60_000;
  const hash = (n: number) => n.toString(16).padStart(32, "0");
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < imageCount; from += 500) {
      const rows = Array.from({ length: Math.min(500, imageCount - from) }, (_, i) => {
        const n = from + i;
        const place = places[n % places.length] ?? "kota";
        return {
          hash: hash(n),
          original_name: `${place}-${n}.jpg`,
          mime: "image/jpeg",
          size: 200_000 + n,
          width: 1600,
          height: 900,
          alt: `Foto ${place} nomor ${n}`,
          caption: `Suasana ${place} pada pagi hari`,
          credit: n % 3 === 0 ? "Foto: ANTARA" : "Dok. Istimewa",
          uploaded_by: null,
          created_at: new Date(start + n * 60_000).toISOString(),
        };
      });
      await trx.insertInto("media_items").values(rows).execute();
    }
    for (let n = 0; n < imageCount; n += 10) {
      await createPost(trx, {
        title: `Berita ${n}`,
        slug: `berita-${n}`,
        summary: "Ringkasan.",
        content: `<p>Isi.</p><img src="/media/${hash(n)}.webp" alt="Foto">`,
        image: null,
        categoryId: category?.id ?? 1,
        author: "Redaksi",
        published: true,
      });
    }
  });
  await db.destroy();
}

await prepare();
const server = await startBench(databaseUrl);
try {
  const cookie = await benchSignUp(server.url);
  const last = Math.ceil(imageCount / 24);
  const cases = [
    [`Media, first page of ${imageCount}`, "/admin/media"],
    ["Media, search by caption word", "/admin/media?q=pelabuhan"],
    ["Media, search by two words", "/admin/media?q=stadion%20antara"],
    ["Media, belum dipakai", "/admin/media?unused=1"],
    [`Media, page ${last}`, `/admin/media?page=${last}`],
    ["Picker, search (JSON)", "/admin/media/items?q=banjir"],
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
