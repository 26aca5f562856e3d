import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { fixture, importedPost, runScript } from "../support/import";
import { startServer, type TestServer } from "../support/server";

// tests/fixtures/import/wordpress-blocks.xml and ghost-cards.json are written for these tests
// after the shape of WordPress's theme and block test data and of Ghost's cards: tables with
// captions, figures with captions and credits, galleries, embeds, pull quotes, columns, and
// classic shortcodes. Each must come out as Warta's block set (docs/decisions/0025-block-set.md)
// with no shortcode text left.
const t = texts.moving;
let server: TestServer;
let wordpressOutput = "";

beforeAll(async () => {
  server = await startServer();
  const result = await runScript("import", [fixture("wordpress-blocks.xml")], server.databaseUrl);
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.code).toBe(0);
  wordpressOutput = result.stdout;
});

afterAll(() => server?.stop());

async function content(slug: string) {
  const found = await importedPost(server.db, slug);
  if (!found) throw new Error(`no article ${slug}`);
  return cheerio.load(found.content, null, false);
}

const noShortcode = /\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/i;

describe("importing WordPress blocks", () => {
  it("keeps the table with its caption, the figure with caption and credit, and the gallery", async () => {
    const $ = await content("rekapitulasi-suara");
    expect($("table caption").text()).toBe("Hasil rekapitulasi sementara");
    expect($("table thead th").length).toBe(3);
    expect($("table tfoot td").first().text()).toBe("Jumlah");
    const photo = $("figure:not(.gallery):not(.gallery figure):not([data-embed])").first();
    expect(photo.find("img").attr("alt")).toBe("Petugas menghitung surat suara");
    expect(photo.find("figcaption .credit").text()).toBe("Foto: ANTARA/Rina");
    // Linked to its own file in WordPress: here it opens in the image viewer.
    expect(photo.find("a").length).toBe(0);
    const gallery = $("figure.gallery");
    expect(gallery.find("> figure img").length).toBe(3);
    expect(gallery.find("> figure figcaption").first().text()).toBe("Antrean pagi");
    expect(gallery.children("figcaption").text()).toBe("Suasana TPS");
  });

  it("keeps embeds as provider + id, quotes with their source, and flattens columns", async () => {
    const $ = await content("rekapitulasi-suara");
    const embeds = $("figure[data-embed]")
      .map((_, el) => `${$(el).attr("data-embed")}:${$(el).attr("data-id")}`)
      .get();
    expect(embeds).toEqual(["youtube:dQw4w9WgXcQ", "x:1700000000000000000"]);
    expect($('figure[data-embed="youtube"] figcaption').text()).toBe(
      "Siaran langsung penghitungan",
    );
    expect($("blockquote.pullquote cite").text()).toBe("Ketua KPU Kota");
    expect($("blockquote:not(.pullquote) cite").text()).toBe("Bawaslu");
    expect($("p").text()).toContain("Kolom kiri: jadwal pleno.");
    expect($.html()).not.toMatch(/wp-block|<div|<iframe|wp:/);
  });

  it("turns classic captions, galleries of the post's attachments, [embed] and bare links into blocks", async () => {
    const $ = await content("catatan-banjir-klasik");
    const html = $.html();
    expect(html).not.toMatch(noShortcode);
    const photo = $("figure").first();
    expect(photo.find("img").attr("alt")).toBe("Banjir di Kemang");
    expect(photo.find(".credit").text()).toBe("(Foto: ANTARA/Budi)");
    expect($("figure.gallery > figure img").length).toBe(3);
    const embeds = $("figure[data-embed]")
      .map((_, el) => $(el).attr("data-embed"))
      .get();
    expect(embeds).toEqual(["vimeo", "youtube", "x"]);
    // An address inside a sentence stays text; an unknown shortcode leaves its text, not itself.
    expect($.text()).toContain("Tautan biasa https://www.youtube.com/watch?v=dQw4w9WgXcQ di");
    expect($.text()).toContain("Dukung kami");
    expect($("table td").length).toBe(4);
  });

  it("counts what it kept in the report and names the shortcodes it removed", () => {
    expect(wordpressOutput).toContain(
      t.blocksKept({ tables: 3, figures: 2, galleries: 2, embeds: 5, quotes: 2 }),
    );
    expect(wordpressOutput).toContain(t.unknownShortcode("su_button"));
    expect(wordpressOutput).toContain(t.unknownShortcode("polldaddy"));
  });
});

describe("importing Ghost cards", () => {
  it("keeps image, gallery, embed, bookmark and callout cards", async () => {
    const result = await runScript("import", [fixture("ghost-cards.json")], server.databaseUrl);
    expect(result.code).toBe(0);
    const $ = await content("pasar-minggu-pagi");
    expect($("figure").first().find(".credit").text()).toBe("Foto: Warta/Sari");
    expect($("figure.gallery > figure img").length).toBe(3);
    expect($("figure.gallery > figcaption").text()).toBe("Sudut pasar");
    const embeds = $("figure[data-embed]")
      .map((_, el) => `${$(el).attr("data-embed")}:${$(el).attr("data-id")}`)
      .get();
    expect(embeds).toEqual(["youtube:dQw4w9WgXcQ", "instagram:p/CxYz123AbC"]);
    expect($("a[href='https://contoh.id/harga-cabai']").text()).toBe("Harga Cabai Turun");
    expect($("blockquote p").text()).toBe("💡 Harga dapat berubah sewaktu-waktu.");
    expect($.html()).not.toMatch(/kg-|<script|<iframe|instagram-media/);
  });
});
