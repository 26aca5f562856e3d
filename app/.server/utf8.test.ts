import { describe, expect, it } from "vitest";
import { utf8Bytes as encoded, writeUtf8 } from "./utf8";

function utf8Bytes(text: string, offset = 0): Buffer {
  const target = Buffer.alloc(offset + text.length * 3, 0xee);
  const end = writeUtf8(target, text, offset);
  // Nothing written before the offset.
  expect(target.subarray(0, offset).every((byte) => byte === 0xee)).toBe(true);
  return target.subarray(offset, end);
}

describe("a text's UTF-8 bytes, written run by run", () => {
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
      expect(utf8Bytes(text, 7).equals(Buffer.from(text)), JSON.stringify(text)).toBe(true);
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

  it("come whole from utf8Bytes, past the shared buffer's size too", () => {
    for (const text of ["", "“Kopi” — café", `<item>“${"teh ".repeat(100_000)}”</item>`]) {
      expect(encoded(text).equals(Buffer.from(text)), text.slice(0, 20)).toBe(true);
    }
  });
});
