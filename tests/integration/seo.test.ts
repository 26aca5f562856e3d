import { request } from "node:http";
import { XMLParser } from "fast-xml-parser";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/.server/db/connection";
import { toIso } from "~/.server/db/values";
import { texts } from "~/.server/texts";
import { daysAgo, makePost } from "../support/factories";
import { loadHtml, type Page } from "../support/html";
import { startServer, type TestServer } from "../support/server";

const trickyTitle = `Kopi "Nusantara" <b>&</b> Teh 🍵 </script><script>alert(1)</script>`;
const trickySummary = `Ringkasan 'kutip' & "ganda" <i>miring</i> ☕ — lengkap`;
const cover = "/media/0123456789abcdef0123456789abcdef.webp";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  await makePost(server.db, {
    title: trickyTitle,
    summary: trickySummary,
    slug: "kopi-nusantara",
    image: cover,
    author: "Sari Dewi",
    category: "bisnis",
    createdAt: daysAgo(1),
  });
  for (let n = 2; n <= 24; n++) {
    await makePost(server.db, { title: `Artikel ${n}`, createdAt: daysAgo(n) });
  }
  // Newest of all, and still never public.
  await makePost(server.db, { title: "Draf Rahasia", slug: "draf-rahasia", published: false });
});

afterAll(() => server?.stop());

/** Published articles as the database has them, newest first. */
async function publishedInDb(db: DB) {
  const rows = await db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select([
      "posts.slug",
      "posts.title",
      "posts.summary",
      "posts.created_at",
      "posts.updated_at",
      "categories.name as category",
    ])
    .where("posts.published", "=", true)
    .orderBy("posts.created_at", "desc")
    .orderBy("posts.id", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }));
}

function meta($: Page, key: string): string | undefined {
  return $(`meta[property="${key}"], meta[name="${key}"]`).attr("content");
}

describe("article head", () => {
  it("carries title, description, canonical, Open Graph and Twitter tags, escaped exactly", async () => {
    const response = await server.fetch("/blog/kopi-nusantara");
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    const url = `${server.url}/blog/kopi-nusantara`;
    const [post] = (await publishedInDb(server.db)).filter((p) => p.slug === "kopi-nusantara");

    expect($("head title").text()).toBe(`${trickyTitle} | ${texts.site.name}`);
    expect(meta($, "description")).toBe(trickySummary);
    expect($('head link[rel="canonical"]').attr("href")).toBe(url);
    expect(meta($, "og:title")).toBe(trickyTitle);
    expect(meta($, "og:description")).toBe(trickySummary);
    expect(meta($, "og:image")).toBe(`${server.url}${cover}`);
    expect(meta($, "og:type")).toBe("article");
    expect(meta($, "og:url")).toBe(url);
    expect(meta($, "og:locale")).toBe("id_ID");
    expect(meta($, "og:site_name")).toBe(texts.site.name);
    expect(meta($, "article:published_time")).toBe(post?.created_at);
    expect(meta($, "article:modified_time")).toBe(post?.updated_at);
    expect(meta($, "twitter:card")).toBe("summary_large_image");
    expect(meta($, "twitter:title")).toBe(trickyTitle);
    expect(meta($, "twitter:image")).toBe(`${server.url}${cover}`);
    expect($('head link[rel="alternate"][type="application/rss+xml"]').attr("href")).toBe(
      "/rss.xml",
    );
  });

  it("has JSON-LD NewsArticle that no title can break out of", async () => {
    const html = await (await server.fetch("/blog/kopi-nusantara")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    const $ = await loadHtml(new Response(html));
    // The article and its breadcrumb trail (tests/integration/news-seo.test.ts).
    const scripts = $('script[type="application/ld+json"]').last();
    expect($('script[type="application/ld+json"]')).toHaveLength(2);
    const [post] = (await publishedInDb(server.db)).filter((p) => p.slug === "kopi-nusantara");
    const url = `${server.url}/blog/kopi-nusantara`;
    expect(JSON.parse(scripts.text())).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: trickyTitle,
      description: trickySummary,
      // The cover's 16:9, 4:3 and 1:1 crops (docs/decisions/0031-article-seo.md).
      image: ["16x9", "4x3", "1x1"].map(
        (crop) => `${server.url}${cover.replace(".webp", `-${crop}.webp`)}`,
      ),
      datePublished: post?.created_at,
      dateModified: post?.updated_at,
      author: { "@type": "Person", name: "Sari Dewi" },
      publisher: { "@type": "Organization", name: texts.site.name },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
  });

  it("gives every public page a title, a description, a canonical URL and the feed link", async () => {
    for (const path of ["/", "/kategori/bisnis", "/blog/kopi-nusantara", "/newsletter"]) {
      const $ = await loadHtml(await server.fetch(path));
      expect($("head title").text(), path).not.toBe("");
      expect(meta($, "description"), path).toBeTruthy();
      // The site's feed first; a category's list adds its own (tests/integration/feeds.test.ts).
      expect($('head link[rel="alternate"][type="application/rss+xml"]').attr("href"), path).toBe(
        "/rss.xml",
      );
      if (path === "/newsletter") continue;
      expect($('head link[rel="canonical"]').attr("href"), path).toBe(`${server.url}${path}`);
    }
    const search = await loadHtml(await server.fetch("/?q=kopi&category=bisnis"));
    expect(search('head link[rel="canonical"]').attr("href")).toBe(`${server.url}/kategori/bisnis`);
  });

  it("keeps missing pages out of search engines", async () => {
    const $ = await loadHtml(await server.fetch("/blog/draf-rahasia"));
    expect(meta($, "robots")).toBe("noindex");
    expect($('link[rel="canonical"]')).toHaveLength(0);
  });
});

describe("/rss.xml", () => {
  it("is RSS 2.0 of the 20 newest published articles, drafts left out", async () => {
    const response = await server.fetch("/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const xml = await response.text();
    expect(xml).toMatch(/<rss version="2.0"/);
    const feed = await new Parser().parseString(xml);
    const expected = (await publishedInDb(server.db)).slice(0, 20);

    expect(feed.title).toBe(texts.feed.title(texts.site.name));
    expect(feed.items).toHaveLength(20);
    expect(feed.items.map((item) => item.title)).not.toContain("Draf Rahasia");
    expect(
      feed.items.map((item) => ({
        title: item.title,
        link: item.link,
        guid: item.guid,
        description: item.content,
        date: item.isoDate,
        categories: item.categories,
      })),
    ).toEqual(
      expected.map((post) => ({
        title: post.title,
        link: `${server.url}/blog/${post.slug}`,
        guid: `${server.url}/blog/${post.slug}`,
        description: post.summary,
        // RSS dates have whole seconds.
        date: new Date(Math.floor(Date.parse(post.created_at) / 1000) * 1000).toISOString(),
        categories: [post.category],
      })),
    );
  });
});

describe("/sitemap.xml", () => {
  it("lists home, every published article with lastmod and every category", async () => {
    const response = await server.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const parsed = new XMLParser().parse(await response.text()) as {
      urlset: { url: { loc: string; lastmod?: string }[] };
    };
    const entries = parsed.urlset.url;
    const posts = await publishedInDb(server.db);
    // Only categories with a published article are pages worth listing.
    const categories = await server.db
      .selectFrom("categories")
      .innerJoin("published_counts", "published_counts.category_id", "categories.id")
      .select("slug")
      .where("published_counts.total", ">", 0)
      .orderBy("id")
      .execute();

    expect(entries[0]?.loc).toBe(`${server.url}/`);
    const articles = entries.filter((entry) => entry.loc.includes("/blog/"));
    expect(articles).toEqual(
      posts.map((post) => ({ loc: `${server.url}/blog/${post.slug}`, lastmod: post.updated_at })),
    );
    expect(entries.map((entry) => entry.loc)).not.toContain(`${server.url}/blog/draf-rahasia`);
    expect(
      entries.filter((entry) => entry.loc.includes("/kategori/")).map((entry) => entry.loc),
    ).toEqual(categories.map((category) => `${server.url}/kategori/${category.slug}`));
    // And the published pages (a fresh site has the Privasi page of migration 0055).
    const pages = await server.db
      .selectFrom("pages")
      .select("slug")
      .where("published", "=", true)
      .execute();
    expect(entries.map((entry) => entry.loc)).toEqual(
      expect.arrayContaining(pages.map((page) => `${server.url}/${page.slug}`)),
    );
    expect(entries).toHaveLength(1 + posts.length + categories.length + pages.length);
  });
});

describe("/robots.txt", () => {
  it("allows the public site, disallows /admin and names the sitemap", async () => {
    const response = await server.fetch("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      `# ${texts.site.name}\nUser-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${server.url}/sitemap.xml\nSitemap: ${server.url}/sitemap-news.xml\n`,
    );
  });
});

describe("SITE_URL", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startServer({ env: { SITE_URL: "https://contoh.id" } });
    await makePost(site.db, { title: "Di Situs Sendiri", slug: "di-situs-sendiri", image: cover });
  });
  afterAll(() => site?.stop());

  it("is the base of canonical URLs, share tags, the feed, the sitemap and robots.txt", async () => {
    const $ = await loadHtml(await site.fetch("/blog/di-situs-sendiri"));
    expect($('link[rel="canonical"]').attr("href")).toBe("https://contoh.id/blog/di-situs-sendiri");
    expect(meta($, "og:url")).toBe("https://contoh.id/blog/di-situs-sendiri");
    expect(meta($, "og:image")).toBe(`https://contoh.id${cover}`);
    const jsonLd = JSON.parse($('script[type="application/ld+json"]').last().text()) as {
      mainEntityOfPage: { "@id": string };
    };
    expect(jsonLd.mainEntityOfPage["@id"]).toBe("https://contoh.id/blog/di-situs-sendiri");

    const feed = await new Parser().parseString(await (await site.fetch("/rss.xml")).text());
    expect(feed.items.map((item) => item.link)).toEqual([
      "https://contoh.id/blog/di-situs-sendiri",
    ]);
    expect(await (await site.fetch("/sitemap.xml")).text()).toContain(
      "<loc>https://contoh.id/blog/di-situs-sendiri</loc>",
    );
    expect(await (await site.fetch("/robots.txt")).text()).toContain(
      "Sitemap: https://contoh.id/sitemap.xml",
    );
  });
});

describe("without SITE_URL, behind the page cache", () => {
  let cached: TestServer;
  beforeAll(async () => {
    cached = await startServer({ cache: true });
  });
  afterAll(() => cached?.stop());

  /** A GET with a Host header of the caller's choice, which fetch() does not allow. */
  function getWithHost(path: string, host: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = request(new URL(path, cached.url), { headers: { Host: host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("never serves a page built for a forged Host to other readers", async () => {
    for (const path of ["/robots.txt", "/", "/sitemap.xml"]) {
      expect(await getWithHost(path, "penipu.example"), path).toContain("http://penipu.example/");
      const honest = await (await cached.fetch(path)).text();
      expect(honest, path).not.toContain("penipu.example");
      expect(honest, path).toContain(`${cached.url}/`);
    }
  });
});
