import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxTagLength, maxTagsPerArticle, type TagName } from "~/lib/tags";
import { texts } from "~/.server/texts";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { daysAgo, makePost } from "../support/factories";
import { cardTitles, loadHtml, type Page } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let cookie = "";
const t = texts.tags;
const pemilu: TagName = { name: "Pemilu", slug: "pemilu" };

async function page(path: string, init?: RequestInit): Promise<Page> {
  const response = await server.fetch(path, init);
  expect(response.status).toBe(200);
  return loadHtml(response);
}

async function tagId(slug: string): Promise<number> {
  const row = await server.db
    .selectFrom("tags")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tagsOf(postId: number): Promise<string[]> {
  const rows = await server.db
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select("tags.slug")
    .where("post_tags.post_id", "=", postId)
    .orderBy("tags.slug")
    .execute();
  return rows.map((row) => row.slug);
}

function adminPost(path: string, fields: Record<string, string>): Promise<Response> {
  return server.fetch(path, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
}

async function categoryId(slug: string): Promise<number> {
  const row = await server.db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  // Eight published articles tagged Pemilu, newest first: "Pemilu 1" is the newest.
  for (let n = 8; n >= 1; n--) {
    await makePost(server.db, {
      title: `Pemilu ${n}`,
      createdAt: daysAgo(n),
      category: "politik",
      tags: [pemilu],
    });
  }
  await makePost(server.db, { title: "Draf Pemilu", published: false, tags: [pemilu] });
  await makePost(server.db, { title: "Tanpa Tag", category: "politik", createdAt: daysAgo(0) });
  await server.db
    .updateTable("tags")
    .set({ description: "Liputan pesta demokrasi." })
    .where("slug", "=", "pemilu")
    .execute();
});

afterAll(() => server?.stop());

describe("tag page", () => {
  it("lists the tag's published articles six per page, newest first, never drafts", async () => {
    const first = cardTitles(await page("/tag/pemilu"));
    expect(first).toEqual(["Pemilu 1", "Pemilu 2", "Pemilu 3", "Pemilu 4", "Pemilu 5", "Pemilu 6"]);
    const $ = await page("/tag/pemilu?page=2");
    expect(cardTitles($)).toEqual(["Pemilu 7", "Pemilu 8"]);
    expect($('nav a[aria-current="page"]').text()).toBe("2");
    expect($(`a[rel="prev"]`).attr("href")).toBe("/tag/pemilu");
  });

  it("pages by the tag's published articles as they are published and unpublished", async () => {
    const older = (published: boolean) =>
      server.db
        .updateTable("posts")
        .set({ published })
        .where("title", "in", ["Pemilu 7", "Pemilu 8"])
        .execute();
    expect((await page("/tag/pemilu"))('a[rel="next"]').attr("href")).toBe("/tag/pemilu?page=2");
    await older(false);
    try {
      // Six published articles and a draft: one page.
      expect((await page("/tag/pemilu"))('a[rel="next"]')).toHaveLength(0);
    } finally {
      await older(true);
    }
    expect((await page("/tag/pemilu"))('a[rel="next"]').attr("href")).toBe("/tag/pemilu?page=2");
  });

  it("shows its name and description, with canonical URL, Open Graph tags and its feed", async () => {
    const $ = await page("/tag/pemilu?page=2");
    expect($("h1").text()).toBe("Pemilu");
    expect($("main, body").text()).toContain("Liputan pesta demokrasi.");
    expect($('link[rel="canonical"]').attr("href")).toMatch(/\/tag\/pemilu\?page=2$/);
    expect($('meta[property="og:title"]').attr("content")).toBe(t.pageTitle("Pemilu"));
    expect($('meta[property="og:description"]').attr("content")).toBe("Liputan pesta demokrasi.");
    expect($('meta[property="og:url"]').attr("content")).toMatch(/\/tag\/pemilu\?page=2$/);
    expect(
      $('link[rel="alternate"][type="application/rss+xml"][href="/tag/pemilu/rss.xml"]'),
    ).toHaveLength(1);
  });

  it("answers 404 with the site's not-found page for an unknown tag", async () => {
    for (const path of ["/tag/tidak-ada", "/tag/Bukan%20Slug"]) {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
      const $ = await loadHtml(response);
      expect($("h1").text()).toBe(texts.notFound.title);
    }
    expect((await server.fetch("/tag/tidak-ada/rss.xml")).status).toBe(404);
  });

  it("links the article's tags from the article page", async () => {
    const $ = await page(
      `/blog/${(await server.db.selectFrom("posts").select("slug").where("title", "=", "Pemilu 3").executeTakeFirstOrThrow()).slug}`,
    );
    const links = $(`nav[aria-label="${t.listLabel}"] a`);
    expect(links.map((_, el) => $(el).attr("href")).get()).toEqual(["/tag/pemilu"]);
    expect(links.text()).toContain("Pemilu");
  });

  it("has an RSS 2.0 feed of the tag's newest articles", async () => {
    const response = await server.fetch("/tag/pemilu/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe(t.feedTitle(texts.site.name, "Pemilu"));
    expect(feed.items.map((item) => item.title)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Pemilu ${i + 1}`),
    );
    expect(feed.items[0]?.link).toMatch(/\/blog\//);
    expect(feed.items[0]?.categories).toEqual(["Politik", "Pemilu"]);

    const json = await server.fetch("/tag/pemilu/feed.json");
    expect(json.headers.get("content-type")).toContain("application/feed+json");
    const body = (await json.json()) as { version: string; items: { tags: string[] }[] };
    expect(body.version).toBe("https://jsonfeed.org/version/1.1");
    expect(body.items).toHaveLength(8);
    expect(body.items[0]?.tags).toEqual(["Politik", "Pemilu"]);
  });

  it("lists tag pages with published articles in the sitemap", async () => {
    await makePost(server.db, {
      title: "Draf Saja",
      published: false,
      tags: [{ name: "Hanya Draf", slug: "hanya-draf" }],
    });
    const xml = await (await server.fetch("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>[^<]*\/tag\/pemilu<\/loc>/);
    expect(xml).not.toContain("/tag/hanya-draf");
  });
});

describe("the editor's tag field", () => {
  function articleForm(fields: Record<string, string>): Promise<Response> {
    return categoryId("teknologi").then((id) => {
      const form = new FormData();
      const all = {
        title: "Artikel Bertag",
        slug: `artikel-bertag-${Date.now().toString(36)}`,
        categoryId: String(id),
        summary: "Ringkasan.",
        content: "<p>Isi.</p>",
        published: "on",
        ...fields,
      };
      for (const [key, value] of Object.entries(all)) form.set(key, value);
      return server.fetch("/admin/articles/new", {
        method: "POST",
        headers: { cookie },
        body: form,
      });
    });
  }

  it("suggests existing tags and creates new ones on save", async () => {
    const $ = await page("/admin/articles/new", { headers: { cookie } });
    const input = $('input[name="tags"]');
    expect($(`label[for="${input.attr("id")}"]`).text()).toBe(t.field);
    expect(
      $(`datalist#${input.attr("list")} option`)
        .map((_, el) => $(el).attr("value"))
        .get(),
    ).toContain("Pemilu");

    const saved = await articleForm({
      slug: "artikel-bertag",
      tags: "pemilu, Ekonomi  Digital, ekonomi digital, ",
    });
    expect(saved.status).toBe(302);
    const post = await server.db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", "artikel-bertag")
      .executeTakeFirstOrThrow();
    expect(await tagsOf(post.id)).toEqual(["ekonomi-digital", "pemilu"]);
    const created = await server.db
      .selectFrom("tags")
      .select("name")
      .where("slug", "=", "ekonomi-digital")
      .executeTakeFirstOrThrow();
    expect(created.name).toBe("Ekonomi Digital");

    // The edit page shows them; an edit that empties the field removes them.
    const edit = await page(`/admin/articles/${post.id}/edit`, { headers: { cookie } });
    expect(edit('input[name="tags"]').attr("value")).toBe("Ekonomi Digital, Pemilu");
    expect((await editArticle(server, cookie, post.id, { tags: "Pemilu" })).status).toBe(302);
    expect(await tagsOf(post.id)).toEqual(["pemilu"]);
    const $article = await page("/blog/artikel-bertag");
    expect($article(`nav[aria-label="${t.listLabel}"] a`).attr("href")).toBe("/tag/pemilu");
  });

  it("refuses bad tags with a 400 and an Indonesian message, storing nothing", async () => {
    const before = await server.db.selectFrom("tags").select("id").execute();
    const cases = [
      { tags: "x".repeat(maxTagLength + 1), message: t.tooLong(maxTagLength) },
      {
        tags: Array.from({ length: maxTagsPerArticle + 1 }, (_, i) => `tag ${i}`).join(","),
        message: t.tooMany(maxTagsPerArticle),
      },
      { tags: "baik, !!!", message: t.noLetters("!!!") },
    ];
    for (const { tags, message } of cases) {
      const response = await articleForm({ title: "Ditolak", slug: "ditolak", tags });
      expect(response.status).toBe(400);
      const $ = await loadHtml(response);
      expect($("#tags-error").text()).toBe(message);
    }
    expect(
      await server.db.selectFrom("posts").select("id").where("slug", "=", "ditolak").execute(),
    ).toEqual([]);
    expect(await server.db.selectFrom("tags").select("id").execute()).toEqual(before);
  });
});

describe("the Tag screen", () => {
  it("lists tags with their article counts, for admins only", async () => {
    expect((await server.fetch("/admin/tags")).status).toBe(302);
    const $ = await page("/admin/tags", { headers: { cookie } });
    const row = $("li").filter((_, el) => $(el).find("summary").text().includes("Pemilu"));
    expect(row.find("summary").text()).toContain(t.count(10));
  });

  it("renames a tag: the old address answers 301 to the new one", async () => {
    await makePost(server.db, { title: "Soal Iklim", tags: [{ name: "Iklim", slug: "iklim" }] });
    const id = await tagId("iklim");
    const saved = await adminPost("/admin/tags", {
      intent: "save",
      id: String(id),
      name: "Perubahan Iklim",
      slug: "perubahan-iklim",
      description: "Bumi yang memanas.",
    });
    expect(saved.status).toBe(302);
    const moved = await server.fetch("/tag/iklim?page=1");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/tag/perubahan-iklim?page=1");
    expect((await server.fetch("/tag/iklim/rss.xml")).headers.get("location")).toBe(
      "/tag/perubahan-iklim/rss.xml",
    );
    const $ = await page("/tag/perubahan-iklim");
    expect($("h1").text()).toBe("Perubahan Iklim");
    expect(cardTitles($)).toEqual(["Soal Iklim"]);
    // Tags are searchable, under their new name too.
    expect(cardTitles(await page("/?q=perubahan"))).toEqual(["Soal Iklim"]);
  });

  it("refuses a bad rename with a 400 beside the field", async () => {
    const id = await tagId("perubahan-iklim");
    const taken = await adminPost("/admin/tags", {
      intent: "save",
      id: String(id),
      name: "Iklim",
      slug: "pemilu",
      description: "",
    });
    expect(taken.status).toBe(400);
    expect((await loadHtml(taken))(`#tag-${id}-slug-error`).text()).toBe(t.slugTaken);
    const blank = await adminPost("/admin/tags", {
      intent: "save",
      id: String(id),
      name: "  ",
      slug: "Bukan Slug",
      description: "",
    });
    expect(blank.status).toBe(400);
    const $ = await loadHtml(blank);
    expect($(`#tag-${id}-name-error`).text()).toBe(t.nameRequired);
    expect($(`#tag-${id}-slug-error`).text()).toBe(t.slugInvalid);
    expect(
      (await adminPost("/admin/tags", { intent: "save", id: "999999", name: "X", slug: "x" }))
        .status,
    ).toBe(404);
    expect((await adminPost("/admin/tags", { intent: "tebak" })).status).toBe(400);
  });

  it("merges a tag into another: articles keep their other tags, no duplicates, 301", async () => {
    const both = await makePost(server.db, {
      title: "Dua Tag",
      tags: [
        { name: "AI", slug: "ai" },
        { name: "Kecerdasan Buatan", slug: "kecerdasan-buatan" },
        { name: "Sekolah", slug: "sekolah" },
      ],
    });
    const one = await makePost(server.db, {
      title: "Satu Tag",
      tags: [{ name: "AI", slug: "ai" }],
    });
    const from = await tagId("ai");
    const into = await tagId("kecerdasan-buatan");
    const self = await adminPost("/admin/tags", {
      intent: "merge",
      id: String(from),
      into: String(from),
    });
    expect(self.status).toBe(400);
    expect((await loadHtml(self))(`#tag-${from}-into-error`).text()).toBe(t.mergeSelf);
    expect(
      (await adminPost("/admin/tags", { intent: "merge", id: String(from), into: "" })).status,
    ).toBe(400);

    const merged = await adminPost("/admin/tags", {
      intent: "merge",
      id: String(from),
      into: String(into),
    });
    expect(merged.status).toBe(302);
    expect(await tagsOf(both.id)).toEqual(["kecerdasan-buatan", "sekolah"]);
    expect(await tagsOf(one.id)).toEqual(["kecerdasan-buatan"]);
    expect(
      await server.db.selectFrom("tags").select("id").where("slug", "=", "ai").execute(),
    ).toEqual([]);
    const moved = await server.fetch("/tag/ai");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/tag/kecerdasan-buatan");
    expect(cardTitles(await page("/tag/kecerdasan-buatan")).sort()).toEqual([
      "Dua Tag",
      "Satu Tag",
    ]);
  });

  it("deletes a tag: its articles stay, its page answers 410", async () => {
    const post = await makePost(server.db, {
      title: "Tag Dihapus",
      tags: [{ name: "Sementara", slug: "sementara" }],
    });
    const removed = await adminPost("/admin/tags", {
      intent: "remove",
      id: String(await tagId("sementara")),
    });
    expect(removed.status).toBe(302);
    expect(await tagsOf(post.id)).toEqual([]);
    expect((await server.fetch(`/blog/${post.slug}`)).status).toBe(200);
    expect((await server.fetch("/tag/sementara")).status).toBe(410);
    // A new tag of that name owns the address again.
    await makePost(server.db, {
      title: "Kembali",
      tags: [{ name: "Sementara", slug: "sementara" }],
    });
    expect(cardTitles(await page("/tag/sementara"))).toEqual(["Kembali"]);
  });
});

describe("related articles", () => {
  it("weigh shared tags as well as the category", async () => {
    const ai: TagName = { name: "Robot", slug: "robot" };
    const school: TagName = { name: "Kelas", slug: "kelas" };
    const main = await makePost(server.db, {
      title: "Pokok",
      category: "desain",
      tags: [ai, school],
      createdAt: daysAgo(10),
    });
    await makePost(server.db, {
      title: "Kategori Saja",
      category: "desain",
      createdAt: daysAgo(1),
    });
    await makePost(server.db, {
      title: "Dua Tag Lain Kategori",
      category: "opini",
      tags: [ai, school],
      createdAt: daysAgo(5),
    });
    await makePost(server.db, {
      title: "Kategori dan Dua Tag",
      category: "desain",
      tags: [school, ai],
      createdAt: daysAgo(9),
    });
    await makePost(server.db, { title: "Tak Berkaitan", category: "opini", createdAt: daysAgo(0) });
    await makePost(server.db, {
      title: "Satu Tag Lain Kategori",
      category: "sosial",
      tags: [ai],
      createdAt: daysAgo(20),
    });
    const $ = await page(`/blog/${main.slug}`);
    expect(cardTitles($)).toEqual([
      "Kategori dan Dua Tag",
      "Dua Tag Lain Kategori",
      "Kategori Saja",
    ]);
  });
  // Ranked from copies of each article's category, date and flag on its tag rows (migration 0025):
  // the copies must follow the article.
  it("follow an article's new category, date and unpublishing", async () => {
    const pair: TagName[] = [
      { name: "Sungai", slug: "sungai" },
      { name: "Banjir", slug: "banjir" },
    ];
    const main = await makePost(server.db, {
      title: "Sungai Pokok",
      category: "opini",
      tags: pair,
      createdAt: daysAgo(30),
    });
    const make = (title: string, days: number) =>
      makePost(server.db, { title, category: "sosial", tags: pair, createdAt: daysAgo(days) });
    await make("Sungai A", 3);
    const b = await make("Sungai B", 5);
    const c = await make("Sungai C", 7);
    const related = async () => cardTitles(await page(`/blog/${main.slug}`));
    expect(await related()).toEqual(["Sungai A", "Sungai B", "Sungai C"]);

    const opini = await server.db
      .selectFrom("categories")
      .select("id")
      .where("slug", "=", "opini")
      .executeTakeFirstOrThrow();
    const moved = await editArticle(server, cookie, c.id, { categoryId: String(opini.id) });
    expect(moved.status).toBe(302);
    expect(await related()).toEqual(["Sungai C", "Sungai A", "Sungai B"]);

    await server.db
      .updateTable("posts")
      .set({ published_at: daysAgo(1) })
      .where("id", "=", b.id)
      .execute();
    expect(await related()).toEqual(["Sungai C", "Sungai B", "Sungai A"]);

    expect((await editArticle(server, cookie, c.id, { published: "" })).status).toBe(302);
    expect((await related()).slice(0, 2)).toEqual(["Sungai B", "Sungai A"]);
    expect(await related()).not.toContain("Sungai C");
  });

  // A tag on thousands of articles would make every article's render group all of them: the
  // ranking reads each tag's hundred newest (app/.server/db/posts.ts).
  it("are ranked among each tag's hundred newest articles", async () => {
    const crowded: TagName = { name: "Ramai", slug: "ramai" };
    const quiet: TagName = { name: "Sepi", slug: "sepi" };
    // A category of its own: its newest articles, which rank too, are none but the main one.
    await server.db.insertInto("categories").values({ slug: "ramai", name: "Ramai" }).execute();
    const main = await makePost(server.db, {
      title: "Ramai Pokok",
      category: "ramai",
      tags: [crowded, quiet],
      createdAt: daysAgo(1),
    });
    const crowd = (title: string, days: number) =>
      makePost(server.db, { title, category: "sosial", tags: [crowded], createdAt: daysAgo(days) });
    await makePost(server.db, {
      title: "Ramai Lama",
      category: "sosial",
      tags: [crowded, quiet],
      createdAt: daysAgo(400),
    });
    for (let n = 0; n < 98; n++) await crowd(`Ramai ${n}`, 2 + n);
    const related = async () => cardTitles(await page(`/blog/${main.slug}`));
    // The crowded tag's hundred newest: the main article, 98 others and the old one, which
    // shares both tags.
    expect(await related()).toEqual(["Ramai Lama", "Ramai 0", "Ramai 1"]);

    // One newer pushes the old one out of the crowded tag's hundred: it shares only the quiet
    // tag there, and is older than every article sharing one.
    await crowd("Ramai Baru", 0);
    expect(await related()).toEqual(["Ramai Baru", "Ramai 0", "Ramai 1"]);
  });
});

describe("with the page cache on", () => {
  let cached: TestServer;
  let article = { id: 0, slug: "" };

  beforeAll(async () => {
    cached = await startServer({ cache: true, env: adminServerEnv });
    article = await makePost(cached.db, {
      title: "Berita Cuaca",
      tags: [{ name: "Cuaca", slug: "cuaca" }],
    });
  });

  afterAll(() => cached?.stop());

  const paths = () => ["/tag/cuaca", `/blog/${article.slug}`];
  async function states(): Promise<(string | null)[]> {
    const found: (string | null)[] = [];
    for (const path of paths()) found.push((await cached.fetch(path)).headers.get("x-cache"));
    return found;
  }
  async function warm(): Promise<void> {
    await expect
      .poll(async () => {
        await states();
        return states();
      })
      .toEqual(["HIT", "HIT"]);
  }

  it("drops tag and article pages when a tag is renamed in the dashboard", async () => {
    await warm();
    const adminCookie = await sessionFor(cached, "redaksi@contoh.id");
    const row = await cached.db
      .selectFrom("tags")
      .select("id")
      .where("slug", "=", "cuaca")
      .executeTakeFirstOrThrow();
    const saved = await cached.fetch("/admin/tags", {
      method: "POST",
      headers: { cookie: adminCookie },
      body: new URLSearchParams({
        intent: "save",
        id: String(row.id),
        name: "Cuaca Ekstrem",
        slug: "cuaca",
        description: "",
      }),
    });
    expect(saved.status).toBe(302);
    expect(await states()).toEqual(["MISS", "MISS"]);
    const $ = await loadHtml(await cached.fetch(`/blog/${article.slug}`));
    expect($(`nav[aria-label="${t.listLabel}"] a`).text()).toContain("Cuaca Ekstrem");
  });

  it("drops them when another process changes an article's tags", async () => {
    await warm();
    // The test's own connection is another process: the database's change triggers tell the server.
    await cached.db.deleteFrom("post_tags").where("post_id", "=", article.id).execute();
    await expect.poll(async () => (await states())[0]).toBe("MISS");
    expect(cardTitles(await loadHtml(await cached.fetch("/tag/cuaca")))).toEqual([]);
  });
});
