// npm run bench:revisions [-- --revisions N] [-- --requests R] [-- --database-url URL]
//
// One article with N revisions (1,000 by default) against one without any: how long the editor
// and Riwayat take to answer, signed in, page cache irrelevant (admin pages are never cached).
// A simple sequential loop (one client), so the figures are latencies, not throughput; medians
// and 95th percentiles are printed. Figures only: nothing here is asserted.
import { parseArgs } from "node:util";
import { createPost } from "../app/.server/db/post-writes";
import { insertRevision } from "../app/.server/db/revisions";
import { fillDatabase, timeAdminPages, timingTable, withBenchDirectory } from "./admin-server";

const { values: args } = parseArgs({
  options: {
    revisions: { type: "string", default: "1000" },
    requests: { type: "string", default: "200" },
    "database-url": { type: "string" },
  },
});
const revisionCount = Number(args.revisions);
const requests = Number(args.requests);

function paragraphs(n: number): string {
  return Array.from(
    { length: 8 },
    (_, p) =>
      `<p>Paragraf ${p + 1} versi ${n}: harga beras di pasar induk ${n % 2 ? "naik" : "turun"} ` +
      `menjadi Rp${10_000 + n} per kilogram menurut pedagang di Jakarta dan sekitarnya.</p>`,
  ).join("");
}

await withBenchDirectory("revisions", args["database-url"], async (databaseUrl) => {
  const { heavy, light } = await fillDatabase(databaseUrl, async (db, categoryId) => {
    const article = (slug: string) => ({
      title: `Harga Beras ${slug}`,
      slug,
      summary: "Harga beras di pasar induk.",
      content: paragraphs(0),
      image: null,
      categoryId,
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
          {
            savedBy: null,
            createdAt: new Date(now - (revisionCount - n) * 3_600_000).toISOString(),
          },
        );
      }
    });
    return { heavy, light };
  });
  const timings = await timeAdminPages(
    databaseUrl,
    [
      ["Editor, no revisions", `/admin/articles/${light}/edit`],
      [`Editor, ${revisionCount} revisions`, `/admin/articles/${heavy}/edit`],
      ["Riwayat, no revisions", `/admin/articles/${light}/riwayat`],
      [`Riwayat, ${revisionCount} revisions`, `/admin/articles/${heavy}/riwayat`],
      [`Riwayat, last page of ${revisionCount}`, `/admin/articles/${heavy}/riwayat?halaman=50`],
      [`Riwayat data request, ${revisionCount}`, `/admin/articles/${heavy}/riwayat.data`],
    ],
    requests,
  );
  console.log(`${requests} sequential requests each, one client, ${databaseUrl.split(":")[0]}`);
  console.log(timingTable(timings));
});
