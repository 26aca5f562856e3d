import type { FeedPaths } from "./feed-paths";
import { slugify, slugMaxLength } from "./slug";
import { texts } from "./texts";

// The rules for an article's tags, shared by the editor (instant feedback) and the server (the
// authority). The field is one comma-separated text input, so it works without JavaScript.

export const maxTagsPerArticle = 20;
export const maxTagLength = 50;
export const maxTagDescriptionLength = 500;

export interface TagName {
  name: string;
  slug: string;
}

/** The public path of a tag's page. */
export function tagPath(slug: string): string {
  return `/tag/${slug}`;
}

/** A tag's page and its feeds (RSS 2.0 and JSON Feed), as paths on this site. */
export function tagFeedPaths(slug: string): FeedPaths {
  return {
    pagePath: tagPath(slug),
    rssPath: `${tagPath(slug)}/rss.xml`,
    jsonPath: `${tagPath(slug)}/feed.json`,
  };
}

/** Every public address of a tag: its page and its feeds. */
export function tagPaths(slug: string): string[] {
  return Object.values(tagFeedPaths(slug));
}

/** A tag name as stored: whitespace collapsed, trimmed. */
export function cleanTagName(name: string): string {
  return name.replace(/\s+/g, " ").trim();
}

/** The slug of a tag name (SPEC.md §5 slug rules), cut to the slug limit. */
export function tagSlug(name: string): string {
  return slugify(name).slice(0, slugMaxLength).replace(/-+$/, "");
}

/**
 * Reads the tag field ("pemilu, Ekonomi Digital"): names in the order written, without
 * repeats (two spellings of one slug are one tag), or the first problem as an Indonesian message.
 */
export function parseTagField(
  field: string,
): { ok: true; tags: TagName[] } | { ok: false; error: string } {
  const tags: TagName[] = [];
  const seen = new Set<string>();
  for (const part of field.slice(0, 5000).split(",")) {
    const name = cleanTagName(part);
    if (name === "") continue;
    if (name.length > maxTagLength) return { ok: false, error: texts.tags.tooLong(maxTagLength) };
    const slug = tagSlug(name);
    if (slug === "") return { ok: false, error: texts.tags.noLetters(name.slice(0, 60)) };
    if (seen.has(slug)) continue;
    seen.add(slug);
    tags.push({ name, slug });
  }
  if (tags.length > maxTagsPerArticle) {
    return { ok: false, error: texts.tags.tooMany(maxTagsPerArticle) };
  }
  return { ok: true, tags };
}

/** The tag field's value for stored tags. */
export function tagFieldValue(tags: readonly { name: string }[]): string {
  return tags.map((tag) => tag.name).join(", ");
}
