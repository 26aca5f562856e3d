import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isValidSlug } from "~/lib/slug";
import { maxTagsPerArticle } from "~/lib/tags";
import { texts } from "~/.server/texts";
import { loadHtml } from "../support/html";
import {
  fixture,
  importedPost,
  importedTags,
  png,
  redirectTarget,
  runScript,
  startMediaServer,
  tableCounts,
  truncated,
  type MediaServer,
} from "../support/import";
import { startServer, type TestServer } from "../support/server";

// tests/fixtures/import/wordpress.xml is a WXR 1.2 file as WordPress writes it, with the cases
// that break importers: Gutenberg blocks, shortcodes, threads, every post and comment status,
// markup in titles, empty titles and content, a 5,000-character slug, a Cyrillic slug, duplicate
// slugs, a password-protected sticky post, 65 categories on one post and hostile HTML.

const t = texts.moving;
const site = "https://kabarkota.example";
// Each step runs the real command (tsx scripts/…), a few seconds each on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let server: TestServer;
let media: MediaServer;
let file = "";

beforeAll(async () => {
  media = await startMediaServer({
    "/uploads/2019/05/peta.png": await png("#c0392b"),
    "/uploads/2019/05/sampul.png": await png("#2980b9", 64, 40),
    "/uploads/2019/05/galeri.png": await png("#27ae60"),
  });
  file = fixture("wordpress.xml", { SITE: site, MEDIA: media.url });
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
  await media?.close();
});

async function post(slug: string) {
  const found = await importedPost(server.db, slug);
  if (!found) throw new Error(`no article ${slug}`);
  return found;
}

const redirect = (path: string) => redirectTarget(server.db, path);

describe("importing a WordPress export", () => {
  it("refuses a file cut off in the middle with a clear message, writing nothing", async () => {
    const before = await tableCounts(server.db);
    const result = await runScript("import", [truncated(file)], server.databaseUrl);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Berkas XML rusak di baris \d+: .*Tidak ada yang diimpor\./m);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it("imports posts, pages, comments, categories and old addresses, with the media", async () => {
    const result = await runScript(
      "import",
      [file, "--fetch-media"],
      server.databaseUrl,
      media.allowance,
    );
    expect(result.stderr).toContain(t.progress(15, 15));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${t.summaryTitle}: ${t.formatNames.wordpress}`);
    // 10 posts and 1 page created; the trashed post skipped; 4 comments, 2 left out.
    expect(result.stdout).toMatch(/Artikel\s+10\s+0\s+0\s+1\s+0/);
    expect(result.stdout).toMatch(/Halaman\s+1\s+0\s+0\s+0\s+0/);
    expect(result.stdout).toMatch(/Komentar\s+4\s+0\s+0\s+2\s+0/);
    expect(result.stdout).toContain(t.unknownShortcode("polldaddy"));
    expect(result.stdout).toContain(t.manyCategories(65));
    expect(result.stdout).toContain(t.tagsDropped(44, maxTagsPerArticle));
    expect(result.stdout).toContain(t.passwordAsDraft);
    expect(result.stdout).toContain(t.stickyIgnored);
    expect(result.stdout).toContain(t.futureAsDraft);
    expect(media.requests.sort()).toEqual([
      "/uploads/2019/05/galeri.png",
      "/uploads/2019/05/peta.png",
      "/uploads/2019/05/sampul.png",
    ]);
  });

  it("fills the media library with the attachments' title, alt text and caption", async () => {
    const items = await server.db
      .selectFrom("media_items")
      .select(["original_name", "alt", "caption", "uploaded_by"])
      .orderBy("original_name")
      .execute();
    expect(items).toEqual([
      { original_name: "galeri", alt: "", caption: "", uploaded_by: null },
      // Not an attachment of the file: described by its own <img alt> and its [caption].
      {
        original_name: "peta.png",
        alt: "Peta banjir",
        caption: "Peta wilayah rawan banjir",
        uploaded_by: null,
      },
      {
        original_name: "sampul",
        alt: "Warga menyeberangi banjir",
        caption: "Banjir di Kampung Melayu",
        uploaded_by: null,
      },
    ]);
  });

  it("turns Gutenberg blocks and shortcodes into sanitized HTML", async () => {
    const banjir = await post("banjir-jakarta");
    expect(banjir.title).toBe("Banjir Jakarta & Solusinya");
    expect(banjir.category).toBe("Teknologi");
    expect(banjir.author).toBe("Budi Santoso");
    expect(banjir.summary).toBe("Persiapan Jakarta menghadapi musim hujan.");
    expect(banjir.image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(banjir.content).not.toContain("wp:");
    expect(banjir.content).not.toContain("[caption");
    expect(banjir.content).not.toContain("[gallery");
    expect(banjir.content).toContain("<figcaption>Peta wilayah rawan banjir</figcaption>");
    expect(banjir.content).toContain('<a href="https://www.youtube.com/watch?v=abc123"');
    // An unknown shortcode is removed (and reported): no shortcode text is left.
    expect(banjir.content).not.toContain("[polldaddy");
    const images = [...banjir.content.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toHaveLength(3);
    for (const src of images) expect(src).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const stored = await server.fetch(images[0] ?? "");
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("image/webp");

    const page = await loadHtml(await server.fetch("/blog/banjir-jakarta"));
    expect(page("h1").text()).toBe("Banjir Jakarta & Solusinya");
    expect(page("article h2").first().text()).toBe("Peta Banjir");

    const classic = await post("catatan-draf");
    expect(classic.content).toContain("<p>Paragraf pertama tulisan klasik.</p>");
    expect(classic.content).toContain("<p>Paragraf kedua<br />\ndengan baris kedua.</p>");
    expect(classic.content).toContain(`<pre tabindex="0"><code>const a = 1 &lt; 2;</code></pre>`);

    const hostile = await post("konten-berbahaya");
    expect(hostile.content).toContain("Teks aman.");
    expect(hostile.content).not.toMatch(/script|onerror|javascript:|iframe|evil/i);
  });

  it("keeps comment threads and statuses, leaving out trash and pingbacks", async () => {
    const { id } = await post("banjir-jakarta");
    const rows = await server.db
      .selectFrom("comments")
      .select(["author_name", "status", "parent_id", "content"])
      .where("post_id", "=", id)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.author_name, row.status])).toEqual([
      ["Sari Dewi", "approved"],
      ["Anton", "pending"],
      ["Penjual Obat", "spam"],
      ["Budi Santoso", "approved"],
    ]);
    expect(rows[0]?.content).toBe("Tulisan yang bagus!\nTerima kasih.");
    const page = await loadHtml(await server.fetch("/blog/banjir-jakarta"));
    const top = page("ol[aria-label] > li");
    expect(top).toHaveLength(1);
    expect(top.find(".comment-author").first().text()).toBe("Sari Dewi");
    expect(top.find("ol li .comment-author").text()).toBe("Budi Santoso");
    expect(page("main").text()).not.toContain("Menunggu moderasi.");
    expect(page("main").text()).not.toContain("Beli sekarang!");
  });

  it("maps statuses: only published, unprotected posts are public", async () => {
    expect((await post("banjir-jakarta")).published).toBeTruthy();
    for (const slug of ["catatan-draf", "rahasia-redaksi", "terbit-besok", "catatan-pribadi"]) {
      expect([slug, Boolean((await post(slug)).published)]).toEqual([slug, false]);
      expect((await server.fetch(`/blog/${slug}`)).status).toBe(404);
    }
    const trashed = await server.db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", "dibuang")
      .execute();
    expect(trashed).toEqual([]);
  });

  it("keeps the first category as the category; the others and the post tags become tags", async () => {
    expect((await post("banjir-jakarta")).category).toBe("Teknologi");
    expect(await importedTags(server.db, "banjir-jakarta")).toEqual([
      "banjir: banjir",
      "berita-kota: Berita Kota",
      "musim-hujan: Musim Hujan Banjir",
    ]);
    const many = await importedTags(server.db, "enam-puluh-lima-kategori");
    expect(many).toHaveLength(maxTagsPerArticle);
    expect(many[0]).toBe("rubrik-02: Rubrik 02");
    const $ = await loadHtml(await server.fetch("/tag/berita-kota"));
    expect($("h1").text()).toBe("Berita Kota");
    expect($("article h2").text()).toContain("Banjir Jakarta & Solusinya");
  });

  it("gives every post a valid, unique slug and keeps its old address as a redirect", async () => {
    const slugs = await server.db.selectFrom("posts").select(["slug", "title"]).execute();
    for (const { slug } of slugs) expect([slug, isValidSlug(slug)]).toEqual([slug, true]);
    const untitled = slugs.find((row) => row.title === t.untitled);
    expect(untitled?.slug.startsWith("judul-yang-sangat-panjang")).toBe(true);
    expect(slugs.find((row) => row.title === "Привет мир")?.slug).toBe("artikel-107");
    expect((await post("banjir-jakarta-2")).title).toBe("Banjir Jakarta Lagi");
    expect((await post("enam-puluh-lima-kategori")).category).toBe("Rubrik 01");
    expect((await server.fetch("/blog/artikel-107")).status).toBe(200);

    expect(await redirect("/2019/05/14/banjir-jakarta/")).toBe("/blog/banjir-jakarta");
    expect(await redirect("/2019/05/14/banjir-jakarta")).toBe("/blog/banjir-jakarta");
    expect(await redirect("/2019/06/01/banjir-jakarta/")).toBe("/blog/banjir-jakarta-2");
    expect(await redirect("/2019/05/14/привет-мир/")).toBe("/blog/artikel-107");
    expect(await redirect("/tentang-kami/")).toBe("/tentang-kami");
    const page = await server.db
      .selectFrom("pages")
      .select(["title", "published"])
      .where("slug", "=", "tentang-kami")
      .executeTakeFirstOrThrow();
    expect(page.title).toBe("Tentang Kami");
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await tableCounts(server.db);
    const stamps = await server.db.selectFrom("posts").select(["id", "updated_at"]).execute();
    const fetched = media.requests.length;
    const result = await runScript(
      "import",
      [file, "--fetch-media"],
      server.databaseUrl,
      media.allowance,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Artikel\s+0\s+0\s+10\s+1\s+0/);
    expect(result.stdout).toMatch(/Komentar\s+0\s+0\s+4\s+2\s+0/);
    expect(await tableCounts(server.db)).toEqual(before);
    expect(await server.db.selectFrom("posts").select(["id", "updated_at"]).execute()).toEqual(
      stamps,
    );
    expect(media.requests).toHaveLength(fetched);
  });

  it("updates a post changed at the source, keeping its address", async () => {
    const changed = `${file}.changed.xml`;
    writeFileSync(
      changed,
      readFileSync(file, "utf8").replace(
        "<title><![CDATA[Banjir Jakarta Lagi]]></title>",
        "<title><![CDATA[Banjir Jakarta, Lagi dan Lagi]]></title>",
      ),
    );
    const before = await tableCounts(server.db);
    const result = await runScript("import", [changed], server.databaseUrl);
    expect(result.stdout).toMatch(/Artikel\s+0\s+1\s+9\s+1\s+0/);
    expect((await post("banjir-jakarta-2")).title).toBe("Banjir Jakarta, Lagi dan Lagi");
    expect(await tableCounts(server.db)).toEqual(before);
  });
});
