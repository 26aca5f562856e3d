import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { daysAgo, makePost } from "../support/factories";
import { loadHtml, type Page } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// Google News: the news sitemap (checked against Google's schema, shipped in tests/fixtures),
// NewsArticle and BreadcrumbList JSON-LD, and large image previews.
let server: TestServer;
const schema = resolve("tests/fixtures/sitemap.xsd");
const newsSchema = resolve("tests/fixtures/sitemap-news.xsd");

/**
 * libxml2's verdict (xmllint compiled to WebAssembly, an npm package: no system tool needed) on
 * `xml` against the sitemap schema with the news extension.
 */
async function validate(xml: string): Promise<{ ok: boolean; output: string }> {
  const result = await validateXML({
    xml: { fileName: "sitemap-news.xml", contents: xml },
    schema: { fileName: "sitemap.xsd", contents: readFileSync(schema, "utf8") },
    preload: { fileName: "sitemap-news.xsd", contents: readFileSync(newsSchema, "utf8") },
  });
  return { ok: result.valid, output: result.rawOutput };
}

function jsonLd($: Page): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
}

beforeAll(async () => {
  server = await startServer();
  await makePost(server.db, {
    title: "Banjir & Longsor <Hari Ini>",
    slug: "banjir-hari-ini",
    category: "sosial",
    publishedAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    image: "/uploads/banjir.jpg",
    author: "Sari Dewi",
  });
  await makePost(server.db, {
    title: "Kabar Pekan Lalu",
    slug: "kabar-pekan-lalu",
    publishedAt: daysAgo(7),
    createdAt: daysAgo(7),
  });
  await makePost(server.db, { title: "Draf Baru", slug: "draf-baru", published: false });
});

afterAll(async () => {
  await server?.stop();
});

describe("/sitemap-news.xml", () => {
  it("lists the last 48 hours' published articles in Google's news format, valid by its schema", async () => {
    const response = await server.fetch("/sitemap-news.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const verdict = await validate(xml);
    expect(verdict.output).not.toContain("fails to validate");
    expect(verdict.ok).toBe(true);
    const parsed = new XMLParser({ htmlEntities: true, isArray: (name) => name === "url" }).parse(
      xml,
    ) as {
      urlset: { url: { loc: string; "news:news": Record<string, unknown> }[] };
    };
    const urls = parsed.urlset.url;
    expect(urls.map((url) => url.loc)).toEqual([`${server.url}/blog/banjir-hari-ini`]);
    expect(urls[0]?.["news:news"]).toMatchObject({
      "news:publication": { "news:name": texts.site.name, "news:language": "id" },
      "news:title": "Banjir & Longsor <Hari Ini>",
    });
  });

  it("is refused by the schema when it breaks the format (the check can fail)", async () => {
    const broken = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
  <url><loc>https://contoh.id/blog/a</loc><news:news><news:publication><news:name>A</news:name></news:publication><news:title>A</news:title></news:news></url>
</urlset>`;
    expect((await validate(broken)).ok).toBe(false);
  });

  it("is named in robots.txt", async () => {
    expect(await (await server.fetch("/robots.txt")).text()).toContain(
      `Sitemap: ${server.url}/sitemap-news.xml`,
    );
  });
});

describe("article JSON-LD", () => {
  it("is a NewsArticle with its dates, author page, publisher logo and a breadcrumb trail", async () => {
    const $ = await loadHtml(await server.fetch("/blog/banjir-hari-ini"));
    const [breadcrumb, article] = jsonLd($);
    const url = `${server.url}/blog/banjir-hari-ini`;
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Banjir & Longsor <Hari Ini>",
      image: [`${server.url}/uploads/banjir.jpg`],
      author: { "@type": "Person", name: "Sari Dewi" },
      publisher: {
        "@type": "Organization",
        name: texts.site.name,
        logo: { "@type": "ImageObject" },
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
    for (const key of ["datePublished", "dateModified"]) {
      expect(Number.isNaN(Date.parse(String(article?.[key]))), key).toBe(false);
    }
    expect(breadcrumb).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: texts.nav.home, item: `${server.url}/` },
        { "@type": "ListItem", position: 2, name: "Sosial", item: `${server.url}/kategori/sosial` },
        { "@type": "ListItem", position: 3, name: "Banjir & Longsor <Hari Ini>", item: url },
      ],
    });
    expect($('meta[name="robots"]').attr("content")).toBe("max-image-preview:large");
  });

  it("gives a category's page its breadcrumb trail", async () => {
    const $ = await loadHtml(await server.fetch("/kategori/sosial"));
    expect(jsonLd($)).toContainEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: texts.nav.home, item: `${server.url}/` },
        { "@type": "ListItem", position: 2, name: "Sosial", item: `${server.url}/kategori/sosial` },
      ],
    });
  });
});
