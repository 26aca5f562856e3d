import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPosts } from "~/.server/seed/demo-posts";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// What `npm start` writes into an empty database: a newsroom of several writers.
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ seed: true });
});
afterAll(() => server?.stop());

describe("the demo seed", () => {
  it("shows more than one author, each byline leading to an author page", async () => {
    const $ = await loadHtml(await server.fetch("/"));
    const authors = new Set(
      $('article a[href^="/penulis/"]')
        .map((_, el) => $(el).attr("href"))
        .get(),
    );
    expect(authors.size).toBeGreaterThan(1);
    for (const path of authors) {
      const page = await loadHtml(await server.fetch(path));
      expect(page("h1").text(), path).not.toBe("");
      expect(page("article h2").length, path).toBeGreaterThan(0);
    }
    const rina = await loadHtml(await server.fetch("/penulis/rina-wulandari"));
    expect(rina("body").text()).toContain("Jurnalis teknologi");
  });

  it("tags its articles, each tag link leading to a page that lists the article", async () => {
    const [first] = demoPosts;
    if (!first) throw new Error("no demo article");
    const $ = await loadHtml(await server.fetch(`/blog/${first.slug}`));
    const tags = $('a[href^="/tag/"]')
      .map((_, el) => $(el).attr("href"))
      .get();
    expect(tags.sort()).toEqual(["/tag/ekonomi-digital", "/tag/qris", "/tag/umkm"]);
    const umkm = await loadHtml(await server.fetch("/tag/umkm"));
    const listed = umkm('article a[href^="/blog/"]')
      .map((_, el) => umkm(el).attr("href"))
      .get();
    // Three articles share the tag; the first is among them.
    expect(new Set(listed).size).toBe(3);
    expect(listed).toContain(`/blog/${first.slug}`);
  });
});
