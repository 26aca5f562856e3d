import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { daysAgo, makePost } from "../support/factories";
import { cardTitles, loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  await makePost(server.db, {
    title: "Sekolah Digital di Pelosok",
    slug: "sekolah-digital",
    content: "<h2>Latar</h2><p>Guru &amp; murid belajar <em>bersama</em>.</p>",
    category: "pendidikan",
    author: null,
    createdAt: "2026-03-05T03:00:00.000Z",
  });
  for (let n = 1; n <= 4; n++) {
    await makePost(server.db, {
      title: `Pendidikan ${n}`,
      category: "pendidikan",
      createdAt: daysAgo(n),
    });
  }
  await makePost(server.db, {
    title: "Draf Pendidikan",
    category: "pendidikan",
    published: false,
    slug: "draf-pendidikan",
  });
  await makePost(server.db, { title: "Kabar Bisnis", category: "bisnis" });
});

afterAll(() => server?.stop());

describe("article page", () => {
  it("shows title, category, Indonesian date, fallback author and the stored HTML", async () => {
    const response = await server.fetch("/blog/sekolah-digital");
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($("h1").text()).toBe("Sekolah Digital di Pelosok");
    expect($("header").text()).toContain("Pendidikan");
    expect($("article time").first().text()).toBe("5 Maret 2026, 10.00 WIB");
    expect($("article header").text()).toContain(texts.author.fallback);
    expect($(".prose-warta h2").text()).toBe("Latar");
    expect($(".prose-warta em").text()).toBe("bersama");
    expect($("title").text()).toContain("Sekolah Digital di Pelosok");
  });

  it("carries the stored HTML byte for byte between the header and the footer, in any script", async () => {
    // The content, the header and the footer go into the page's bytes beside React's string
    // (app/.server/spliced-page.ts): each must arrive whole, once, in its place.
    const content = "<p>“Kopi” — teh → susu, ©, ümlaut, 😀 dan 🇮🇩.</p><p>Penutup.</p>";
    const { slug } = await makePost(server.db, { title: "Aksara", category: "teknologi", content });
    const response = await server.fetch(`/blog/${slug}`);
    const html = Buffer.from(await response.arrayBuffer()).toString("utf8");
    expect(html.split(content)).toHaveLength(2);
    const header = html.indexOf('<header class="sticky');
    const footer = html.indexOf("<footer");
    expect(header).toBeGreaterThan(0);
    expect(html.indexOf(content)).toBeGreaterThan(header);
    expect(html.indexOf(content)).toBeLessThan(footer);
    expect(html).not.toContain("\u0000");
    const $ = await loadHtml(new Response(html));
    expect($(".prose-warta p").first().text()).toBe("“Kopi” — teh → susu, ©, ümlaut, 😀 dan 🇮🇩.");
    expect($("footer").text()).toContain("Berlangganan");
    expect($("header nav").length).toBeGreaterThan(0);
  });

  it("starts with the doctype, rendered without hydration as the dashboard's pages are with it", async () => {
    // Public pages and the dashboard go through different React renderers (app/entry.server.tsx);
    // without the doctype a browser lays a page out in quirks mode.
    for (const path of ["/blog/sekolah-digital", "/", "/admin/login"]) {
      const html = await (await server.fetch(path)).text();
      expect(html.slice(0, 30), path).toMatch(/^<!DOCTYPE html><html lang="id"/);
    }
    expect(await (await server.fetch("/blog/sekolah-digital")).text()).not.toContain(
      "window.__reactRouterContext",
    );
    expect(await (await server.fetch("/admin/login")).text()).toContain(
      "window.__reactRouterContext",
    );
  });

  it("lists at most three related articles of the same category, published, never itself", async () => {
    const $ = await loadHtml(await server.fetch("/blog/sekolah-digital"));
    const related = cardTitles($);
    expect($("#terkait").text()).toBe(texts.post.relatedTitle);
    expect(related).toEqual(["Pendidikan 1", "Pendidikan 2", "Pendidikan 3"]);
  });

  it("leaves out the related section when the category has no other article", async () => {
    const list = await loadHtml(await server.fetch("/kategori/bisnis"));
    const href = list(`article a:contains("${texts.home.readMore}")`).attr("href") ?? "";
    const $ = await loadHtml(await server.fetch(href));
    expect($("h1").text()).toBe("Kabar Bisnis");
    expect($("#terkait")).toHaveLength(0);
  });
});

describe("missing articles", () => {
  const missing = [
    "/blog/tidak-ada",
    "/blog/draf-pendidikan",
    "/blog/%00",
    "/blog/..%2F..%2Fetc%2Fpasswd",
    `/blog/${"a".repeat(5000)}`,
    "/blog/Sekolah-Digital",
    "/blog/%F0%9F%98%80",
    "/blog/'%20or%201=1--",
  ];

  it.each(missing)("answers %s with 404 and the not-found message", async (path) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(404);
    const $ = await loadHtml(response);
    expect($("h1").text()).toBe(texts.post.notFoundTitle);
    expect($("body").text()).toContain(texts.post.notFoundText);
    expect($(`a:contains("${texts.post.backHome}")`).attr("href")).toBe("/");
  });
});
