import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/.server/db/connection";
import { toIso } from "~/.server/db/values";
import { texts } from "~/.server/texts";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { daysAgo, makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

const cover = "/media/0123456789abcdef0123456789abcdef.webp";
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  await makePost(server.db, {
    title: `Kopi "Nusantara" & Teh`,
    slug: "kopi-nusantara",
    category: "bisnis",
    author: "Sari Dewi",
    image: cover,
    content: `<p>Lihat <a href="/blog/teh-tarik">teh tarik</a>.</p><img src="${cover}" alt="Kopi">`,
    createdAt: daysAgo(1),
  });
  for (let n = 2; n <= 24; n++) {
    await makePost(server.db, {
      title: `Teknologi ${n}`,
      category: n % 3 === 0 ? "bisnis" : "teknologi",
      author: n === 2 ? "" : "Budi",
      createdAt: daysAgo(n),
    });
  }
  await makePost(server.db, { title: "Draf Rahasia", slug: "draf-rahasia", published: false });
});

afterAll(() => server?.stop());

/** Published articles as the database has them, newest first, optionally of one category. */
async function publishedInDb(db: DB, category?: string) {
  const rows = await db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select([
      "posts.slug",
      "posts.title",
      "posts.summary",
      "posts.author",
      "posts.created_at",
      "posts.updated_at",
      "categories.name as category",
    ])
    .where("posts.published", "=", true)
    .$if(category !== undefined, (qb) => qb.where("categories.slug", "=", category ?? ""))
    .orderBy("posts.created_at", "desc")
    .orderBy("posts.id", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    author: row.author?.trim() ? row.author : texts.author.fallback,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }));
}

interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  language: string;
  items: {
    id: string;
    url: string;
    title: string;
    content_html: string;
    summary: string;
    image?: string;
    date_published: string;
    date_modified: string;
    authors: { name: string }[];
    tags: string[];
  }[];
}

async function jsonFeed(path: string): Promise<JsonFeed> {
  const response = await server.fetch(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
  return (await response.json()) as JsonFeed;
}

// RFC 3339 with a time zone, as JSON Feed 1.1 requires of its dates.
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe("/feed.json", () => {
  it("is JSON Feed 1.1 of the 20 newest published articles, every required field present", async () => {
    const feed = await jsonFeed("/feed.json");
    const expected = (await publishedInDb(server.db)).slice(0, 20);

    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.title).toBe(texts.feed.title(texts.site.name));
    expect(feed.home_page_url).toBe(`${server.url}/`);
    expect(feed.feed_url).toBe(`${server.url}/feed.json`);
    expect(feed.language).toBe("id");
    expect(feed.items).toHaveLength(20);
    expect(feed.items.map((item) => item.title)).not.toContain("Draf Rahasia");
    for (const [index, item] of feed.items.entries()) {
      const post = expected[index];
      const url = `${server.url}/blog/${post?.slug}`;
      expect(item.id).toBe(url);
      expect(item.url).toBe(url);
      expect(item.title).toBe(post?.title);
      expect(item.summary).toBe(post?.summary);
      expect(typeof item.content_html).toBe("string");
      expect(item.content_html).not.toBe("");
      expect(item.date_published).toMatch(rfc3339);
      expect(item.date_published).toBe(post?.created_at);
      expect(item.date_modified).toBe(post?.updated_at);
      expect(item.authors).toEqual([{ name: post?.author }]);
      expect(item.tags).toEqual([post?.category]);
    }
  });

  it("carries the whole article with links and images made absolute, and the cover", async () => {
    const feed = await jsonFeed("/feed.json");
    const [first] = feed.items;
    expect(first?.content_html).toBe(
      `<p>Lihat <a href="${server.url}/blog/teh-tarik">teh tarik</a>.</p>` +
        `<img src="${server.url}${cover}" alt="Kopi" />`,
    );
    expect(first?.image).toBe(`${server.url}${cover}`);
    expect(first?.authors).toEqual([{ name: "Sari Dewi" }]);
  });

  it("follows one category with ?category=, and answers 404 for an unknown one", async () => {
    const feed = await jsonFeed("/feed.json?category=bisnis");
    const expected = await publishedInDb(server.db, "bisnis");
    expect(feed.title).toBe(texts.feed.categoryTitle(texts.site.name, "Bisnis"));
    expect(feed.home_page_url).toBe(`${server.url}/kategori/bisnis`);
    expect(feed.feed_url).toBe(`${server.url}/feed.json?category=bisnis`);
    expect(feed.items.map((item) => item.title)).toEqual(expected.map((post) => post.title));
    const unknown = await server.fetch("/feed.json?category=tidak-ada");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(texts.feed.unknownCategory);
  });
});

describe("/rss.xml?category=", () => {
  it("is RSS 2.0 of one category's newest articles with author, category and content", async () => {
    const response = await server.fetch("/rss.xml?category=bisnis");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/<rss version="2.0"/);
    const feed = await new Parser().parseString(xml);
    const expected = await publishedInDb(server.db, "bisnis");

    expect(feed.title).toBe(texts.feed.categoryTitle(texts.site.name, "Bisnis"));
    expect(feed.link).toBe(`${server.url}/kategori/bisnis`);
    expect(feed.items.length).toBeGreaterThan(1);
    expect(
      feed.items.map((item) => ({
        title: item.title,
        link: item.link,
        description: item.content,
        author: (item as { author?: string }).author,
        categories: item.categories,
      })),
    ).toEqual(
      expected.map((post) => ({
        title: post.title,
        link: `${server.url}/blog/${post.slug}`,
        description: post.summary,
        author: post.author,
        categories: [post.category],
      })),
    );
    expect(feed.items[0]?.["content:encoded"]).toContain(`src="${server.url}${cover}"`);
  });

  it("answers 404 with a message for a category that does not exist", async () => {
    const response = await server.fetch("/rss.xml?category=tidak-ada");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(texts.feed.unknownCategory);
  });
});

describe("an article's text in RSS", () => {
  it("reads back exactly, even where it would end a CDATA section or open a tag", async () => {
    const text = {
      title: `Kode "]]>" & <b>tebal</b> di judul`,
      summary: `Ringkasan dengan ]]> dan ]]]]> serta & <`,
      content: `<p>Isi dengan ]]&gt; &amp; <em>miring</em>, dan “kutip” → panah.</p>`,
    };
    await makePost(server.db, { ...text, slug: "teks-cdata", category: "teknologi" });
    const response = await server.fetch("/rss.xml?category=teknologi");
    const feed = await new Parser().parseString(await response.text());
    const item = feed.items.find((entry) => entry.link === `${server.url}/blog/teks-cdata`);
    expect(item?.title).toBe(text.title);
    expect(item?.content).toBe(text.summary);
    expect(item?.["content:encoded"]).toBe(text.content);
  });
});

describe("feed links", () => {
  it("the home page links the site's RSS and JSON feeds", async () => {
    const $ = await loadHtml(await server.fetch("/"));
    expect($('head link[rel="alternate"][type="application/rss+xml"]').attr("href")).toBe(
      "/rss.xml",
    );
    expect($('head link[rel="alternate"][type="application/feed+json"]').attr("href")).toBe(
      "/feed.json",
    );
  });

  it("a category's list links its own feeds besides the site's", async () => {
    const $ = await loadHtml(await server.fetch("/kategori/bisnis"));
    const hrefs = (type: string) =>
      $(`head link[rel="alternate"][type="${type}"]`)
        .map((_, el) => $(el).attr("href"))
        .get();
    expect(hrefs("application/rss+xml")).toEqual(["/rss.xml", "/rss.xml?category=bisnis"]);
    expect(hrefs("application/feed+json")).toEqual(["/feed.json", "/feed.json?category=bisnis"]);
    const title = texts.feed.categoryTitle(texts.site.name, "Bisnis");
    expect($(`head link[href="/rss.xml?category=bisnis"]`).attr("title")).toBe(title);
  });
});

describe("feeds behind the page cache", () => {
  let cached: TestServer;
  let cookie = "";
  beforeAll(async () => {
    cached = await startServer({ cache: true, env: adminServerEnv });
    cookie = await sessionFor(cached, "redaksi@contoh.id");
    await makePost(cached.db, { title: "Lama", category: "bisnis", createdAt: daysAgo(3) });
  });
  afterAll(() => cached?.stop());

  const feeds = [
    "/rss.xml",
    "/rss.xml?category=bisnis",
    "/feed.json",
    "/feed.json?category=bisnis",
  ];

  it("are stored, then dropped when an article is published", async () => {
    const draft = await makePost(cached.db, {
      title: "Baru Terbit",
      category: "bisnis",
      published: false,
    });
    // Let the draft's own change notice pass before the feeds are stored (PostgreSQL's NOTIFY).
    if (!cached.databaseUrl.startsWith("file:")) await new Promise((r) => setTimeout(r, 300));
    for (const path of feeds) {
      expect(await (await cached.fetch(path)).text(), path).not.toContain("Baru Terbit");
      const again = await cached.fetch(path);
      expect(again.headers.get("x-cache"), path).toBe("HIT");
    }

    const saved = await editArticle(cached, cookie, draft.id, { published: "on" });
    expect(saved.status).toBe(302);

    for (const path of feeds) {
      const response = await cached.fetch(path);
      expect(response.headers.get("x-cache"), path).toBe("MISS");
      expect(await response.text(), path).toContain("Baru Terbit");
    }
  });
});
