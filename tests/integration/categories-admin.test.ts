import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { daysAgo, makePost } from "../support/factories";
import { cardTitles, loadHtml, type Page } from "../support/html";
import { startServer, type TestServer } from "../support/server";

const t = texts.categories;
let server: TestServer;
let cookie = "";

async function page(path: string): Promise<Page> {
  const response = await server.fetch(path);
  expect(response.status).toBe(200);
  return loadHtml(response);
}

function adminPost(fields: Record<string, string>, session = cookie): Promise<Response> {
  return server.fetch("/admin/categories", {
    method: "POST",
    headers: { cookie: session },
    body: new URLSearchParams(fields),
  });
}

async function category(slug: string) {
  return server.db
    .selectFrom("categories")
    .select(["id", "slug", "name", "description", "position"])
    .where("slug", "=", slug)
    .executeTakeFirst();
}

async function categoryIdOf(slug: string): Promise<string> {
  const found = await category(slug);
  if (!found) throw new Error(`no category ${slug}`);
  return String(found.id);
}

async function categoryOfPost(id: number): Promise<string> {
  const row = await server.db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select("categories.slug")
    .where("posts.id", "=", id)
    .executeTakeFirstOrThrow();
  return row.slug;
}

/** Every sitemap's text, the index's children included. */
async function sitemapLocs(): Promise<string> {
  const top = await (await server.fetch("/sitemap.xml")).text();
  const children = [...top.matchAll(/<loc>([^<]*\/sitemaps\/[^<]*)<\/loc>/g)].map(
    (m) => m[1] ?? "",
  );
  const texts = await Promise.all(
    children.map(async (url) => (await server.fetch(new URL(url).pathname)).text()),
  );
  return [top, ...texts].join("\n");
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  for (let n = 7; n >= 1; n--) {
    await makePost(server.db, {
      title: `Olahraga ${n}`,
      category: "olahraga",
      createdAt: daysAgo(n),
    });
  }
});

afterAll(() => server?.stop());

describe("category page", () => {
  it("has the category's name as its heading, a canonical URL, a feed link and paging", async () => {
    const $ = await page("/kategori/olahraga");
    expect($("h1").text()).toBe("Olahraga");
    expect(cardTitles($)).toHaveLength(6);
    expect($('link[rel="canonical"]').attr("href")).toBe(`${server.url}/kategori/olahraga`);
    expect($('link[rel="alternate"][href="/rss.xml?category=olahraga"]')).toHaveLength(1);
    expect($('a[rel="next"]').attr("href")).toBe("/kategori/olahraga?page=2");
    expect(cardTitles(await page("/kategori/olahraga?page=2"))).toEqual(["Olahraga 7"]);
    expect((await server.fetch("/kategori/tidak-ada")).status).toBe(404);
  });

  it("is where the home page's ?category= answers 301, with the page; a search stays", async () => {
    const moved = await server.fetch("/?category=olahraga&page=2");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/kategori/olahraga?page=2");
    expect((await server.fetch("/?q=olahraga&category=olahraga")).status).toBe(200);
  });

  it("leaves categories without a published article out of public lists and sitemaps", async () => {
    const home = await page("/");
    const options = home('select[name="category"] option')
      .map((_, option) => home(option).attr("value"))
      .get();
    expect(options).toEqual(["", "olahraga"]);
    const locs = await sitemapLocs();
    expect(locs).toContain(`${server.url}/kategori/olahraga</loc>`);
    expect(locs).not.toContain("/kategori/bisnis");
    // The page's own lists (the footer's links are the owner's settings).
    const siteMap = await page("/sitemap");
    expect(siteMap("main").html()).toContain("/kategori/olahraga");
    expect(siteMap("main").html()).not.toContain("/kategori/bisnis");
  });
});

describe("Kategori screen", () => {
  it("creates a category with a description, its slug made from the name", async () => {
    const created = await adminPost({
      intent: "create",
      name: "Ekonomi  Daerah",
      slug: "",
      description: "Kabar ekonomi dari daerah.",
    });
    expect(created.status).toBe(302);
    expect(await category("ekonomi-daerah")).toMatchObject({
      name: "Ekonomi Daerah",
      description: "Kabar ekonomi dari daerah.",
    });
    const screen = await loadHtml(await server.fetch("/admin/categories", { headers: { cookie } }));
    expect(screen("h1").text()).toBe(t.title);
    expect(screen.text()).toContain("/kategori/ekonomi-daerah");
  });

  it("refuses a taken slug, an empty name and a bad slug with a message, changing nothing", async () => {
    for (const [fields, message] of [
      [{ name: "Lagi", slug: "olahraga" }, t.slugTaken],
      [{ name: "  ", slug: "" }, t.nameRequired],
      [{ name: "Baik", slug: "Bukan Slug" }, t.slugInvalid],
    ] as const) {
      const refused = await adminPost({ intent: "create", ...fields });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    expect(await category("lagi")).toBeUndefined();
  });

  it("renames a category: the old address answers 301 to the new one", async () => {
    const id = await categoryIdOf("olahraga");
    const saved = await adminPost({
      intent: "save",
      id,
      name: "Sport",
      slug: "sport",
      description: "Semua cabang olahraga.",
    });
    expect(saved.status).toBe(302);
    const $ = await page("/kategori/sport");
    expect($("h1").text()).toBe("Sport");
    expect($.text()).toContain("Semua cabang olahraga.");
    const old = await server.fetch("/kategori/olahraga?page=2");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/kategori/sport?page=2");
    // Its feeds move with it.
    const feed = await server.fetch("/rss.xml?category=olahraga");
    expect(feed.status).toBe(301);
    expect(feed.headers.get("location")).toBe("/rss.xml?category=sport");
  });

  it("orders categories with Naik and Turun, and the public list follows", async () => {
    const ids = async () =>
      (
        await server.db
          .selectFrom("categories")
          .select("slug")
          .orderBy("position")
          .orderBy("id")
          .execute()
      ).map((row) => row.slug);
    const before = await ids();
    const second = before[1];
    if (!second) throw new Error("too few categories");
    expect(
      (await adminPost({ intent: "move", id: await categoryIdOf(second), direction: "up" })).status,
    ).toBe(302);
    const after = await ids();
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    // The first one cannot go higher: nothing changes.
    expect(
      (await adminPost({ intent: "move", id: await categoryIdOf(second), direction: "up" })).status,
    ).toBe(302);
    expect(await ids()).toEqual(after);
  });

  it("merges a category into another: articles move, the old address answers 301", async () => {
    const post = await makePost(server.db, { title: "Pasar Rakyat", category: "bisnis" });
    const merged = await adminPost({
      intent: "merge",
      id: await categoryIdOf("bisnis"),
      into: await categoryIdOf("ekonomi-daerah"),
    });
    expect(merged.status).toBe(302);
    expect(await category("bisnis")).toBeUndefined();
    expect(await categoryOfPost(post.id)).toBe("ekonomi-daerah");
    const old = await server.fetch("/kategori/bisnis");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/kategori/ekonomi-daerah");
    expect(cardTitles(await page("/kategori/ekonomi-daerah"))).toEqual(["Pasar Rakyat"]);
  });

  it("deletes a category, moving its articles to the chosen one; its address answers 410", async () => {
    const post = await makePost(server.db, { title: "Konser Akbar", category: "hiburan" });
    const refused = await adminPost({ intent: "remove", id: await categoryIdOf("hiburan") });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(t.targetRequired);
    const removed = await adminPost({
      intent: "remove",
      id: await categoryIdOf("hiburan"),
      into: await categoryIdOf("sport"),
    });
    expect(removed.status).toBe(302);
    expect(await categoryOfPost(post.id)).toBe("sport");
    expect((await server.fetch("/kategori/hiburan")).status).toBe(410);
    expect((await server.fetch("/feed.json?category=hiburan")).status).toBe(410);
  });

  it("refuses to delete the last category", async () => {
    const rest = await server.db.selectFrom("categories").select(["id", "slug"]).execute();
    const [keep, ...others] = rest;
    if (!keep) throw new Error("no categories");
    for (const other of others) {
      expect(
        (await adminPost({ intent: "merge", id: String(other.id), into: String(keep.id) })).status,
      ).toBe(302);
    }
    const refused = await adminPost({ intent: "remove", id: String(keep.id), into: "999999" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(t.lastOne);
    expect(await category(keep.slug)).toBeDefined();
  });

  it("is closed to a Penulis", async () => {
    const penulis = await sessionFor(server, "penulis-kategori@contoh.id");
    await server.db
      .updateTable("user")
      .set({ role: "penulis" })
      .where("email", "=", "penulis-kategori@contoh.id")
      .execute();
    const refused = await adminPost({ intent: "create", name: "Liar", slug: "liar" }, penulis);
    expect(refused.status).toBe(403);
    expect(await category("liar")).toBeUndefined();
  });
});
