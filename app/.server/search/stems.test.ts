import { describe, expect, it } from "vitest";
import { searchStems, stemWord, wordsOf } from "./stems";

describe("stemWord", () => {
  it.each([
    ["membaca", "baca"],
    ["pembangunan", "bangun"],
    ["kebijakan", "bijak"],
    ["perekonomian", "ekonomi"],
    ["menulis", "tulis"],
  ])("reduces %s to its root %s", (word, root) => {
    expect(stemWord(word)).toBe(root);
  });

  it.each(["berita", "baca", "bangun", "ekonomi", "jakarta", "2024", "ai"])(
    "keeps %s as it is",
    (word) => {
      expect(stemWord(word)).toBe(word);
    },
  );
});

describe("searchStems", () => {
  it("adds the roots of affixed words once, and never a word that is its own root", () => {
    const stems = searchStems(["Pembangunan jalan", "Membaca berita-berita pembangunan"]).split(
      " ",
    );
    expect(stems.sort()).toEqual(["baca", "bangun"]);
  });

  it("indexes tag names as words and by their roots", () => {
    expect(searchStems([], ["Kebijakan Publik"]).split(" ").sort()).toEqual([
      "bijak",
      "kebijakan",
      "publik",
    ]);
  });

  it("reads 2 MB of text without trouble", () => {
    const text = "pembangunan ".repeat(200_000);
    expect(searchStems([text])).toBe("bangun");
  });

  it("folds accents and case like the query side", () => {
    expect(wordsOf("Café KOPI")).toEqual(["cafe", "kopi"]);
  });
});
