import { describe, expect, it } from "vitest";
import { htmlToLines } from "./html-text";
import { compareSnapshots, diffText } from "./revision-diff";
import type { Snapshot } from "./db/revisions";
import { texts } from "./texts";

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

  it("shows the SEO section's changes; a revision from before it compares as its defaults", () => {
    const older: Snapshot = {
      title: "Banjir",
      slug: "banjir",
      summary: "Ringkasan.",
      content: "<p>Isi.</p>",
      image: null,
      categoryId: 1,
      author: null,
      published: true,
    };
    const newer: Snapshot = {
      ...older,
      seo: {
        seoTitle: "Banjir Jakarta hari ini",
        seoDescription: null,
        socialImage: null,
        canonicalUrl: null,
        noindex: true,
      },
    };
    const fields = compareSnapshots(older, newer, () => "Berita");
    expect(fields.map((field) => field.field)).toEqual(["seoTitle", "noindex"]);
    expect(fields[1]?.parts).toEqual([{ change: "added", text: texts.revisions.noindexOn }]);
    expect(compareSnapshots(newer, newer, () => "Berita")).toEqual([]);
  });
});
