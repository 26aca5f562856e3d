import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { texts } from "~/lib/admin-texts";
import type { DB } from "../db/connection";
import type { Database } from "../db/schema";
import { nowIso, toIso } from "../db/values";
import { htmlToText } from "../html-text";
import { reindexPosts } from "../search/index-posts";
import { profileForName } from "../db/author-profiles";
import { cleanSlug, plainTitle } from "./content";
import { prepare, type Prepared } from "./prepare";
import { addLine, addSkipped, type ImportReport, type Tally } from "~/lib/import-report";
import type { ImportedComment, ImportedEntry } from "./types";
import { categoryFor, freeSlug, insertComments, insertRedirects, tagsOf } from "./writer-rows";
import { setPostTags } from "../db/tags";

const t = texts.moving;
type Trx = Transaction<Database>;

export interface WriterContext {
  db: DB;
  /** Who the file came from (see SourceReader.source). */
  source: string;
  fetchMedia: boolean;
  report: ImportReport;
  /** Images already fetched in this run: URL → /media/… */
  fetched: Map<string, string>;
}

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
  const known = await db
    .selectFrom("import_sources")
    .select(["local_id", "fingerprint", "local_updated_at"])
    .where("source", "=", ctx.source)
    .where("kind", "=", entry.kind)
    .where("source_id", "=", entry.sourceId)
    .executeTakeFirst();
  const table = entry.kind === "post" ? "posts" : "pages";
  if (known) {
    const current = await db
      .selectFrom(table)
      .select("updated_at")
      .where("id", "=", known.local_id)
      .executeTakeFirst();
    if (!current) return skip(report, tally, t.deletedLocally);
    if (known.fingerprint === fingerprint) {
      tally.unchanged += 1;
      report.comments.unchanged += entry.comments.length;
      return;
    }
    const importedAt = known.local_updated_at && toIso(known.local_updated_at);
    if (toIso(current.updated_at) !== importedAt) return skip(report, tally, t.changedLocally);
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
        ? await updateRow(trx, table, known.local_id, prepared, categoryId)
        : await insertRow(trx, table, prepared, categoryId, entry);
      // Tags first: the search index reads their names.
      if (entry.kind === "post") await setPostTags(trx, id, tagsOf(entry).tags);
      if (table === "posts") await reindexPosts(trx, [id]);
      const slug = await trx
        .selectFrom(table)
        .select(["slug", "updated_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const comments = await insertComments(trx, ctx.source, id, entry.comments);
      await insertRedirects(
        trx,
        entry.oldPaths,
        entry.kind === "post" ? `/blog/${slug.slug}` : `/${slug.slug}`,
      );
      await trx
        .insertInto("import_sources")
        .values({
          source: ctx.source,
          kind: entry.kind,
          source_id: entry.sourceId,
          local_id: id,
          fingerprint,
          local_updated_at: toIso(slug.updated_at),
        })
        .onConflict((oc) =>
          oc.columns(["source", "kind", "source_id"]).doUpdateSet({
            fingerprint,
            local_updated_at: toIso(slug.updated_at),
          }),
        )
        .execute();
      return { comments, slug: slug.slug, createdCategory: categoryId?.created };
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
  const post = await db
    .selectFrom("import_sources")
    .select("local_id")
    .where("source", "=", ctx.source)
    .where("kind", "=", "post")
    .where("source_id", "=", postSourceId)
    .executeTakeFirst();
  if (!post) {
    report.comments.skipped += 1;
    addSkipped(report, t.commentWithoutPost);
    return;
  }
  try {
    const result = await db
      .transaction()
      .execute((trx) => insertComments(trx, ctx.source, post.local_id, [comment]));
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

async function insertRow(
  trx: Trx,
  table: "posts" | "pages",
  row: Prepared,
  category: { id: number } | undefined,
  entry: ImportedEntry,
): Promise<number> {
  const slug = await freeSlug(trx, table, row.slugBase);
  const common = {
    title: row.title,
    slug,
    summary: row.summary,
    content: row.content,
    published: row.published,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
  if (table === "pages") {
    const inserted = await trx
      .insertInto("pages")
      .values(common)
      .returning("id")
      .executeTakeFirstOrThrow();
    return inserted.id;
  }
  if (!category) throw new Error(`no category for ${entry.sourceId}`);
  const inserted = await trx
    .insertInto("posts")
    .values({
      ...common,
      content_text: htmlToText(row.content),
      image: row.image,
      category_id: category.id,
      author: row.author,
      // The source's author becomes a profile without an account (one per name).
      author_profile_id: row.author?.trim() ? await profileForName(trx, row.author) : null,
      // Imported articles keep the date they were published under at the source.
      published_at: row.published ? row.createdAt : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

// A changed source item updates the row in place; its slug (its address) stays.
async function updateRow(
  trx: Trx,
  table: "posts" | "pages",
  id: number,
  row: Prepared,
  category: { id: number } | undefined,
): Promise<number> {
  const common = {
    title: row.title,
    summary: row.summary,
    content: row.content,
    published: row.published,
    created_at: row.createdAt,
    updated_at: row.updatedAt > nowIso() ? row.updatedAt : nowIso(),
  };
  if (table === "pages") {
    await trx.updateTable("pages").set(common).where("id", "=", id).execute();
    return id;
  }
  await trx
    .updateTable("posts")
    .set({
      ...common,
      content_text: htmlToText(row.content),
      image: row.image,
      author: row.author,
      author_profile_id: row.author?.trim() ? await profileForName(trx, row.author) : null,
      published_at: row.published ? row.createdAt : null,
      ...(category ? { category_id: category.id } : {}),
    })
    .where("id", "=", id)
    .execute();
  return id;
}
