import { describe, expect, it } from "vitest";
import { absoluteHtml } from "./feeds";

const origin = "https://warta.example";

describe("an article's HTML in a feed", () => {
  it("carries the site's address on its own links and images, however the attribute is written", () => {
    expect(
      absoluteHtml(`<p><a href="/blog/teh">teh</a><img src="/media/a.webp" alt="" /></p>`, origin),
    ).toBe(
      `<p><a href="${origin}/blog/teh">teh</a><img src="${origin}/media/a.webp" alt="" /></p>`,
    );
    for (const link of [
      `<a href= "/blog/teh">teh</a>`,
      `<a href='/blog/teh'>teh</a>`,
      `<a href=/blog/teh>teh</a>`,
    ]) {
      expect(absoluteHtml(link, origin)).toBe(`<a href="${origin}/blog/teh">teh</a>`);
    }
  });

  it("rewrites a page that mixes absolute and relative links, past the absolute one", () => {
    expect(
      absoluteHtml(`<a href="https://bi.go.id">BI</a> <a href="/tentang">kami</a>`, origin),
    ).toBe(`<a href="https://bi.go.id/">BI</a> <a href="${origin}/tentang">kami</a>`);
  });

  it("leaves an article without relative links exactly as stored", () => {
    const stored = `<p>Kode “QRIS” dari <a href="https://www.bi.go.id">Bank Indonesia</a>.</p><p>Tanpa tautan.</p>`;
    expect(absoluteHtml(stored, origin)).toBe(stored);
  });
});
