import { slugMaxLength } from "~/lib/slug";
import { cleanTagName, maxTagLength, maxTagsPerArticle, tagSlug, type TagName } from "~/lib/tags";
import { texts } from "~/lib/admin-texts";
import { createCategory, findCategoryBySlugOrName } from "../db/categories";
import { storeComment } from "../db/comments";
import { findImportedIds, recordImportedComment } from "../db/import-sources";
import { isPageSlugTaken } from "../db/pages";
import { isSlugTaken } from "../db/post-writes";
import { keepOldAddress } from "../db/redirects";
import type { Trx } from "../db/transaction";
import { cleanSlug, plainTitle } from "./content";
import type { ImportedComment, ImportedEntry } from "./types";

// The rows an imported entry brings along, written inside the entry's transaction through the
// database modules that own them.

// Paths a page must not take: they belong to Warta's own routes.
const reservedPageSlugs = new Set(["admin", "blog", "media", "newsletter", "api", "assets"]);

/** `base`, or `base-2`, `base-3`…: the first slug no row of `table` has yet. */
export async function freeSlug(trx: Trx, table: "posts" | "pages", base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, slugMaxLength - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (table === "pages" && reservedPageSlugs.has(candidate)) continue;
    const taken =
      table === "posts" ? await isSlugTaken(trx, candidate) : await isPageSlugTaken(trx, candidate);
    if (!taken) return candidate;
  }
}

/**
 * The Warta category for an entry's categories: the first one, matched by slug or by name
 * (ignoring case), created when there is none; the default category when the entry has none.
 */
export async function categoryFor(
  trx: Trx,
  categories: { slug: string; name: string }[],
): Promise<{ id: number; created?: string }> {
  const first = categories
    .map((category) => {
      const name = plainTitle(category.name);
      return { slug: cleanSlug(category.slug) || cleanSlug(name), name };
    })
    .find((category) => category.slug !== "");
  const wanted = first ?? {
    slug: texts.moving.defaultCategorySlug,
    name: texts.moving.defaultCategory,
  };
  const name = (wanted.name || wanted.slug).slice(0, 100);
  const found = await findCategoryBySlugOrName(trx, wanted.slug, name);
  if (found) return { id: found.id };
  return { id: await createCategory(trx, { slug: wanted.slug, name }), created: name };
}

/**
 * An entry's tags: its categories after the first, then its own tags, cleaned, without repeats,
 * at most as many as the editor allows (`dropped` counts the rest).
 */
export function tagsOf(entry: Pick<ImportedEntry, "categories" | "tags">): {
  tags: TagName[];
  dropped: number;
} {
  const tags = new Map<string, TagName>();
  for (const term of [...entry.categories.slice(1), ...entry.tags]) {
    // The editor's tag field separates names with commas: a name keeps none.
    const name = cleanTagName(plainTitle(term.name).replace(/,/g, " "))
      .slice(0, maxTagLength)
      .trim();
    const slug = cleanSlug(term.slug) || tagSlug(name);
    if (!slug || tags.has(slug)) continue;
    tags.set(slug, { slug, name: name || slug.slice(0, maxTagLength) });
  }
  const all = [...tags.values()];
  return {
    tags: all.slice(0, maxTagsPerArticle),
    dropped: Math.max(0, all.length - maxTagsPerArticle),
  };
}

/**
 * Stores an entry's comments not stored before, parents before their replies; a reply whose
 * parent is not among them becomes a comment of its own.
 */
export async function insertComments(
  trx: Trx,
  source: string,
  postId: number,
  comments: ImportedComment[],
): Promise<{ created: number; unchanged: number }> {
  if (comments.length === 0) return { created: 0, unchanged: 0 };
  // Parents stored earlier (Blogger's replies come one by one) are found by their source id too.
  const wanted = new Set(comments.flatMap((c) => [c.sourceId, c.parentSourceId ?? c.sourceId]));
  const localIds = await findImportedIds(trx, source, "comment", [...wanted]);
  let waiting = comments.filter((comment) => !localIds.has(comment.sourceId));
  const unchanged = comments.length - waiting.length;
  const present = new Set(waiting.map((comment) => comment.sourceId));
  let created = 0;
  while (waiting.length > 0) {
    const ready = waiting.filter(
      (c) => !c.parentSourceId || !present.has(c.parentSourceId) || localIds.has(c.parentSourceId),
    );
    // A cycle of parents (a broken file): the rest are stored without a parent.
    const batch = ready.length > 0 ? ready : waiting;
    for (const comment of batch) {
      const parentId = comment.parentSourceId ? localIds.get(comment.parentSourceId) : undefined;
      const id = await storeComment(trx, {
        postId,
        parentId: parentId ?? null,
        authorName: plainTitle(comment.authorName).slice(0, 100) || texts.moving.anonymous,
        authorEmail: comment.authorEmail?.slice(0, 254) ?? null,
        content: comment.content || "…",
        status: comment.status,
        createdAt: comment.createdAt,
      });
      localIds.set(comment.sourceId, id);
      await recordImportedComment(trx, source, comment.sourceId, id);
      created += 1;
    }
    waiting = waiting.filter((comment) => !batch.includes(comment));
  }
  return { created, unchanged };
}

/**
 * Old addresses answering 301 to `target` (see keepOldAddress): with and without a trailing slash
 * they are one address; a path that is already a redirect keeps its own.
 */
export async function insertRedirects(trx: Trx, paths: string[], target: string): Promise<void> {
  for (const path of new Set(paths)) await keepOldAddress(trx, path, target);
}
