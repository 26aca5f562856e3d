import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/.server/db/connection";
import { sitemapUrlLimit } from "~/.server/sitemap";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// The real limit, exercised for real: the archive is made one article larger than what one
// sitemap may list, written in a few multi-row inserts (a few seconds) rather than one by one.

let server: TestServer;
let small: TestServer;
let articleCount = 0;

const parser = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

interface Parsed {
  urlset?: { url: { loc: string; lastmod?: string }[] };
  sitemapindex?: { sitemap: { loc: string }[] };
}

async function sitemap(target: TestServer, path: string): Promise<Parsed> {
  const response = await target.fetch(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  return parser.parse(await response.text()) as Parsed;
}

/** Writes `count` published articles in batches, newest first by their number. */
async function insertArticles(db: DB, count: number): Promise<void> {
  const category = await db
    .selectFrom("categories")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const start = Date.parse("2020-01-01T00:00:00.000Z");
  const batch = 2000;
  for (let from = 0; from < count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, count - from) }, (_, index) => {
      const n = from + index;
      const at = new Date(start - n * 60_000).toISOString();
      return {
        title: `Arsip ${n}`,
        slug: `arsip-${n}`,
        summary: "Ringkasan.",
        content: "<p>Isi.</p>",
        content_text: "Isi.",
        image: null,
        category_id: category.id,
        author: "Redaksi",
        published: true,
        published_at: at,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto("posts").values(rows).execute();
  }
}

beforeAll(async () => {
  [server, small] = await Promise.all([startServer(), startServer()]);
  // Home, the one category the articles are in and the Privasi page every site has are URLs too
  // (a category without a published article is not): one article more than fits makes a second
  // child.
  articleCount = sitemapUrlLimit - 1 - 1 - 1 + 1;
  await insertArticles(server.db, articleCount);
  await makePost(small.db, { title: "Satu-satunya", slug: "satu-satunya" });
}, 180_000);

afterAll(async () => {
  await Promise.all([server?.stop(), small?.stop()]);
});

describe("a site larger than one sitemap", () => {
  it("answers /sitemap.xml with an index of child sitemaps holding every URL once", async () => {
    const index = await sitemap(server, "/sitemap.xml");
    expect(index.urlset).toBeUndefined();
    const children = index.sitemapindex?.sitemap.map((entry) => entry.loc) ?? [];
    expect(children).toEqual([
      `${server.url}/sitemaps/1.xml`,
      `${server.url}/sitemaps/2.xml`,
      `${server.url}/sitemap-news.xml`,
    ]);

    const lists = await Promise.all(
      children
        .filter((loc) => loc.includes("/sitemaps/"))
        .map(async (loc) => (await sitemap(server, new URL(loc).pathname)).urlset?.url ?? []),
    );
    expect(lists.map((list) => list.length)).toEqual([sitemapUrlLimit, 1]);
    const locs = lists.flat().map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs[0]).toBe(`${server.url}/`);
    const first = await server.db
      .selectFrom("categories")
      .select("slug")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(locs).toContain(`${server.url}/kategori/${first.slug}`);
    expect(locs.filter((loc) => loc.includes("/kategori/"))).toHaveLength(1);
    expect(locs).toContain(`${server.url}/blog/arsip-0`);
    // The oldest article is the one past the limit.
    const last = lists[1]?.[0];
    expect(last?.loc).toBe(`${server.url}/blog/arsip-${articleCount - 1}`);
    expect(last?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers 404 for a child past the last and for anything else under /sitemaps/", async () => {
    // Parsing 50,000 URLs held this process for seconds: let fetch's pool notice the kept-alive
    // sockets the server closed meanwhile before it picks one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const path of ["/sitemaps/3.xml", "/sitemaps/0.xml", "/sitemaps/satu.xml"]) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
  });
});

describe("a site within one sitemap", () => {
  it("keeps a single sitemap and has no children", async () => {
    const single = await sitemap(small, "/sitemap.xml");
    expect(single.sitemapindex).toBeUndefined();
    expect(single.urlset?.url.map((entry) => entry.loc)).toContain(
      `${small.url}/blog/satu-satunya`,
    );
    expect((await small.fetch("/sitemaps/1.xml")).status).toBe(404);
  });
});
