import { createHash } from "node:crypto";
import type { Trx } from "../db/transaction";
import { texts } from "~/lib/admin-texts";
import { articlePath } from "~/lib/article-paths";
import { addLine, addSkipped, type ImportReport, type Tally } from "~/lib/import-report";
import { findAddressedStamp } from "../db/addressed";
import { profileForName } from "../db/author-profiles";
import { findImported, recordImported } from "../db/import-sources";
import { createPage, overwritePage, pagePath } from "../db/pages";
import { createPost, overwritePost } from "../db/post-writes";
import { nowIso } from "../db/values";
import { cleanSlug, plainTitle } from "./content";
import { prepare, type Prepared } from "./prepare";
import type { ImportedComment, ImportedEntry, WriterContext } from "./types";
import { categoryFor, freeSlug, insertComments, insertRedirects, tagsOf } from "./writer-rows";

// Stores what the source formats read, through the database modules that own each row: the
// plain text search reads, the search index, tags and their counts, redirect keys are derived
// there, as for the editor's saves.

const t = texts.moving;

function fingerprintOf(entry: ImportedEntry): string {
  return createHash("sha256").update(JSON.stringify(entry)).digest("hex");
}

function labelOf(entry: ImportedEntry): string {
  const title = plainTitle(entry.title).slice(0, 80);
  const kind = entry.kind === "post" ? t.kindPost : t.kindPage;
  return title ? `${kind} ${entry.sourceId} "${title}"` : `${kind} ${entry.sourceId}`;
}

/**
 * Writes one post or page with its comments, its category and its old addresses, in one
 * transaction: either all of it is stored or none of it. Already imported and unchanged: nothing.
 */
export async function writeEntry(ctx: WriterContext, source: ImportedEntry): Promise<void> {
  const { db, report } = ctx;
  // Warta's pages take no comments: a page's comments from the old site are counted, not kept.
  const entry =
    source.kind === "page" && source.comments.length > 0
      ? {
          ...source,
          comments: [],
          skippedComments: [...source.skippedComments, ...source.comments.map(() => t.pageComment)],
        }
      : source;
  const tally: Tally = entry.kind === "post" ? report.posts : report.pages;
  const label = labelOf(entry);
  for (const reason of entry.skippedComments) {
    report.comments.skipped += 1;
    addSkipped(report, reason);
  }
  const fingerprint = fingerprintOf(entry);
  const known = await findImported(db, ctx.source, entry.kind, entry.sourceId);
  const table = entry.kind === "post" ? "posts" : "pages";
  if (known) {
    const current = await findAddressedStamp(db, table, known.localId);
    if (!current) return skip(report, tally, t.deletedLocally);
    if (known.fingerprint === fingerprint) {
      tally.unchanged += 1;
      report.comments.unchanged += entry.comments.length;
      return;
    }
    if (current.updatedAt !== known.localUpdatedAt) return skip(report, tally, t.changedLocally);
  }

  const prepared = await prepare(ctx, entry, label);
  if (typeof prepared === "string") {
    tally.failed += 1;
    addLine(report, "failures", { label, reason: prepared });
    return;
  }
  try {
    const result = await db.transaction().execute(async (trx) => {
      const categoryId =
        entry.kind === "post" ? await categoryFor(trx, entry.categories) : undefined;
      const id = known
        ? await updateRow(trx, entry, known.localId, prepared, categoryId)
        : await insertRow(trx, entry, prepared, categoryId);
      const stored = await findAddressedStamp(trx, table, id);
      if (!stored) throw new Error(`${table} ${id} vanished`);
      const comments = await insertComments(trx, ctx.source, id, entry.comments);
      const path = entry.kind === "post" ? articlePath(stored.slug) : pagePath(stored.slug);
      await insertRedirects(trx, entry.oldPaths, path);
      await recordImported(trx, ctx.source, entry.kind, entry.sourceId, {
        localId: id,
        // An image missing: the next import of this file counts the entry as changed, so that
        // it is prepared again and the image fetched again (prepare.ts, localImage).
        fingerprint: prepared.mediaMissing ? `${fingerprint}:gambar-kurang` : fingerprint,
        localUpdatedAt: stored.updatedAt,
      });
      return { comments, slug: stored.slug, createdCategory: categoryId?.created };
    });
    if (known) tally.updated += 1;
    else tally.created += 1;
    report.comments.created += result.comments.created;
    report.comments.unchanged += result.comments.unchanged;
    if (result.createdCategory) report.categoriesCreated.push(result.createdCategory);
    const wanted = cleanSlug(entry.slug);
    if (!known && entry.slug && wanted !== result.slug) {
      addLine(report, "notes", {
        label,
        reason: t.slugChanged(entry.slug.slice(0, 80), result.slug),
      });
    }
    for (const note of prepared.notes) addLine(report, "notes", { label, reason: note });
  } catch (error) {
    tally.failed += 1;
    addLine(report, "failures", {
      label,
      reason: t.writeFailed(error instanceof Error ? error.message : String(error)),
    });
  }
}

/** A comment that comes apart from its post (Blogger): stored once, under its post. */
export async function writeLooseComment(
  ctx: WriterContext,
  postSourceId: string,
  comment: ImportedComment,
): Promise<void> {
  const { db, report } = ctx;
  const post = await findImported(db, ctx.source, "post", postSourceId);
  if (!post) {
    report.comments.skipped += 1;
    addSkipped(report, t.commentWithoutPost);
    return;
  }
  try {
    const result = await db
      .transaction()
      .execute((trx) => insertComments(trx, ctx.source, post.localId, [comment]));
    report.comments.created += result.created;
    report.comments.unchanged += result.unchanged;
  } catch (error) {
    report.comments.failed += 1;
    addLine(report, "failures", {
      label: `${t.kindComment} ${comment.sourceId}`,
      reason: t.writeFailed(error instanceof Error ? error.message : String(error)),
    });
  }
}

function skip(report: ImportReport, tally: Tally, reason: string): void {
  tally.skipped += 1;
  addSkipped(report, reason);
}

// A new entry gets a free slug near the one it had; a post's author becomes a profile without
// an account (one per name), and it keeps the date it was published under at the source.
async function insertRow(
  trx: Trx,
  entry: ImportedEntry,
  row: Prepared,
  category: { id: number } | undefined,
): Promise<number> {
  const common = { title: row.title, summary: row.summary, content: row.content };
  if (entry.kind === "page") {
    const slug = await freeSlug(trx, "pages", row.slugBase);
    const page = { ...common, slug, published: row.published };
    return createPage(trx, page, row.createdAt, row.updatedAt);
  }
  if (!category) throw new Error(`no category for ${entry.sourceId}`);
  return createPost(trx, {
    ...(await postColumns(trx, entry, row, category)),
    slug: await freeSlug(trx, "posts", row.slugBase),
    updatedAt: row.updatedAt,
  });
}

// A changed source item updates the row in place; its slug (its address) stays.
async function updateRow(
  trx: Trx,
  entry: ImportedEntry,
  id: number,
  row: Prepared,
  category: { id: number } | undefined,
): Promise<number> {
  const updatedAt = row.updatedAt > nowIso() ? row.updatedAt : nowIso();
  if (entry.kind === "page") {
    const { title, summary, content, published, createdAt } = row;
    await overwritePage(trx, id, { title, summary, content, published, createdAt, updatedAt });
    return id;
  }
  if (!category) throw new Error(`no category for ${entry.sourceId}`);
  await overwritePost(trx, id, { ...(await postColumns(trx, entry, row, category)), updatedAt });
  return id;
}

async function postColumns(
  trx: Trx,
  entry: ImportedEntry,
  row: Prepared,
  category: { id: number },
) {
  return {
    title: row.title,
    summary: row.summary,
    content: row.content,
    image: row.image,
    categoryId: category.id,
    author: row.author,
    authorProfileId: row.author?.trim() ? await profileForName(trx, row.author) : null,
    published: row.published,
    createdAt: row.createdAt,
    publishedAt: row.published ? row.createdAt : null,
    tags: tagsOf(entry).tags,
  };
}
