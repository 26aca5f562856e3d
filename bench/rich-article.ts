// Issue 41's article "as a newsroom writes it", for `npm run lighthouse` and `npm run bench`: a
// table with a caption and a header row, a gallery of eight photographs with captions and
// credits, and three embeds (YouTube, X, Spotify), stored in the block set of
// docs/decisions/0025-block-set.md. The photographs are real images: drawn (the demo covers'
// artwork with grain over it, so they compress like photographs, not like flat shapes), encoded
// as JPEG by sharp, and stored through the app's own upload path (storeImage: WebP variants and
// the media library), then the article's HTML goes through the sanitizer every save uses.
import sharp from "sharp";
import type { DB } from "../app/.server/db/connection";
import { listCategories } from "../app/.server/db/categories";
import { createPost } from "../app/.server/db/post-writes";
import { storeImage } from "../app/.server/media";
import { sanitizeArticleHtml } from "../app/.server/sanitize";
import { coverSvg } from "../app/.server/seed/covers";
import { embedHtml, parseEmbedUrl } from "../app/lib/embeds";

export const richArticleSlug = "hasil-pilkada-dalam-angka";

/** A 1600 × 1067 JPEG of about the weight of a news photograph. */
async function photograph(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1067;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(coverSvg(seed, "sosial")))
    .resize(width, height, { fit: "cover" })
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

function embed(url: string, caption: string): string {
  const parsed = parseEmbedUrl(url);
  if (!parsed) throw new Error(`not an embed: ${url}`);
  return embedHtml(parsed, url, caption);
}

const paragraph = (n: number) =>
  `<p>Paragraf ${n}: rekapitulasi suara di tingkat kecamatan berlangsung hingga larut malam. ` +
  `Saksi dari setiap pasangan calon menandatangani berita acara, sementara petugas memeriksa ` +
  `kembali formulir dari tempat pemungutan suara yang datanya belum lengkap.</p>`;

/** Creates the article (published) and returns its path. */
export async function createRichArticle(db: DB): Promise<string> {
  const [category] = await listCategories(db);
  const origin = { uploadedBy: null };
  const cover = await storeImage(db, await photograph(100), {
    ...origin,
    name: "sampul.jpg",
    description: { alt: "Petugas menghitung surat suara", caption: "", credit: "" },
  });
  const figures: string[] = [];
  for (let n = 1; n <= 8; n++) {
    const src = await storeImage(db, await photograph(n), { ...origin, name: `foto-${n}.jpg` });
    figures.push(
      `<figure><img src="${src}" alt="Suasana rekapitulasi suara, foto ${n}">` +
        `<figcaption>Rekapitulasi di kecamatan ${n}. <span class="credit">Foto: ANTARA/Budi Santoso</span></figcaption></figure>`,
    );
  }
  const rows = [
    ["Pasangan A", "412.530", "38,2%"],
    ["Pasangan B", "389.004", "36,0%"],
    ["Pasangan C", "278.911", "25,8%"],
  ];
  const table =
    `<table><caption>Hasil rekapitulasi suara tingkat kabupaten</caption>` +
    `<thead><tr><th scope="col">Pasangan</th><th scope="col">Suara</th><th scope="col">Persentase</th></tr></thead>` +
    `<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
  const content = [
    paragraph(1),
    paragraph(2),
    table,
    paragraph(3),
    `<figure class="gallery">${figures.join("")}<figcaption>Suasana rekapitulasi suara.</figcaption></figure>`,
    paragraph(4),
    embed("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "Siaran pers KPU daerah."),
    paragraph(5),
    embed("https://x.com/KPU_ID/status/1790000000000000000", "Pengumuman KPU."),
    paragraph(6),
    embed("https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk", "Podcast redaksi."),
    paragraph(7),
  ].join("");
  await createPost(db, {
    title: "Hasil Pilkada dalam Angka: Tabel, Galeri, dan Siaran",
    slug: richArticleSlug,
    summary: "Rekapitulasi suara pilkada dalam tabel, foto, video, dan siaran.",
    content: sanitizeArticleHtml(content),
    image: cover,
    categoryId: category?.id ?? 1,
    author: "Redaksi",
    published: true,
  });
  return `/blog/${richArticleSlug}`;
}
