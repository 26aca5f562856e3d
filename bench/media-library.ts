// Issue 42's part of `npm run bench` (`-- --only media`): the media library with N images
// (10,000 by default, a tenth of them used by an article), signed in: how long the library's
// first page, a search, "Belum dipakai", a late page and the editor's picker take to answer.
// Sequential requests (one client): latencies, not throughput.
import { createPost } from "../app/.server/db/post-writes";
import {
  fillDatabase,
  timeAdminPages,
  timingTable,
  withBenchDirectory,
  type AdminTiming,
} from "./admin-server";
import { heading } from "./report";

const places = ["stadion", "pasar", "banjir", "sekolah", "pelabuhan", "sawah", "gedung", "jalan"];

/** `count` described images in the library, one in ten used by an article of its own. */
async function fillLibrary(databaseUrl: string, count: number): Promise<void> {
  await fillDatabase(databaseUrl, async (db, categoryId) => {
    const start = Date.now() - count * 60_000;
    const hash = (n: number) => n.toString(16).padStart(32, "0");
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < count; from += 500) {
        const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => {
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
      for (let n = 0; n < count; n += 10) {
        await createPost(trx, {
          title: `Berita ${n}`,
          slug: `berita-${n}`,
          summary: "Ringkasan.",
          content: `<p>Isi.</p><img src="/media/${hash(n)}.webp" alt="Foto">`,
          image: null,
          categoryId,
          author: "Redaksi",
          published: true,
        });
      }
    });
  });
}

export interface MediaFigures {
  images: number;
  requests: number;
  database: string;
  timings: AdminTiming[];
}

/** Fills a library of `images` (in a temporary database unless `databaseUrl`) and times it. */
export async function measureMediaLibrary(options: {
  images: number;
  requests: number;
  databaseUrl?: string;
}): Promise<MediaFigures> {
  const { images, requests } = options;
  return withBenchDirectory("media", options.databaseUrl, async (databaseUrl) => {
    console.log(`Media library: ${images.toLocaleString("en-US")} images…`);
    await fillLibrary(databaseUrl, images);
    const last = Math.ceil(images / 24);
    const timings = await timeAdminPages(
      databaseUrl,
      [
        [`Media, first page of ${images.toLocaleString("en-US")}`, "/admin/media"],
        ["Media, search by caption word", "/admin/media?q=pelabuhan"],
        ["Media, search by two words", "/admin/media?q=stadion%20antara"],
        ["Media, belum dipakai", "/admin/media?unused=1"],
        [`Media, page ${last}`, `/admin/media?page=${last}`],
        ["Picker, search (JSON)", "/admin/media/items?q=banjir"],
      ],
      requests,
    );
    return { images, requests, database: databaseUrl.split(":")[0] ?? "", timings };
  });
}

export function renderMedia(f: MediaFigures): string {
  return [
    heading(`Media library of ${f.images.toLocaleString("en-US")} images`),
    "",
    `Issue 42: ${f.images.toLocaleString("en-US")} described images on ${f.database === "file" ? "SQLite" : f.database}, one in ten used by an article; signed in as an admin, one worker, ${f.requests} sequential requests a page after 20 to warm up (one client: latencies, not throughput). The load average is the host's as each page's requests ended.`,
    "",
    timingTable(f.timings),
    "",
  ].join("\n");
}
