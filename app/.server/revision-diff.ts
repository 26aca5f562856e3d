import { diffWords } from "diff";
import type { SeoFields } from "~/lib/seo";
import type { Snapshot } from "./db/revisions";
import { htmlToLines } from "./html-text";
import { texts } from "./texts";

// The readable difference between two revisions, word by word, per field: what an editor sees
// in Riwayat. Content is compared as text with one line per paragraph, never as HTML, so a
// changed word shows as a word and not as markup.

export type DiffField =
  | "title"
  | "summary"
  | "content"
  | "image"
  | "category"
  | "author"
  | "seoTitle"
  | "seoDescription"
  | "socialImage"
  | "canonicalUrl"
  | "noindex";

export interface DiffPart {
  change: "same" | "added" | "removed";
  text: string;
}

export interface FieldDiff {
  field: DiffField;
  parts: DiffPart[];
}

// Long unchanged stretches are shortened to their ends, so that changes stay in view on a phone.
const keepAround = 160;

function shorten(parts: DiffPart[]): DiffPart[] {
  return parts.map((part, index) => {
    if (part.change !== "same" || part.text.length <= keepAround * 2 + 40) return part;
    const first = index === 0;
    const last = index === parts.length - 1;
    const head = first ? "" : part.text.slice(0, keepAround);
    const tail = last ? "" : part.text.slice(-keepAround);
    return { change: "same", text: `${head} … ${tail}` };
  });
}

/** Word-level difference of two texts; a difference too costly to compute shows as replaced. */
export function diffText(older: string, newer: string): DiffPart[] {
  const changes = diffWords(older, newer, { timeout: 1500 });
  if (!changes) {
    return [
      { change: "removed", text: older },
      { change: "added", text: newer },
    ];
  }
  return shorten(
    changes.map((change) => ({
      change: change.added ? "added" : change.removed ? "removed" : "same",
      text: change.value,
    })),
  );
}

/** The fields that differ between two revisions, each as a word-level difference. */
export function compareSnapshots(
  older: Snapshot,
  newer: Snapshot,
  categoryName: (id: number | null) => string,
): FieldDiff[] {
  const fields: [DiffField, string, string][] = [
    ["title", older.title, newer.title],
    ["summary", older.summary, newer.summary],
    ["content", htmlToLines(older.content), htmlToLines(newer.content)],
    ["image", older.image ?? "", newer.image ?? ""],
    ["category", categoryName(older.categoryId), categoryName(newer.categoryId)],
    ["author", older.author ?? "", newer.author ?? ""],
    ...seoFields(older.seo, newer.seo),
  ];
  return fields
    .filter(([, before, after]) => before !== after)
    .map(([field, before, after]) => ({ field, parts: diffText(before, after) }));
}

// Revisions made before the SEO section (migration 0053) have none: they compare as its defaults.
function seoFields(
  older: SeoFields | null | undefined,
  newer: SeoFields | null | undefined,
): [DiffField, string, string][] {
  const text = (seo: SeoFields | null | undefined, field: Exclude<keyof SeoFields, "noindex">) =>
    seo?.[field] ?? "";
  const hidden = (seo: SeoFields | null | undefined) =>
    seo?.noindex ? texts.revisions.noindexOn : "";
  return [
    ["seoTitle", text(older, "seoTitle"), text(newer, "seoTitle")],
    ["seoDescription", text(older, "seoDescription"), text(newer, "seoDescription")],
    ["socialImage", text(older, "socialImage"), text(newer, "socialImage")],
    ["canonicalUrl", text(older, "canonicalUrl"), text(newer, "canonicalUrl")],
    ["noindex", hidden(older), hidden(newer)],
  ];
}
