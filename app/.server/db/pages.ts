import type { DB } from "./connection";
import { deleteAddressed, updateAddressed, type UpdateResult } from "./addressed";
import { isUniqueViolation } from "./dialect";
import { clearRedirect } from "./redirects";
import { mediaHashesIn } from "~/lib/media";
import { recordMediaUses } from "./media-library";
import { nowIso, toBool, toIso } from "./values";
import { seoColumnsOf, seoValues, toSeo, type SeoRow } from "./post-rows";
import type { SeoFields } from "~/lib/seo";

export interface Page {
  id: number;
  title: string;
  slug: string;
  summary: string;
  content: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  seo: SeoFields;
}

export interface PageInput {
  title: string;
  slug: string;
  summary: string;
  /** Sanitized HTML. */
  content: string;
  published: boolean;
  /** The SEO fields (migration 0052); left out, a new page has none and an edit keeps them. */
  seo?: SeoFields;
}

// A page's stored columns.
function valuesOf<T extends Omit<PageInput, "slug">>({ seo, ...columns }: T) {
  return { ...columns, ...(seo ? seoValues(seo) : {}) };
}

const columns = [
  "id",
  "title",
  "slug",
  "summary",
  "content",
  "published",
  "created_at",
  "updated_at",
  ...seoColumnsOf("pages"),
] as const;

type Row = {
  id: number;
  title: string;
  slug: string;
  summary: string;
  content: string;
  published: boolean | number;
  created_at: string | Date;
  updated_at: string | Date;
} & SeoRow;

function toPage(row: Row): Page {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    content: row.content,
    published: toBool(row.published),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    seo: toSeo(row),
  };
}

/** The public path of the page with this slug: pages live at the site's root. */
export function pagePath(slug: string): string {
  return `/${slug}`;
}

/** The published page with this slug, or undefined for a draft or an unknown slug. */
export async function findPublishedPage(db: DB, slug: string): Promise<Page | undefined> {
  const row = await db
    .selectFrom("pages")
    .select(columns)
    .where("slug", "=", slug)
    .where("published", "=", true)
    .executeTakeFirst();
  return row && toPage(row);
}

/** Any page by slug, draft or published (the admin's preview). */
export async function findPageBySlug(db: DB, slug: string): Promise<Page | undefined> {
  const row = await db
    .selectFrom("pages")
    .select(columns)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row && toPage(row);
}

export async function findPageById(db: DB, id: number): Promise<Page | undefined> {
  const row = await db.selectFrom("pages").select(columns).where("id", "=", id).executeTakeFirst();
  return row && toPage(row);
}

export type PageListItem = Omit<Page, "content" | "seo">;

/** Every page, drafts included, by title: a site has a handful, never thousands. */
export async function listPagesForAdmin(db: DB): Promise<PageListItem[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["id", "title", "slug", "summary", "published", "created_at", "updated_at"])
    .orderBy("title")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    published: toBool(row.published),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  }));
}

/** Title, slug and last change of every published page, by title (sitemaps). */
/** How many pages are published. */
export async function countPublishedPages(db: DB): Promise<number> {
  const row = await db
    .selectFrom("pages")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("published", "=", true)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function listPublishedPages(
  db: DB,
): Promise<{ title: string; slug: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["title", "slug", "updated_at"])
    .where("published", "=", true)
    // Hidden from search engines (SEO section): not in the sitemap either.
    .where("noindex", "=", false)
    .orderBy("title")
    .execute();
  return rows.map((row) => ({
    title: row.title,
    slug: row.slug,
    updatedAt: toIso(row.updated_at),
  }));
}

export class PageSlugTakenError extends Error {}

export async function isPageSlugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom("pages")
    .select("id")
    .where("slug", "=", slug)
    .$if(exceptId !== undefined, (qb) => qb.where("id", "!=", exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a new page (HTML already sanitized); a taken slug is reported as PageSlugTakenError.
 * A published page takes over its address from any redirect that was there. An import passes
 * the source's dates.
 */
export async function createPage(
  db: DB,
  input: PageInput,
  createdAt = nowIso(),
  updatedAt = createdAt,
): Promise<number> {
  try {
    const row = await db
      .insertInto("pages")
      .values({ ...valuesOf(input), created_at: createdAt, updated_at: updatedAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.published) await clearRedirect(db, pagePath(input.slug));
    await recordMediaUses(db, "page", row.id, mediaHashesIn(input.content));
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new PageSlugTakenError(input.slug);
    throw error;
  }
}

const addressedPage = {
  table: "pages",
  path: pagePath,
  slugTaken: (slug: string) => new PageSlugTakenError(slug),
} as const;

/**
 * Saves an edit only if the page is still at the version the editor loaded. Renaming a published
 * page keeps its old address answering 301, in the same transaction.
 */
export function updatePage(
  db: DB,
  id: number,
  input: PageInput,
  expectedUpdatedAt: string,
): Promise<UpdateResult> {
  return updateAddressed(db, addressedPage, id, valuesOf(input), expectedUpdatedAt, (trx) =>
    recordMediaUses(trx, "page", id, mediaHashesIn(input.content, input.seo?.socialImage)),
  );
}

/**
 * Overwrites a page where it is (its slug stays) without the editor's version check: the
 * importer's update of a page it imported earlier and nobody has edited since.
 */
export async function overwritePage(
  db: DB,
  id: number,
  input: Omit<PageInput, "slug"> & { createdAt: string; updatedAt: string },
): Promise<void> {
  const { createdAt, updatedAt, ...columns } = input;
  await db
    .updateTable("pages")
    .set({ ...valuesOf(columns), created_at: createdAt, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
  await recordMediaUses(db, "page", id, mediaHashesIn(input.content));
}

/** Deletes a page; its address (and older ones) answer 410 if it was public there. */
export async function deletePage(db: DB, id: number): Promise<boolean> {
  const deleted = await deleteAddressed(db, addressedPage, id);
  if (deleted) await recordMediaUses(db, "page", id, []);
  return deleted;
}
