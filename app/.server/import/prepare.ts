import { maxTagsPerArticle } from "~/lib/tags";
import { texts } from "~/lib/admin-texts";
import { addBlocks, addLine, addMediaKept } from "~/lib/import-report";
import { htmlToText, imageDescriptions, imageSources } from "../html-text";
import { sanitizeArticleHtml } from "../sanitize";
import { countBlocks, storyBlocks } from "./blocks";
import { cleanSlug, plainTitle, summaryOf } from "./content";
import { findImportedMedia, recordImportedMedia } from "../db/import-sources";
import { fetchImage, MediaFetchError } from "./media";
import type { ImportedEntry, WriterContext } from "./types";
import { tagsOf } from "./writer-rows";

const t = texts.moving;

// An entry made ready to store, before any transaction: cleaned, sanitized, images fetched.

export interface Prepared {
  title: string;
  slugBase: string;
  summary: string;
  content: string;
  image: string | null;
  author: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  notes: string[];
  /** An old-site image could not be fetched: a later import of the same file tries it again. */
  mediaMissing: boolean;
}

// Everything that needs no transaction: cleaning, sanitizing, downloading images.
export async function prepare(
  ctx: WriterContext,
  entry: ImportedEntry,
  label: string,
): Promise<Prepared | string> {
  const notes = [...entry.notes];
  let title = plainTitle(entry.title);
  if (!title) {
    title = t.untitled;
    notes.push(t.titleEmpty);
  } else if (title !== entry.title.trim()) {
    notes.push(t.titleMarkup);
  }
  if (title.length > 200) {
    title = `${title.slice(0, 199)}…`;
    notes.push(t.titleShortened);
  }
  // Every format's tables, figures, galleries and embeds become Warta's blocks.
  let html = storyBlocks(entry.html);
  const described = imageDescriptions(html);
  let mediaMissing = false;
  const missed = (url: string, local: string) =>
    ctx.fetchMedia && /^https?:\/\//i.test(url) && !local.startsWith("/media/");
  for (const url of new Set(imageSources(html))) {
    const local = await localImage(ctx, url, label, described.get(url));
    if (missed(url, local)) mediaMissing = true;
    if (local !== url) html = html.split(url).join(local);
  }
  const content = sanitizeArticleHtml(html);
  if (content.length > 2_000_000) return t.contentTooLong;
  addBlocks(ctx.report, countBlocks(content));
  if (!htmlToText(content) && !/<img\s/i.test(content)) notes.push(t.contentEmpty);
  let image = entry.image ? await localImage(ctx, entry.image, label) : null;
  if (entry.image && image && missed(entry.image, image)) mediaMissing = true;
  if (image && !image.startsWith("/media/") && !image.startsWith("https://")) {
    notes.push(t.coverDropped(image));
    image = null;
  }
  // A second or third category is common; many is worth a word, and tags past the limit are lost.
  if (entry.kind === "post") {
    if (entry.categories.length > 3) notes.push(t.manyCategories(entry.categories.length));
    const { dropped } = tagsOf(entry);
    if (dropped > 0) notes.push(t.tagsDropped(dropped, maxTagsPerArticle));
  }
  const fallback = `${entry.kind === "post" ? "artikel" : "halaman"}-${entry.sourceId}`;
  return {
    title,
    slugBase: cleanSlug(entry.slug) || cleanSlug(title) || cleanSlug(fallback) || "impor",
    summary: summaryOf(entry.excerpt, content).slice(0, 500),
    content,
    image,
    author: entry.author ? plainTitle(entry.author).slice(0, 100) || null : null,
    published: entry.published,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt < entry.createdAt ? entry.createdAt : entry.updatedAt,
    notes,
    mediaMissing,
  };
}

// With --fetch-media an old-site image becomes stored media; otherwise its URL is kept and listed.
// Warta shows https images only: an http URL is kept as https (image hosts such as Blogger's and
// WordPress's answer both), which beats losing the image. Anything but an absolute http(s) URL
// is left to the sanitizer, which drops it.
async function localImage(
  ctx: WriterContext,
  url: string,
  label: string,
  inHtml?: { alt: string; caption: string },
): Promise<string> {
  if (!/^https?:\/\//i.test(url)) return url;
  const kept = url.replace(/^http:\/\//i, "https://");
  const done = ctx.fetched.get(url);
  if (done) return done;
  if (!ctx.fetchMedia) {
    addMediaKept(ctx.report, kept);
    return kept;
  }
  // Fetched by an earlier import of this source: no request; failed then: tried again now.
  const before = await findImportedMedia(ctx.db, ctx.source, url);
  if (before?.localUrl) {
    ctx.fetched.set(url, before.localUrl);
    return before.localUrl;
  }
  try {
    // The source's own record of the image (a WordPress attachment) first, else what the HTML says.
    const fromSource = ctx.describeMedia?.(url);
    const local = await fetchImage(
      ctx.db,
      url,
      fromSource ?? (inHtml && { name: "", alt: inHtml.alt, caption: inHtml.caption }),
    );
    ctx.fetched.set(url, local);
    await recordImportedMedia(ctx.db, ctx.source, url, local);
    ctx.report.mediaFetched += 1;
    if (ctx.progress) ctx.progress.mediaFetched += 1;
    if (before) ctx.report.mediaRetried += 1;
    return local;
  } catch (error) {
    if (!(error instanceof MediaFetchError)) throw error;
    // Tried once per run: the same image in another post is not fetched (or reported) again.
    ctx.fetched.set(url, kept);
    await recordImportedMedia(ctx.db, ctx.source, url, null);
    if (ctx.progress) ctx.progress.mediaFailed += 1;
    addLine(ctx.report, "notes", { label, reason: t.mediaFailed(url, error.message) });
    addMediaKept(ctx.report, kept);
    return kept;
  }
}
