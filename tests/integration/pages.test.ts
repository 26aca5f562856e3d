import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { createPageThroughForm, editPage, makePage } from "../support/pages";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let cookie = "";
let pendingCookie = "";
const t = texts.pages;

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  pendingCookie = await sessionFor(server, "menunggu@contoh.id");
});

afterAll(() => server?.stop());

const validPage = {
  title: "Tentang Kami",
  slug: "tentang-kami",
  summary: "Siapa kami dan apa yang kami tulis.",
  content: `<h2>Redaksi</h2><p onclick="x()">Kami menulis <a href="https://contoh.id">dengan jernih</a>.</p><script>alert(1)</script>`,
  published: "on",
};

async function pageCount(): Promise<number> {
  return (await server.db.selectFrom("pages").select("id").execute()).length;
}

async function slugError(response: Response, field = "slug"): Promise<string> {
  const $ = await loadHtml(response);
  return $(`#${field}-error`).text() || $('[role="alert"]').text();
}

describe("writing a page in Halaman", () => {
  it("stores it sanitized and shows it at its clean root address", async () => {
    const saved = await createPageThroughForm(server, cookie, validPage);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/pages");
    expect(saved.headers.get("set-cookie")).toContain("warta_flash=");

    const response = await server.fetch("/tentang-kami");
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($("h1").text()).toBe("Tentang Kami");
    expect($(".prose-warta h2").text()).toBe("Redaksi");
    expect($(".prose-warta").html()).not.toContain("script");
    expect($(".prose-warta").html()).not.toContain("onclick");
    expect($('meta[name="description"]').attr("content")).toBe(validPage.summary);
    expect($('link[rel="canonical"]').attr("href")).toMatch(/\/tentang-kami$/);
    expect($('meta[name="robots"]').attr("content")).toBe("max-image-preview:large");
    expect($.text()).not.toContain(texts.preview.bar);
  });

  it("lists every page for the admin with its address, status and a link to it", async () => {
    await makePage(server.db, { title: "Syarat & Ketentuan", slug: "syarat", published: false });
    const $ = await loadHtml(await server.fetch("/admin/pages", { headers: { cookie } }));
    const rows = $("main li");
    const about = rows.filter((_, row) => $(row).text().includes("Tentang Kami"));
    expect(about.text()).toContain("/tentang-kami");
    expect(about.text()).toContain(texts.review.published);
    expect(about.find(`a[href="/tentang-kami"]`).text()).toBe(texts.publicLinks.view);
    const draft = rows.filter((_, row) => $(row).text().includes("Syarat & Ketentuan"));
    expect(draft.text()).toContain(texts.review.draft);
    expect(draft.find(`a[href="/syarat"]`).text()).toBe(texts.publicLinks.preview);
  });

  it("answers HEAD for a page and refuses a POST to it without a server error", async () => {
    expect((await server.fetch("/tentang-kami", { method: "HEAD" })).status).toBe(200);
    const posted = await server.fetch("/tentang-kami", {
      method: "POST",
      body: new URLSearchParams({ a: "b" }),
    });
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expect(posted.status).toBeLessThan(500);
  });

  const bad: [string, Record<string, string>, string, string][] = [
    ["a blank title", { title: " " }, "title", t.titleRequired],
    ["a blank slug", { slug: "" }, "slug", t.slugRequired],
    ["a slug with capitals and spaces", { slug: "Tentang Kami" }, "slug", t.slugInvalid],
    ["a slug with a slash", { slug: "a/b" }, "slug", t.slugInvalid],
    ["the slug of the admin area", { slug: "admin" }, "slug", t.slugReserved("admin")],
    ["the slug of the blog", { slug: "blog" }, "slug", t.slugReserved("blog")],
    ["the slug of the site map", { slug: "sitemap" }, "slug", t.slugReserved("sitemap")],
    ["a slug another page has", { slug: "tentang-kami" }, "slug", t.slugTaken],
    ["empty content", { content: "<p> </p>" }, "content", t.contentRequired],
    ["a summary over 500 characters", { summary: "a".repeat(501) }, "summary", t.summaryTooLong],
  ];

  it.each(bad)("refuses %s on its field and stores nothing", async (_, fields, field, message) => {
    const before = await pageCount();
    const response = await createPageThroughForm(server, cookie, {
      ...validPage,
      slug: "tidak-tersimpan",
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(await slugError(response, field)).toBe(message);
    expect(await pageCount()).toBe(before);
  });

  it("refuses a body that is not a form with a 4xx", async () => {
    const response = await server.fetch("/admin/pages/new", {
      method: "POST",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x" },
      body: "--y\r\nrusak",
    });
    expect(response.status).toBe(400);
  });
});

describe("editing a page", () => {
  it("saves a change and shows it at the next request", async () => {
    const page = await makePage(server.db, { title: "Kontak Lama", slug: "kontak-uji" });
    const saved = await editPage(server, cookie, page.id, { title: "Kontak Redaksi" });
    expect(saved.status).toBe(302);
    const $ = await loadHtml(await server.fetch("/kontak-uji"));
    expect($("h1").text()).toBe("Kontak Redaksi");
  });

  it("refuses a save over someone else's newer one, changing nothing", async () => {
    const page = await makePage(server.db, { title: "Versi Awal", slug: "versi-uji" });
    const editor = await loadHtml(
      await server.fetch(`/admin/pages/${page.id}/edit`, { headers: { cookie } }),
    );
    const loadedAt = editor('input[name="updatedAt"]').attr("value") ?? "";
    expect((await editPage(server, cookie, page.id, { title: "Versi Kedua" })).status).toBe(302);
    const late = await server.fetch(`/admin/pages/${page.id}/edit`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({
        ...validPage,
        slug: "versi-uji",
        title: "Versi Basi",
        updatedAt: loadedAt,
      }),
    });
    expect(late.status).toBe(409);
    expect(await slugError(late)).toBe(t.stale);
    const row = await server.db
      .selectFrom("pages")
      .select("title")
      .where("id", "=", page.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("Versi Kedua");
  });

  it("refuses to rename a page onto another page's slug", async () => {
    const page = await makePage(server.db, { slug: "halaman-kedua" });
    const response = await editPage(server, cookie, page.id, { slug: "tentang-kami" });
    expect(response.status).toBe(400);
    expect(await slugError(response)).toBe(t.slugTaken);
  });

  it("answers 404 for a page that does not exist", async () => {
    for (const path of [
      "/admin/pages/999999/edit",
      "/admin/pages/abc/edit",
      "/admin/pages/0/edit",
    ]) {
      expect([path, (await server.fetch(path, { headers: { cookie } })).status]).toEqual([
        path,
        404,
      ]);
    }
  });
});

describe("deleting a page", () => {
  it("removes it; its address answers 410 Gone", async () => {
    const page = await makePage(server.db, { title: "Promo Lama", slug: "promo-lama" });
    const response = await server.fetch("/admin/pages", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "remove", id: String(page.id) }),
    });
    expect(response.status).toBe(302);
    const gone = await server.fetch("/promo-lama");
    expect(gone.status).toBe(410);
    const $ = await loadHtml(gone);
    expect($("h1").text()).toBe(texts.gone.title);
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
  });

  it("refuses an unknown or malformed id with a 4xx", async () => {
    for (const [id, status] of [
      ["999999", 404],
      ["abc", 400],
      ["-1", 400],
    ] as const) {
      const response = await server.fetch("/admin/pages", {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({ intent: "remove", id }),
      });
      expect([id, response.status]).toEqual([id, status]);
    }
  });
});

describe("pages among the articles", () => {
  beforeAll(async () => {
    await makePost(server.db, { title: "Artikel Biasa", slug: "artikel-biasa" });
    await makePage(server.db, { title: "Kebijakan Unik Zebra", slug: "kebijakan-zebra" });
  });

  it("are never in the article list, search, RSS or related articles", async () => {
    const home = await (await server.fetch("/")).text();
    expect(home).toContain("Artikel Biasa");
    expect(home).not.toContain("Kebijakan Unik Zebra");
    const search = await (await server.fetch("/?q=zebra")).text();
    expect(search).toContain(texts.home.emptyTitle);
    const rss = await (await server.fetch("/rss.xml")).text();
    expect(rss).toContain("Artikel Biasa");
    expect(rss).not.toContain("Zebra");
    const article = await (await server.fetch("/blog/artikel-biasa")).text();
    expect(article).not.toContain("Zebra");
  });

  it("are in sitemap.xml and on the HTML site map, with articles by category", async () => {
    const xml = await (await server.fetch("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>[^<]*\/kebijakan-zebra<\/loc>/);
    expect(xml).not.toMatch(/<loc>[^<]*\/syarat<\/loc>/);
    const $ = await loadHtml(await server.fetch("/sitemap"));
    expect($("h1").text()).toBe(texts.siteMap.title);
    expect($('a[href="/kebijakan-zebra"]').text()).toBe("Kebijakan Unik Zebra");
    expect($('a[href="/syarat"]')).toHaveLength(0);
    const teknologi = $("section").filter((_, s) => $(s).find("h3").text() === "Teknologi");
    expect(teknologi.find('a[href="/blog/artikel-biasa"]').text()).toBe("Artikel Biasa");
  });
});

describe("previewing drafts at their public address", () => {
  let draftPage = { id: 0, slug: "" };
  let draftPost = { id: 0, slug: "" };
  beforeAll(async () => {
    draftPage = await makePage(server.db, { title: "Halaman Draf", published: false });
    draftPost = await makePost(server.db, { title: "Artikel Draf", published: false });
  });

  const drafts = () => [`/${draftPage.slug}`, `/blog/${draftPost.slug}`];

  it("shows an admin the draft as it will look, marked, noindex and never cached", async () => {
    for (const path of drafts()) {
      const response = await server.fetch(path, { headers: { cookie } });
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const $ = await loadHtml(response);
      expect($('meta[name="robots"]').attr("content")).toBe("noindex");
      expect($('[role="status"]').text()).toContain(texts.preview.bar);
      expect($("h1").text()).toMatch(/Draf/);
    }
  });

  it("answers 404 to readers and to accounts waiting for approval", async () => {
    for (const path of drafts()) {
      const visitors: Record<string, string>[] = [
        {},
        { cookie: pendingCookie },
        { cookie: "better-auth.session_token=palsu" },
      ];
      for (const headers of visitors) {
        const response = await server.fetch(path, { headers });
        expect([path, response.status]).toEqual([path, 404]);
        expect(await response.text()).not.toContain("Draf");
      }
    }
  });

  it("gives an admin the published page itself, without the preview bar", async () => {
    const response = await server.fetch("/tentang-kami", { headers: { cookie } });
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($.text()).not.toContain(texts.preview.bar);
    expect($('meta[name="robots"]').attr("content")).toBe("max-image-preview:large");
  });

  it("links a published article's editor to its live page", async () => {
    const live = await makePost(server.db, { title: "Sudah Tayang" });
    const $ = await loadHtml(
      await server.fetch(`/admin/articles/${live.id}/edit`, { headers: { cookie } }),
    );
    expect($(`a[href="/blog/${live.slug}"]`).text()).toBe(texts.publicLinks.viewOnSite);
    const draft = await loadHtml(
      await server.fetch(`/admin/articles/${draftPost.id}/edit`, { headers: { cookie } }),
    );
    expect(draft(`a[href="/blog/${draftPost.slug}"]`)).toHaveLength(0);
  });

  it("gives each article row of the dashboard Lihat or Pratinjau", async () => {
    const $ = await loadHtml(await server.fetch("/admin/dashboard", { headers: { cookie } }));
    expect($(`a[href="/blog/${draftPost.slug}"]`).text()).toBe(texts.publicLinks.preview);
    expect($('a[href="/blog/artikel-biasa"]').text()).toBe(texts.publicLinks.view);
  });
});
