import { describe, expect, it } from "vitest";
import { htmlToLines } from "./html-text";
import { diffText } from "./revision-diff";

describe("revision differences", () => {
  it("reads content as text with one line per paragraph", () => {
    expect(htmlToLines("<h2>Judul</h2><p>Satu <strong>dua</strong></p><p>tiga&amp;empat</p>")).toBe(
      "Judul\nSatu dua\ntiga&empat",
    );
  });

  it("marks changed words, not whole lines", () => {
    expect(diffText("Harga beras naik lagi", "Harga beras turun lagi")).toEqual([
      { change: "same", text: "Harga beras " },
      { change: "removed", text: "naik" },
      { change: "added", text: "turun" },
      { change: "same", text: " lagi" },
    ]);
  });

  it("shortens a long unchanged stretch between changes", () => {
    const middle = "kata ".repeat(200);
    const parts = diffText(`awal ${middle}akhir`, `mula ${middle}akhir`);
    expect(parts.map((part) => part.text).join("").length).toBeLessThan(middle.length);
    expect(parts.some((part) => part.change === "added" && part.text === "mula")).toBe(true);
  });
});
