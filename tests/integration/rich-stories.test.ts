import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import * as cheerio from "cheerio";
import { startServer, type TestServer } from "../support/server";

// The block set of docs/decisions/0025-block-set.md, saved through the editor's form.
const story = [
  `<p>Hasil hitung cepat.</p>`,
  `<table><caption>Perolehan suara</caption><thead><tr><th>Calon</th><th>Suara</th></tr></thead>`,
  `<tbody><tr><td>Pasangan 1</td><td>41%</td></tr></tbody></table>`,
  `<figure><img src="/media/0123456789abcdef0123456789abcdef.webp" alt="TPS"><figcaption>Warga antre <span class="credit">Foto: ANTARA/Budi</span></figcaption></figure>`,
  `<figure class="gallery"><figure><img src="/media/1123456789abcdef0123456789abcdef.webp" alt="satu"></figure><figure><img src="/media/2123456789abcdef0123456789abcdef.webp" alt="dua"></figure></figure>`,
  `<blockquote class="pullquote"><p>Kami siap.</p><cite>Ketua KPU</cite></blockquote>`,
  `<p class="baca-juga"><strong>Baca juga:</strong> <a href="/blog/lain">Berita lain</a></p>`,
  `<figure data-embed="youtube" data-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>`,
  `<figure data-embed="x" data-id="1700000000000000000"><a href="https://x.com/a/status/1700000000000000000">https://x.com/a/status/1700000000000000000</a></figure>`,
  // What a pasted provider snippet would bring: none of it may stay.
  `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
  `<blockquote class="twitter-tweet"><p>tweet</p></blockquote><script async src="https://platform.twitter.com/widgets.js"></script>`,
  `<figure data-embed="youtube" data-id="../../evil"><a href="https://evil.example">x</a></figure>`,
].join("");

let server: TestServer;
let slug = "";
let cookie = "";

beforeAll(async () => {
  server = await startServer({ cache: true, env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  const post = await makePost(server.db, { title: "Hitung Cepat Pilkada", published: false });
  slug = post.slug;
  const saved = await editArticle(server, cookie, post.id, { content: story, published: "on" });
  expect(saved.status).toBe(302);
});

afterAll(() => server?.stop());

describe("a story made of the block set", () => {
  it("reads back with tables, figures, galleries, quotes, Baca juga and embed links, nothing foreign", async () => {
    const response = await server.fetch(`/blog/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const $ = cheerio.load(html);
    const content = $(".prose-warta");
    expect(content.find("table caption").text()).toBe("Perolehan suara");
    expect(content.find("thead th").length).toBe(2);
    expect(content.find("figcaption .credit").text()).toBe("Foto: ANTARA/Budi");
    expect(content.find("figure.gallery > figure img").length).toBe(2);
    expect(content.find("blockquote.pullquote cite").text()).toBe("Ketua KPU");
    expect(content.find("p.baca-juga a").attr("href")).toBe("/blog/lain");
    const embeds = content.find("figure[data-embed]");
    expect(embeds.map((_, el) => $(el).attr("data-embed")).get()).toEqual(["youtube", "x"]);
    // The embeds' island wraps the content; the players wait for the reader.
    expect(content.parent().attr("data-island")).toBe("embeds");
    const stored = content.html() ?? "";
    expect(stored).not.toMatch(/<iframe|<script|twitter-tweet|\.\.\/evil/);
    // An embed whose id is not the provider's stays a plain link.
    expect(
      content.find('a[href="https://evil.example"]').closest("figure").attr("data-embed"),
    ).toBe(undefined);
  });

  it("is the same bytes for every reader, from the page cache", async () => {
    const first = await (await server.fetch(`/blog/${slug}`)).text();
    const again = await server.fetch(`/blog/${slug}`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toBe(first);
    const policy = again.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(policy).not.toContain("frame-src 'none'");
  });

  it("goes out in the feeds as links, never as a player", async () => {
    for (const path of ["/rss.xml", "/feed.json"]) {
      const body = await (await server.fetch(path)).text();
      expect(body, path).toContain("data-embed=");
      expect(body, path).toContain("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
      expect(body, path).not.toMatch(/<iframe|&lt;iframe/);
    }
  });
});

describe("the editor's Baca juga search", () => {
  it("finds published articles by title for a signed-in writer, and no drafts", async () => {
    await makePost(server.db, { title: "Draf Pilkada Rahasia", published: false });
    const response = await server.fetch("/admin/articles/search?q=pilkada", {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const { articles } = (await response.json()) as { articles: { title: string; slug: string }[] };
    expect(articles).toEqual([{ title: "Hitung Cepat Pilkada", slug }]);
  });

  it("answers nothing to a visitor or a pending account", async () => {
    const visitor = await server.fetch("/admin/articles/search?q=pilkada");
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).not.toContain("Hitung Cepat");
    const pending = await sessionFor(server, "tunggu@contoh.id");
    const refused = await server.fetch("/admin/articles/search?q=pilkada", {
      headers: { cookie: pending },
    });
    expect(refused.status).toBe(403);
  });
});
