import { Parser } from "htmlparser2";
import { htmlToText } from "../html-text";
import { slugify, slugMaxLength } from "~/lib/slug";

// Cleaning shared by every source format: titles, slugs, summaries and comment text.

/** Plain text of a title that may carry markup or entities. */
export function plainTitle(title: string): string {
  return htmlToText(title);
}

/** A slug Warta accepts (SPEC.md §5, at most 200 characters), or "" when nothing is left. */
export function cleanSlug(candidate: string): string {
  let decoded = candidate;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    // A stray % is kept as text: slugify drops it.
  }
  // Letters outside a-z vanish in slugify; hyphens that stood between them must go too.
  const slug = slugify(decoded.replace(/[_./]+/g, " ")).replace(/^-+|-+$/g, "");
  if (slug.length <= slugMaxLength) return slug;
  const cut = slug.slice(0, slugMaxLength + 1);
  const boundary = cut.lastIndexOf("-");
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, slugMaxLength)).replace(/-+$/, "");
}

/** A summary: the excerpt's text, or the first sentences of the content, at most `max` chars. */
export function summaryOf(excerptHtml: string, contentHtml: string, max = 300): string {
  const excerpt = htmlToText(excerptHtml);
  const text = excerpt || htmlToText(contentHtml);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

// Tags that end a line of a comment's text; their closing tags end a paragraph.
const commentBreaks = new Set([
  "p",
  "div",
  "li",
  "blockquote",
  "pre",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
]);

/** A comment's HTML as the plain text Warta stores, paragraphs and line breaks kept. */
export function commentText(html: string): string {
  const parts: string[] = [];
  // Parsed, not matched with /<p\b[^>]*>/: that rescans from every unclosed "<p".
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: (name) => {
        if (name === "br" || commentBreaks.has(name)) parts.push("\n");
      },
      onclosetag: (name, implied) => {
        if (!implied && commentBreaks.has(name)) parts.push("\n\n");
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** An ISO timestamp from any date text the formats use, or undefined when it is not a date. */
export function isoDate(value: string | undefined): string | undefined {
  if (!value || value.startsWith("0000-00-00")) return undefined;
  // WordPress writes "2013-01-11 20:22:19" in UTC for *_gmt fields.
  const normalized = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(" ", "T")}Z`
    : value;
  const time = Date.parse(normalized);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The decoded path of an absolute or relative URL, or undefined for the site's root. */
export function oldPath(url: string): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, "http://old.invalid");
  } catch {
    return undefined;
  }
  if (parsed.pathname === "/" || parsed.pathname === "") return undefined;
  try {
    return decodeURIComponent(parsed.pathname);
  } catch {
    return parsed.pathname;
  }
}
