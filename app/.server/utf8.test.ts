import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./utf8";

describe("a page's UTF-8 bytes", () => {
  it("are Node's own for every kind of character, wherever it stands", () => {
    const texts = [
      "",
      "<p>teh manis</p>",
      "“Kopi” — 10–12 Desember… → selesai",
      "é at the start, at the end: ü",
      "Latin-1 only: café, naïve, ©, ·",
      "→",
      "emoji 😀 between, and a flag 🇮🇩 too",
      "a lone surrogate \ud800 then ASCII, and one at the end \udc00",
      "\ud83d", // half a pair
      "mixed: a\u0000b\u007fc\u0080d\u00ffe\u0100f\uffff",
    ];
    for (const text of texts) {
      expect(utf8Bytes(text).equals(Buffer.from(text)), JSON.stringify(text)).toBe(true);
    }
  });

  it("are right for a page built from many small pieces, as React builds one", () => {
    let page = "<!DOCTYPE html>";
    for (let i = 0; i < 2_000; i++) {
      page += i % 97 === 0 ? `<span aria-hidden="true">→</span>` : `<li>artikel ${i}</li>`;
    }
    const bytes = utf8Bytes(page);
    expect(bytes.equals(Buffer.from(page))).toBe(true);
    expect(bytes.toString("utf8")).toBe(page);
  });

  it("are a page's own, not a view of the next page's", () => {
    const first = utf8Bytes("<p>“satu”</p>");
    const second = utf8Bytes("<p>dua → tiga</p>");
    expect(first.toString("utf8")).toBe("<p>“satu”</p>");
    expect(second.toString("utf8")).toBe("<p>dua → tiga</p>");
  });

  it("are right for a page too long to be written run by run", () => {
    const page = "“panjang” ".repeat(20_000);
    expect(utf8Bytes(page).equals(Buffer.from(page))).toBe(true);
  });
});
