import { Stemmer } from "sastrawijs";

// Indonesian is an affixing language: "membaca", "pembaca" and "bacaan" share the root "baca".
// Sastrawi strips affixes only when the result is a word of its dictionary, so a root such as
// "berita" stays whole (PostgreSQL's Snowball "indonesian" makes it "ita"). Both databases index
// and query the roots this module computes, so SQLite and PostgreSQL answer a search alike.
// docs/decisions/0016-indonesian-stemming.md

const stemmer = new Stemmer();

// A site's vocabulary is a few tens of thousands of words; the bound only keeps a pathological
// import from growing the map without end.
const known = new Map<string, string>();
const knownLimit = 50_000;

/** The root of one lowercased, accent-folded word ("pembangunan" → "bangun"). */
export function stemWord(word: string): string {
  const cached = known.get(word);
  if (cached !== undefined) return cached;
  // Digits, single letters and very long tokens are no Indonesian words to strip.
  const stem = word.length < 4 || word.length > 40 || /\d/.test(word) ? word : stemmer.stem(word);
  if (known.size >= knownLimit) known.clear();
  known.set(word, stem);
  return stem;
}

/** Words of free text as search indexes them: accents folded, lowercased, letters and digits. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * The extra text an article is indexed by besides its own words: its tag names, and the root of
 * every word (of the texts and the tags) whose root differs from the word. Each once.
 */
export function searchStems(texts: readonly string[], tagNames: readonly string[] = []): string {
  const out = new Set<string>();
  for (const word of tagNames.flatMap(wordsOf)) out.add(word);
  for (const text of [...texts, ...tagNames]) {
    for (const word of wordsOf(text)) {
      const stem = stemWord(word);
      if (stem !== word) out.add(stem);
    }
  }
  return [...out].join(" ");
}
