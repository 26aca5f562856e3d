import { describe, expect, it } from "vitest";
import { commentText } from "./content";
import { imageSources } from "../html-text";
import { dropBlockComments, replacePre, replaceShortcodes } from "./shortcodes";
import { wordpressHtml } from "./wordpress-content";

const twoMegabytes = 2 * 1024 * 1024;
const noAttachments = { url: () => undefined, ofPost: () => [] };

// The regular expressions these scanners replace: same answers, without their quadratic cases.
const shortcodeRegex = /\[(\[?)([a-z][\w-]*)(\s[^\]]*?)?(\/?)\](?:([\s\S]*?)\[\/\2\])?(\]?)/gi;
const show = (...parts: unknown[]) => `{${parts.map(String).join("|")}}`;

function random(alphabet: string[], length: number, seed: number): string {
  let state = seed;
  let out = "";
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

describe("replaceShortcodes", () => {
  it("finds what the old regular expression found", () => {
    const alphabet = ["[", "]", "/", "a", "B", " ", "x", "[/a]", "[a]", "[[", "]]", '="1"'];
    for (let seed = 1; seed <= 2000; seed += 1) {
      const html = random(alphabet, seed % 30, seed);
      const expected = html.replace(
        shortcodeRegex,
        (whole, open, name, attrs = "", _slash, inner = "", close) =>
          show(whole, open, name, attrs, inner, close),
      );
      const actual = replaceShortcodes(html, (c) =>
        show(c.whole, c.open, c.name, c.attrs, c.inner, c.close),
      );
      expect([html, actual]).toEqual([html, expected]);
    }
  });

  it("answers for 2 MB of openings that never close", () => {
    const unclosed = "[a ".repeat(twoMegabytes / 3);
    expect(replaceShortcodes(unclosed, () => "!")).toBe(unclosed);
    const noEnd = "[caption]".repeat(twoMegabytes / 9);
    expect(replaceShortcodes(noEnd, (c) => c.name[0] ?? "")).toBe("c".repeat(twoMegabytes / 9));
    const names = Array.from({ length: twoMegabytes / 8 }, (_, i) => `[n${i}]`).join("");
    expect(replaceShortcodes(names, () => "")).toBe("");
  });
});

describe("dropBlockComments and replacePre", () => {
  it("answer like the old expressions", () => {
    const alphabet = ["<!--", " ", "/", "wp:", "x", "-->", "<pre>", "</PRE>", "<Pre", "İ"];
    for (let seed = 1; seed <= 1000; seed += 1) {
      const html = random(alphabet, seed % 25, seed);
      expect([html, dropBlockComments(html)]).toEqual([
        html,
        html.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, ""),
      ]);
      expect([html, replacePre(html, () => "#")]).toEqual([
        html,
        html.replace(/<pre[\s\S]*?<\/pre>/gi, "#"),
      ]);
    }
  });

  it("answer for 2 MB of unclosed comments and <pre>", () => {
    const comments = "<!-- wp:x ".repeat(twoMegabytes / 10);
    expect(dropBlockComments(comments)).toBe(comments);
    const pre = "<pre>".repeat(twoMegabytes / 5);
    expect(replacePre(pre, () => "#")).toBe(pre);
  });
});

describe("importing 2 MB of pathological WordPress content", () => {
  it("converts shortcode attributes, captions and paragraphs", () => {
    const word = "a".repeat(twoMegabytes);
    expect(wordpressHtml(`[embed ${word}]`, "1", noAttachments).html).toBe("");
    const blank = " ".repeat(twoMegabytes);
    expect(wordpressHtml(`[caption]${blank}[/caption]`, "1", noAttachments).html).toBe(
      `<p>${blank}</p>`,
    );
    const converted = wordpressHtml(`x\n${" ".repeat(twoMegabytes)}y`, "1", noAttachments);
    expect(converted.html).toBe(`<p>x<br>\n${" ".repeat(twoMegabytes)}y</p>`);
  });

  it("reads comments and image addresses", () => {
    expect(commentText("<p".repeat(twoMegabytes / 2))).toBe("");
    expect(commentText(`<p>a</p>${"<br".repeat(twoMegabytes / 3)}`)).toBe("a");
    expect(imageSources(`${"<img ".repeat(twoMegabytes / 5)}src="/a.png">`)).toEqual(["/a.png"]);
  });
});
