import { describe, expect, it } from "vitest";
import { hasContent, stripTags } from "./html-content";

const twoMegabytes = 2 * 1024 * 1024;

// The regular expression stripTags replaces: same answers, without its quadratic worst case.
const byRegex = (html: string) => html.replace(/<[^>]*>/g, "");

function randomHtml(length: number, seed: number): string {
  const alphabet = ["<", ">", "a", " ", "p", "/", "&nbsp;", "\n"];
  let state = seed;
  let out = "";
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

describe("stripTags", () => {
  it("removes tags exactly as /<[^>]*>/g does", () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const html = randomHtml(seed % 40, seed);
      expect([html, stripTags(html)]).toEqual([html, byRegex(html)]);
    }
  });

  it("answers for 2 MB of unclosed '<'", () => {
    const html = "<".repeat(twoMegabytes);
    expect(stripTags(html)).toBe(html);
  });

  it("answers for 2 MB of '<a' closed only at the end", () => {
    expect(stripTags(`${"<a".repeat(twoMegabytes / 2)}>x`)).toBe("x");
  });
});

describe("hasContent", () => {
  it("finds text or an image, not empty markup", () => {
    expect(hasContent("<p></p>")).toBe(false);
    expect(hasContent("<p>&nbsp; </p>")).toBe(false);
    expect(hasContent("<p>Halo</p>")).toBe(true);
    expect(hasContent('<p><img src="/media/a.webp"></p>')).toBe(true);
  });

  it("answers for 2 MB of pathological bodies", () => {
    expect(hasContent("<".repeat(twoMegabytes))).toBe(true);
    expect(hasContent(`${"<p ".repeat(twoMegabytes / 3)}>`)).toBe(false);
    expect(hasContent(`<p>${" ".repeat(twoMegabytes)}</p>`)).toBe(false);
    expect(hasContent("<p>&nbsp;</p>".repeat(twoMegabytes / 13))).toBe(false);
  });
});
