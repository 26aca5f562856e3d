import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { feedSize } from "~/.server/feeds";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "~/.server/media";
import { texts } from "~/.server/texts";
import { texts as adminTexts } from "~/lib/admin-texts";
import { adminServerEnv, editArticle, editFields, sessionFor } from "../support/admin";
import { createTestDatabase } from "../support/database";
import { makePost } from "../support/factories";
import { loadHtml, type Page } from "../support/html";
import { runScript } from "../support/import";
import {
  googleArticleProblems,
  googleBreadcrumbProblems,
  schemaOrgProblems,
} from "../support/schema-org";
import { startServer, type TestServer } from "../support/server";

// Issue 43's SEO section (docs/decisions/0031-article-seo.md): the fields, their checks, what the
// public page, sitemaps and feeds make of them, the JSON-LD image crops and "Diperbarui".
let server: TestServer;
let admin = "";
let kontributor = "";
let categoryId = 0;
let mediaImage = "";
const t = adminTexts.seo;
const dir = mkdtempSync(join(tmpdir(), "warta-seo-"));

beforeAll(async () => {
  server = await startServer({ cache: true, env: adminServerEnv });
  admin = await sessionFor(server, "redaksi@contoh.id");
  kontributor = await sessionFor(server, "kontributor@contoh.id");
  await server.db
    .updateTable("user")
    .set({ role: "kontributor" })
    .where("email", "=", "kontributor@contoh.id")
    .execute();
  const category = await server.db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", "teknologi")
    .executeTakeFirstOrThrow();
  categoryId = category.id;
  const photo = await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: "#0f766e" },
  })
    .png()
    .toBuffer();
  mediaImage = await storeImage(server.db, new Uint8Array(photo));
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  const all: Record<string, string> = {
    title: "Harga Cabai Naik",
    slug: "harga-cabai-naik",
    categoryId: String(categoryId),
    summary: "Ringkasan bawaan tentang harga cabai.",
    content: "<p>Isi berita.</p>",
    image: "",
    published: "on",
    seo: "on",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) body.set(key, value);
  return body;
}

function create(fields: Record<string, string>, cookie = admin) {
  return server.fetch("/admin/articles/new", {
    method: "POST",
    headers: { cookie },
    body: form(fields),
  });
}

function jsonLd($: Page): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
}

async function idOf(slug: string): Promise<number> {
  const row = await server.db
    .selectFrom("posts")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("the SEO section's checks", () => {
  it("refuses a description over the limit with an Indonesian message, storing nothing", async () => {
    const response = await create({ slug: "terlalu-panjang", seoDescription: "a".repeat(161) });
    expect(response.status).toBe(400);
    const $ = await loadHtml(response);
    expect($("#seoDescription-error").text()).toBe(t.descriptionTooLong(160));
    const row = await server.db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", "terlalu-panjang")
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("refuses a canonical URL that is no absolute http(s) address", async () => {
    for (const canonicalUrl of [
      "javascript:alert(1)",
      "/blog/lain",
      "ftp://contoh.id/x",
      "bukan url",
    ]) {
      const response = await create({ slug: "kanonis-salah", canonicalUrl });
      expect(response.status, canonicalUrl).toBe(400);
      expect((await loadHtml(response))("#canonicalUrl-error").text()).toBe(t.canonicalInvalid);
    }
  });

  it("refuses a title over the limit and a share image that is no https or own address", async () => {
    const long = await create({ slug: "judul-panjang", seoTitle: "j".repeat(71) });
    expect(long.status).toBe(400);
    expect((await loadHtml(long))("#seoTitle-error").text()).toBe(t.titleTooLong(70));
    const image = await create({ slug: "gambar-salah", socialImage: "http://contoh.id/a.jpg" });
    expect(image.status).toBe(400);
    expect((await loadHtml(image))("#socialImage-error").text()).toBe(t.imageInvalid);
  });

  it("lets a Kontributor fill the section but not mark a published article as updated", async () => {
    const draft = await create(
      { slug: "draf-kontributor", published: "", seoTitle: "Judul Kontributor" },
      kontributor,
    );
    expect(draft.status).toBe(302);
    const stored = await server.db
      .selectFrom("posts")
      .select(["seo_title", "published"])
      .where("slug", "=", "draf-kontributor")
      .executeTakeFirstOrThrow();
    expect(stored.seo_title).toBe("Judul Kontributor");
    const marked = await create(
      { slug: "draf-kontributor-2", published: "", markUpdated: "on" },
      kontributor,
    );
    expect(marked.status).toBe(403);
  });
});

describe("an article with its SEO fields", () => {
  let id = 0;
  beforeAll(async () => {
    const response = await create({
      seoTitle: "Cabai Rp100 Ribu per Kilo",
      seoDescription: "Harga cabai rawit menembus Rp100 ribu di pasar Jakarta.",
      socialImage: mediaImage,
      canonicalUrl: "https://sumber.contoh.id/berita/cabai",
    });
    expect(response.status).toBe(302);
    id = await idOf("harga-cabai-naik");
  });

  it("gives search engines and social networks its own title, description, image and canonical URL", async () => {
    const $ = await loadHtml(await server.fetch("/blog/harga-cabai-naik"));
    const meta = (selector: string) => $(selector).attr("content");
    expect($("title").text()).toBe(`Cabai Rp100 Ribu per Kilo | ${texts.site.name}`);
    expect(meta('meta[name="description"]')).toBe(
      "Harga cabai rawit menembus Rp100 ribu di pasar Jakarta.",
    );
    expect(meta('meta[property="og:title"]')).toBe("Cabai Rp100 Ribu per Kilo");
    expect(meta('meta[name="twitter:title"]')).toBe("Cabai Rp100 Ribu per Kilo");
    expect(meta('meta[property="og:description"]')).toBe(
      "Harga cabai rawit menembus Rp100 ribu di pasar Jakarta.",
    );
    expect(meta('meta[property="og:image"]')).toBe(`${server.url}${mediaImage}`);
    expect(meta('meta[name="twitter:image"]')).toBe(`${server.url}${mediaImage}`);
    expect($('link[rel="canonical"]').attr("href")).toBe("https://sumber.contoh.id/berita/cabai");
    expect(meta('meta[property="og:url"]')).toBe("https://sumber.contoh.id/berita/cabai");
    expect(meta('meta[name="robots"]')).toBe("max-image-preview:large");
    // The reader's page keeps the article's own headline.
    expect($("h1").text()).toBe("Harga Cabai Naik");
  });

  it("names 16:9, 4:3 and 1:1 crops of the share image, each served at that ratio", async () => {
    const $ = await loadHtml(await server.fetch("/blog/harga-cabai-naik"));
    const article = jsonLd($).find((node) => node["@type"] === "NewsArticle");
    const hash = mediaImage.slice("/media/".length, -".webp".length);
    expect(article?.image).toEqual(
      ["16x9", "4x3", "1x1"].map((crop) => `${server.url}/media/${hash}-${crop}.webp`),
    );
    const ratios: Record<string, number> = { "16x9": 16 / 9, "4x3": 4 / 3, "1x1": 1 };
    for (const [crop, ratio] of Object.entries(ratios)) {
      const response = await server.fetch(`/media/${hash}-${crop}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const { width = 0, height = 0 } = await sharp(
        new Uint8Array(await response.arrayBuffer()),
      ).metadata();
      expect(width).toBeGreaterThanOrEqual(1200);
      expect(Math.abs(width / height - ratio)).toBeLessThan(0.01);
    }
    expect((await server.fetch(`/media/${hash}-3x2.webp`)).status).toBe(404);
  });

  it("has JSON-LD valid by schema.org's types, with Google's properties (article and category page)", async () => {
    const $ = await loadHtml(await server.fetch("/blog/harga-cabai-naik"));
    const nodes = jsonLd($);
    expect(nodes.map((node) => node["@type"])).toEqual(["BreadcrumbList", "NewsArticle"]);
    for (const node of nodes) expect(schemaOrgProblems(node)).toEqual([]);
    const article = nodes[1] ?? {};
    expect(googleArticleProblems(article)).toEqual([]);
    expect(googleBreadcrumbProblems(nodes[0] ?? {})).toEqual([]);
    const category = await loadHtml(await server.fetch("/kategori/teknologi"));
    const trail = jsonLd(category);
    expect(trail.length).toBeGreaterThan(0);
    for (const node of trail) {
      expect(schemaOrgProblems(node)).toEqual([]);
      if (node["@type"] === "BreadcrumbList") expect(googleBreadcrumbProblems(node)).toEqual([]);
    }
    // The check can fail: a property of another type, a wrong value, an unknown type.
    expect(schemaOrgProblems({ ...article, logo: "https://contoh.id/l.png" })).not.toEqual([]);
    expect(schemaOrgProblems({ ...article, datePublished: "kemarin" })).not.toEqual([]);
    expect(schemaOrgProblems({ ...article, "@type": "Berita" })).not.toEqual([]);
    expect(googleArticleProblems({ ...article, image: undefined })).toEqual(["missing image"]);
  });

  it("opens in the editor with its fields, the update box unticked", async () => {
    const $ = await loadHtml(
      await server.fetch(`/admin/articles/${id}/edit`, { headers: { cookie: admin } }),
    );
    expect($('input[name="seoTitle"]').attr("value")).toBe("Cabai Rp100 Ribu per Kilo");
    expect($('textarea[name="seoDescription"]').text()).toBe(
      "Harga cabai rawit menembus Rp100 ribu di pasar Jakarta.",
    );
    expect($('input[name="canonicalUrl"]').attr("value")).toBe(
      "https://sumber.contoh.id/berita/cabai",
    );
    expect($('input[name="socialImage"]').attr("value")).toBe(mediaImage);
    expect($('input[name="markUpdated"]').length).toBe(1);
    expect($('input[name="markUpdated"]').is("[checked]")).toBe(false);
    // The previews show the saved values without JavaScript.
    expect($("[data-seo-preview]").text()).toContain("Cabai Rp100 Ribu per Kilo");
    expect($("[data-seo-preview]").text()).toContain("sumber.contoh.id/berita/cabai");
  });

  it("keeps the fields when a form without the section saves the article", async () => {
    const current = await editFields(server, admin, id);
    const body = new FormData();
    for (const [key, value] of Object.entries(current)) body.set(key, value);
    const response = await server.fetch(`/admin/articles/${id}/edit`, {
      method: "POST",
      headers: { cookie: admin },
      body,
    });
    expect(response.status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .select(["seo_title", "canonical_url"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.seo_title).toBe("Cabai Rp100 Ribu per Kilo");
    expect(row.canonical_url).toBe("https://sumber.contoh.id/berita/cabai");
  });
});

describe("revisions", () => {
  it("keep the SEO fields, and a restore brings them back", async () => {
    const created = await create({
      title: "Jalan Tol Baru",
      slug: "jalan-tol-baru",
      seoTitle: "Tol Baru Dibuka",
      noindex: "",
    });
    expect(created.status).toBe(302);
    const id = await idOf("jalan-tol-baru");
    const edited = await editArticle(server, admin, id, {
      seo: "on",
      seoTitle: "Judul Kedua",
      noindex: "on",
    });
    expect(edited.status).toBe(302);
    const revisions = await server.db
      .selectFrom("revisions")
      .select(["id", "seo"])
      .where("post_id", "=", id)
      .orderBy("id")
      .execute();
    expect(revisions.map((row) => JSON.parse(row.seo ?? "null")?.seoTitle)).toEqual([
      "Tol Baru Dibuka",
      "Judul Kedua",
    ]);
    const history = await loadHtml(
      await server.fetch(`/admin/articles/${id}/riwayat`, { headers: { cookie: admin } }),
    );
    const restored = await server.fetch(`/admin/articles/${id}/riwayat`, {
      method: "POST",
      headers: { cookie: admin },
      body: new URLSearchParams({
        intent: "restore",
        revisionId: String(revisions[0]?.id),
        updatedAt: history('#restore input[name="updatedAt"]').attr("value") ?? "",
      }),
    });
    expect(restored.status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .select(["seo_title", "noindex"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.seo_title).toBe("Tol Baru Dibuka");
    expect(Boolean(row.noindex)).toBe(false);
  });
});

describe("an article without SEO fields", () => {
  it("keeps the defaults: title, summary, cover and its own address", async () => {
    await makePost(server.db, {
      title: "Pasar Pagi Ramai",
      slug: "pasar-pagi-ramai",
      summary: "Pedagang pasar pagi kembali ramai.",
      image: "https://gambar.contoh.id/pasar.jpg",
    });
    const $ = await loadHtml(await server.fetch("/blog/pasar-pagi-ramai"));
    expect($("title").text()).toBe(`Pasar Pagi Ramai | ${texts.site.name}`);
    expect($('meta[name="description"]').attr("content")).toBe(
      "Pedagang pasar pagi kembali ramai.",
    );
    expect($('meta[property="og:image"]').attr("content")).toBe(
      "https://gambar.contoh.id/pasar.jpg",
    );
    expect($('link[rel="canonical"]').attr("href")).toBe(`${server.url}/blog/pasar-pagi-ramai`);
    expect($('meta[name="robots"]').attr("content")).toBe("max-image-preview:large");
    const article = jsonLd($).find((node) => node["@type"] === "NewsArticle");
    // An outside image cannot be cropped: it is named as it is.
    expect(article?.image).toEqual(["https://gambar.contoh.id/pasar.jpg"]);
    expect($("[data-updated]").length).toBe(0);
  });
});

describe("noindex", () => {
  beforeAll(async () => {
    const response = await create({
      title: "Berita Tersembunyi",
      slug: "berita-tersembunyi",
      noindex: "on",
      tags: "rahasia-umum",
    });
    expect(response.status).toBe(302);
    await makePost(server.db, {
      title: "Berita Terlihat",
      slug: "berita-terlihat",
      tags: [{ name: "rahasia-umum", slug: "rahasia-umum" }],
    });
  });

  it("tells search engines not to list the article, which stays readable", async () => {
    const response = await server.fetch("/blog/berita-tersembunyi");
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
    expect($('meta[name="robots"]').length).toBe(1);
    expect($('link[rel="canonical"]').length).toBe(0);
  });

  it("leaves it out of sitemap.xml, the news sitemap and every feed", async () => {
    const paths = [
      "/sitemap.xml",
      "/sitemap-news.xml",
      "/rss.xml",
      "/feed.json",
      "/rss.xml?category=teknologi",
      "/feed.json?category=teknologi",
      "/tag/rahasia-umum/rss.xml",
    ];
    for (const path of paths) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      const body = await response.text();
      expect(body, path).not.toContain("berita-tersembunyi");
    }
    // The check can fail: its neighbour is listed.
    expect(await (await server.fetch("/sitemap-news.xml")).text()).toContain("berita-terlihat");
    expect(await (await server.fetch("/tag/rahasia-umum/rss.xml")).text()).toContain(
      "berita-terlihat",
    );
  });

  it("keeps a tag's feed at its full count when the tag's newest article is hidden", async () => {
    const tag = [{ name: "banyak-berita", slug: "banyak-berita" }];
    for (let i = 1; i <= feedSize; i++) {
      await makePost(server.db, {
        title: `Berita Bertanda ${i}`,
        slug: `bertanda-${i}`,
        tags: tag,
      });
    }
    expect(
      (
        await create({
          title: "Bertanda Tersembunyi",
          slug: "bertanda-sembunyi",
          noindex: "on",
          tags: "banyak-berita",
        })
      ).status,
    ).toBe(302);
    const body = await (await server.fetch("/tag/banyak-berita/rss.xml")).text();
    expect(body).not.toContain("bertanda-sembunyi");
    expect(body.match(/<item>/g)?.length).toBe(feedSize);
  });

  it("is served from the page cache with its meta tags", async () => {
    const first = await server.fetch("/blog/berita-tersembunyi");
    await first.text();
    const second = await server.fetch("/blog/berita-tersembunyi");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect((await loadHtml(second))('meta[name="robots"]').attr("content")).toBe("noindex");
  });
});

describe("Tandai sebagai diperbarui", () => {
  it("shows Diperbarui in the byline and makes it JSON-LD's dateModified", async () => {
    const { id: postId } = await makePost(server.db, {
      title: "Gempa Susulan",
      slug: "gempa-susulan",
    });
    const plain = await editArticle(server, admin, postId, { summary: "Ringkasan baru." });
    expect(plain.status).toBe(302);
    let $ = await loadHtml(await server.fetch("/blog/gempa-susulan"));
    expect($("[data-updated]").length).toBe(0);

    const response = await editArticle(server, admin, postId, { markUpdated: "on" });
    expect(response.status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .select(["marked_updated_at"])
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    expect(row.marked_updated_at).not.toBeNull();
    const marked = new Date(row.marked_updated_at as string | Date).toISOString();
    $ = await loadHtml(await server.fetch("/blog/gempa-susulan"));
    const updated = $("[data-updated]").text();
    expect(updated).toMatch(/^Diperbarui \d{1,2} \w+ \d{4}, \d\d\.\d\d WIB$/);
    expect($("[data-updated] time").attr("datetime")).toBe(marked);
    const article = jsonLd($).find((node) => node["@type"] === "NewsArticle");
    expect(article?.dateModified).toBe(marked);

    // Not sticky: the next load shows the box unticked, and a save without it keeps the mark.
    const again = await editArticle(server, admin, postId, { summary: "Ringkasan ketiga." });
    expect(again.status).toBe(302);
    $ = await loadHtml(await server.fetch("/blog/gempa-susulan"));
    expect($("[data-updated] time").attr("datetime")).toBe(marked);
  });

  it("is not offered for a draft, and a draft's save ignores it", async () => {
    const response = await create({ slug: "draf-admin", published: "", markUpdated: "on" });
    expect(response.status).toBe(302);
    const id = await idOf("draf-admin");
    const $ = await loadHtml(
      await server.fetch(`/admin/articles/${id}/edit`, { headers: { cookie: admin } }),
    );
    expect($('input[name="markUpdated"]').length).toBe(0);
    const row = await server.db
      .selectFrom("posts")
      .select("marked_updated_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.marked_updated_at).toBeNull();
  });
});

describe("pages", () => {
  it("take the same SEO fields; a hidden page leaves the sitemap", async () => {
    const body = new FormData();
    const fields = {
      title: "Tentang Kami",
      slug: "tentang-redaksi",
      summary: "Ringkasan halaman.",
      content: "<p>Kami redaksi.</p>",
      published: "on",
      seo: "on",
      seoTitle: "Redaksi Kami",
      seoDescription: "Siapa kami dan bagaimana kami bekerja.",
      canonicalUrl: "http://arsip.contoh.id/tentang",
    };
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    const saved = await server.fetch("/admin/pages/new", {
      method: "POST",
      headers: { cookie: admin },
      body,
    });
    expect(saved.status).toBe(302);
    let $ = await loadHtml(await server.fetch("/tentang-redaksi"));
    expect($("title").text()).toBe(`Redaksi Kami | ${texts.site.name}`);
    expect($('meta[name="description"]').attr("content")).toBe(
      "Siapa kami dan bagaimana kami bekerja.",
    );
    expect($('link[rel="canonical"]').attr("href")).toBe("http://arsip.contoh.id/tentang");
    expect(await (await server.fetch("/sitemap.xml")).text()).toContain("tentang-redaksi");

    const bad = new FormData();
    for (const [key, value] of Object.entries({ ...fields, slug: "lain", canonicalUrl: "x" })) {
      bad.set(key, value);
    }
    const refused = await server.fetch("/admin/pages/new", {
      method: "POST",
      headers: { cookie: admin },
      body: bad,
    });
    expect(refused.status).toBe(400);

    const page = await server.db
      .selectFrom("pages")
      .select(["id", "updated_at"])
      .where("slug", "=", "tentang-redaksi")
      .executeTakeFirstOrThrow();
    const editor = await loadHtml(
      await server.fetch(`/admin/pages/${page.id}/edit`, { headers: { cookie: admin } }),
    );
    const hide = new FormData();
    for (const [key, value] of Object.entries({
      ...fields,
      noindex: "on",
      updatedAt: editor('input[name="updatedAt"]').attr("value") ?? "",
    })) {
      hide.set(key, value);
    }
    const hidden = await server.fetch(`/admin/pages/${page.id}/edit`, {
      method: "POST",
      headers: { cookie: admin },
      body: hide,
    });
    expect(hidden.status).toBe(302);
    $ = await loadHtml(await server.fetch("/tentang-redaksi"));
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
    expect(await (await server.fetch("/sitemap.xml")).text()).not.toContain("tentang-redaksi");
  });
});

describe("export and import", () => {
  it("carry the SEO fields and the update mark", async () => {
    const file = join(dir, "warta.jsonl");
    expect((await runScript("export", [file], server.databaseUrl)).code).toBe(0);
    const target = await createTestDatabase();
    try {
      const imported = await runScript("import", [file], target.url);
      expect(imported.code, imported.stderr).toBe(0);
      const copy = await startServer({ databaseUrl: target.url });
      try {
        const row = await copy.db
          .selectFrom("posts")
          .select(["seo_title", "seo_description", "social_image", "canonical_url", "noindex"])
          .where("slug", "=", "harga-cabai-naik")
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          seo_title: "Cabai Rp100 Ribu per Kilo",
          canonical_url: "https://sumber.contoh.id/berita/cabai",
          social_image: mediaImage,
        });
        const hidden = await copy.db
          .selectFrom("posts")
          .select("noindex")
          .where("slug", "=", "berita-tersembunyi")
          .executeTakeFirstOrThrow();
        expect(Boolean(hidden.noindex)).toBe(true);
        const marked = await copy.db
          .selectFrom("posts")
          .select("marked_updated_at")
          .where("slug", "=", "gempa-susulan")
          .executeTakeFirstOrThrow();
        expect(marked.marked_updated_at).not.toBeNull();
        const page = await copy.db
          .selectFrom("pages")
          .select(["seo_title", "noindex"])
          .where("slug", "=", "tentang-redaksi")
          .executeTakeFirstOrThrow();
        expect(page.seo_title).toBe("Redaksi Kami");
      } finally {
        await copy.stop();
      }
    } finally {
      await target.drop();
    }
    // Two script runs (export, import), each starting tsx: slow on a busy machine.
  }, 180_000);
});
