import type { DB } from "./connection";
import { seoColumnsOf, toSeo } from "./post-rows";
import type { SeoFields } from "~/lib/seo";
import { nowIso, toBool, toIso } from "./values";

// Revisions of articles and pages (migration 0018). Each row belongs to one of them, through
// post_id or page_id; `Owner` names which.

export type ContentKind = "post" | "page";

export interface Owner {
  kind: ContentKind;
  id: number;
}

/** The versioned fields of an article or a page, as a revision keeps them. */
export interface Snapshot {
  title: string;
  slug: string;
  summary: string;
  content: string;
  image: string | null;
  categoryId: number | null;
  author: string | null;
  published: boolean;
  /** The SEO fields at that save; null (or absent) for a revision saved before they existed. */
  seo?: SeoFields | null;
}

export interface Revision extends Snapshot {
  id: number;
  savedBy: string | null;
  restoredFrom: number | null;
  createdAt: string;
}

export interface RevisionListItem {
  id: number;
  title: string;
  published: boolean;
  /** The e-mail address of the account that saved it, when the account still exists. */
  savedBy: string | null;
  restoredFrom: number | null;
  createdAt: string;
}

function ownerColumn(kind: ContentKind) {
  return kind === "post" ? "post_id" : "page_id";
}

/** The current stored version of an article or a page, with its last change; undefined if gone. */
export async function currentSnapshot(
  db: DB,
  owner: Owner,
): Promise<(Snapshot & { updatedAt: string }) | undefined> {
  if (owner.kind === "post") {
    const row = await db
      .selectFrom("posts")
      .select([
        "title",
        "slug",
        "summary",
        "content",
        "image",
        "category_id",
        "author",
        "published",
        "updated_at",
        ...seoColumnsOf("posts"),
      ])
      .where("id", "=", owner.id)
      .executeTakeFirst();
    return (
      row && {
        title: row.title,
        slug: row.slug,
        summary: row.summary,
        content: row.content,
        image: row.image,
        categoryId: row.category_id,
        author: row.author,
        published: toBool(row.published),
        updatedAt: toIso(row.updated_at),
        seo: toSeo(row),
      }
    );
  }
  const row = await db
    .selectFrom("pages")
    .select([
      "title",
      "slug",
      "summary",
      "content",
      "published",
      "updated_at",
      ...seoColumnsOf("pages"),
    ])
    .where("id", "=", owner.id)
    .executeTakeFirst();
  return (
    row && {
      title: row.title,
      slug: row.slug,
      summary: row.summary,
      content: row.content,
      image: null,
      categoryId: null,
      author: null,
      published: toBool(row.published),
      updatedAt: toIso(row.updated_at),
      seo: toSeo(row),
    }
  );
}

export async function insertRevision(
  db: DB,
  owner: Owner,
  snapshot: Snapshot,
  meta: { savedBy: string | null; restoredFrom?: number; createdAt?: string },
): Promise<number> {
  const row = await db
    .insertInto("revisions")
    .values({
      post_id: owner.kind === "post" ? owner.id : null,
      page_id: owner.kind === "page" ? owner.id : null,
      title: snapshot.title,
      slug: snapshot.slug,
      summary: snapshot.summary,
      content: snapshot.content,
      image: snapshot.image,
      category_id: snapshot.categoryId,
      author: snapshot.author,
      published: snapshot.published,
      seo: snapshot.seo ? JSON.stringify(snapshot.seo) : null,
      saved_by: meta.savedBy,
      restored_from: meta.restoredFrom ?? null,
      created_at: meta.createdAt ?? nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function hasRevisions(db: DB, owner: Owner): Promise<boolean> {
  const row = await db
    .selectFrom("revisions")
    .select("id")
    .where(ownerColumn(owner.kind), "=", owner.id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of an article's or a page's revisions, newest first, without their texts. */
export async function listRevisions(
  db: DB,
  owner: Owner,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ revisions: RevisionListItem[]; total: number }> {
  const column = ownerColumn(owner.kind);
  const count = await db
    .selectFrom("revisions")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where(column, "=", owner.id)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("revisions")
    .leftJoin("user", "user.id", "revisions.saved_by")
    .select([
      "revisions.id",
      "revisions.title",
      "revisions.published",
      "revisions.restored_from",
      "revisions.created_at",
      // People by the name they chose: an address is nobody else's business.
      "user.name",
    ])
    .where(`revisions.${column}`, "=", owner.id)
    .orderBy("revisions.created_at", "desc")
    .orderBy("revisions.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(count?.total ?? 0),
    revisions: rows.map((row) => ({
      id: row.id,
      title: row.title,
      published: toBool(row.published),
      savedBy: row.name,
      restoredFrom: row.restored_from,
      createdAt: toIso(row.created_at),
    })),
  };
}

/** A revision of this article or page, with its texts; undefined if it is not one of its own. */
export async function findRevision(
  db: DB,
  owner: Owner,
  revisionId: number,
): Promise<Revision | undefined> {
  const row = await db
    .selectFrom("revisions")
    .selectAll()
    .where("id", "=", revisionId)
    .where(ownerColumn(owner.kind), "=", owner.id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      title: row.title,
      slug: row.slug,
      summary: row.summary,
      content: row.content,
      image: row.image,
      categoryId: row.category_id,
      author: row.author,
      published: toBool(row.published),
      seo: parseSeo(row.seo),
      savedBy: row.saved_by,
      restoredFrom: row.restored_from,
      createdAt: toIso(row.created_at),
    }
  );
}

// A revision's stored SEO fields; null when it has none or they no longer read as such.
function parseSeo(text: string | null): SeoFields | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SeoFields> | null;
    if (!value || typeof value !== "object") return null;
    const textOf = (field: unknown) => (typeof field === "string" && field !== "" ? field : null);
    return {
      seoTitle: textOf(value.seoTitle),
      seoDescription: textOf(value.seoDescription),
      socialImage: textOf(value.socialImage),
      canonicalUrl: textOf(value.canonicalUrl),
      noindex: value.noindex === true,
    };
  } catch {
    return null;
  }
}

/** The revision saved just before `revisionId`, if any. */
export async function previousRevisionId(
  db: DB,
  owner: Owner,
  revision: { id: number; createdAt: string },
): Promise<number | undefined> {
  const row = await db
    .selectFrom("revisions")
    .select("id")
    .where(ownerColumn(owner.kind), "=", owner.id)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", revision.createdAt),
        eb.and([eb("created_at", "=", revision.createdAt), eb("id", "<", revision.id)]),
      ]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Id and time of every revision of one article or page, newest first (for pruning). */
export async function revisionTimes(
  db: DB,
  owner: Owner,
): Promise<{ id: number; createdAt: string }[]> {
  const rows = await db
    .selectFrom("revisions")
    .select(["id", "created_at"])
    .where(ownerColumn(owner.kind), "=", owner.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: toIso(row.created_at) }));
}

export async function deleteRevisions(db: DB, ids: number[]): Promise<void> {
  // In chunks: SQLite caps the number of bound values in one statement.
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .deleteFrom("revisions")
      .where("id", "in", ids.slice(start, start + 500))
      .execute();
  }
}
