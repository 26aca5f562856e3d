import { sql, type Expression, type SqlBool } from "kysely";
import { mediaUrlOf, type MediaDescription, type MediaItem, type MediaUse } from "~/lib/media";
import type { DB } from "./connection";
import { searchTerms } from "./dialect";
import { recordEvent } from "./events";
import type { Trx } from "./transaction";
import { toIso } from "./values";

// The media library's rows (docs/decisions/0027-media-library.md): one `media_items` row per
// image beside its stored variants in `media`, and `media_uses`, which article or page points at
// it. Uses count only while the article or page is still there.

export type { MediaDescription, MediaItem, MediaUse };

export interface NewMediaItem {
  hash: string;
  originalName: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  uploadedBy: string | null;
  description?: Partial<MediaDescription>;
}

export interface MediaQuery {
  search?: string;
  unused?: boolean;
  uploader?: string;
  page: number;
  pageSize: number;
}

/** Records an image in the library; an image already there keeps its row. */
export async function insertMediaItem(
  db: DB,
  item: NewMediaItem,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto("media_items")
    .values({
      hash: item.hash,
      original_name: item.originalName.slice(0, 255),
      mime: item.mime,
      size: item.size,
      width: item.width,
      height: item.height,
      uploaded_by: item.uploadedBy,
      created_at: createdAt,
      ...item.description,
    })
    .onConflict((oc) => oc.column("hash").doNothing())
    .execute();
}

/** A use of the image that still stands: its article or page is there. */
export function liveUse(db: DB, hash: Expression<string>) {
  return db
    .selectFrom("media_uses as u")
    .select("u.item_id")
    .where("u.hash", "=", hash)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("u.kind", "=", "post"),
          eb.exists(eb.selectFrom("posts").select("id").whereRef("posts.id", "=", "u.item_id")),
        ]),
        eb.and([
          eb("u.kind", "=", "page"),
          eb.exists(eb.selectFrom("pages").select("id").whereRef("pages.id", "=", "u.item_id")),
        ]),
      ]),
    );
}

function filtered(db: DB, query: Omit<MediaQuery, "page" | "pageSize">) {
  const terms = searchTerms(query.search ?? "");
  return db
    .selectFrom("media_items as m")
    .$if(query.uploader !== undefined, (qb) => qb.where("m.uploaded_by", "=", query.uploader ?? ""))
    .$if(query.unused === true, (qb) =>
      qb.where((eb) => eb.not(eb.exists(liveUse(db, eb.ref("m.hash"))))),
    )
    .$if(terms.length > 0, (qb) =>
      qb.where((eb) =>
        eb.and(
          terms.map(
            (term) =>
              sql<SqlBool>`lower(m.original_name || ' ' || m.alt || ' ' || m.caption || ' ' || m.credit) like ${`%${term}%`}`,
          ),
        ),
      ),
    );
}

/** One page of the library, newest first, with the total matching and where each image is used. */
export async function listMediaItems(
  db: DB,
  query: MediaQuery,
): Promise<{ items: MediaItem[]; total: number }> {
  const rows = await filtered(db, query)
    .leftJoin("user", "user.id", "m.uploaded_by")
    .select([
      "m.hash",
      "m.original_name",
      "m.size",
      "m.width",
      "m.height",
      "m.alt",
      "m.caption",
      "m.credit",
      "m.uploaded_by",
      "m.created_at",
      "user.name as uploader_name",
    ])
    .orderBy("m.created_at", "desc")
    .orderBy("m.hash", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const counted = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  const uses = await usesOf(
    db,
    rows.map((row) => row.hash),
  );
  return {
    total: Number(counted?.n ?? 0),
    items: rows.map((row) => ({
      hash: row.hash,
      url: mediaUrlOf(row.hash),
      originalName: row.original_name,
      size: row.size,
      width: row.width,
      height: row.height,
      alt: row.alt,
      caption: row.caption,
      credit: row.credit,
      uploadedBy: row.uploaded_by,
      uploaderName: row.uploader_name,
      createdAt: toIso(row.created_at),
      uses: uses.get(row.hash) ?? [],
    })),
  };
}

/** The articles and pages that use each of `hashes`, by title. */
export async function usesOf(db: DB, hashes: string[]): Promise<Map<string, MediaUse[]>> {
  const result = new Map<string, MediaUse[]>();
  if (hashes.length === 0) return result;
  const all = [...(await usesIn(db, "post", hashes)), ...(await usesIn(db, "page", hashes))];
  for (const { hash, kind, id, title } of all) {
    result.set(hash, [...(result.get(hash) ?? []), { kind, id, title }]);
  }
  return result;
}

async function usesIn(db: DB, kind: "post" | "page", hashes: string[]) {
  // Both tables have id and title; Kysely cannot see that through the union.
  const table = (kind === "post" ? "posts" : "pages") as "posts";
  const rows = await db
    .selectFrom("media_uses as u")
    .innerJoin(table, `${table}.id`, "u.item_id")
    .select(["u.hash", `${table}.id as id`, `${table}.title as title`])
    .where("u.kind", "=", kind)
    .where("u.hash", "in", hashes)
    .execute();
  return rows.map((row) => ({ ...row, kind }));
}

/** How many articles and pages use the image now. */
export async function countMediaUses(db: DB, hash: string): Promise<number> {
  return (await usesOf(db, [hash])).get(hash)?.length ?? 0;
}

/** The accounts that uploaded images, for the library's filter. */
export async function listUploaders(db: DB): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom("user")
    .select(["user.id", "user.name"])
    .where((eb) =>
      eb.exists(
        eb.selectFrom("media_items").select("hash").whereRef("uploaded_by", "=", "user.id"),
      ),
    )
    .orderBy("user.name")
    .execute();
}

/** Who uploaded the image and its description; undefined when the library has no such image. */
export async function findMediaItem(
  db: DB,
  hash: string,
): Promise<(MediaDescription & { uploadedBy: string | null; originalName: string }) | undefined> {
  const row = await db
    .selectFrom("media_items")
    .select(["alt", "caption", "credit", "uploaded_by", "original_name"])
    .where("hash", "=", hash)
    .executeTakeFirst();
  return (
    row && {
      alt: row.alt,
      caption: row.caption,
      credit: row.credit,
      uploadedBy: row.uploaded_by,
      originalName: row.original_name,
    }
  );
}

/** Of `hashes`, those in the library not uploaded by `userId`. */
export async function othersMedia(db: DB, hashes: string[], userId: string): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .selectFrom("media_items")
    .select("hash")
    .where("hash", "in", hashes)
    .where((eb) => eb.or([eb("uploaded_by", "is", null), eb("uploaded_by", "!=", userId)]))
    .execute();
  return rows.map((row) => row.hash);
}

/** How many images `userId` added to the library since `since`. */
export async function countUploadsSince(db: DB, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("media_items")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("uploaded_by", "=", userId)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function describeMediaItem(
  db: DB,
  hash: string,
  description: MediaDescription,
): Promise<boolean> {
  const result = await db
    .updateTable("media_items")
    .set(description)
    .where("hash", "=", hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes an image's library entry, uses and stored files, in the caller's transaction; answers
 * whether a library entry went. Files kept in a bucket are named in a `media.deleted` event of the
 * same transaction: its handler (app/.server/jobs/handlers.ts) removes them from the bucket once
 * the rows are surely gone, and again after a failure.
 */
export async function deleteMediaRows(trx: Trx, hash: string): Promise<boolean> {
  const inBuckets = await trx
    .selectFrom("media")
    .select(["storage", "width"])
    .where("hash", "=", hash)
    .where("storage", "!=", "database")
    .execute();
  await trx.deleteFrom("media_uses").where("hash", "=", hash).execute();
  await trx.deleteFrom("media").where("hash", "=", hash).execute();
  const gone = await trx.deleteFrom("media_items").where("hash", "=", hash).executeTakeFirst();
  if (inBuckets.length > 0) {
    await recordEvent(trx, "media.deleted", null, { hash, files: JSON.stringify(inBuckets) });
  }
  return Number(gone.numDeletedRows) > 0;
}

/**
 * Deletes an image and its stored files unless an article or page uses it, in one transaction:
 * "used" (nothing deleted), "missing" or "deleted".
 */
export async function deleteMediaItem(
  db: DB,
  hash: string,
): Promise<"deleted" | "used" | "missing"> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom("media_items")
      .select("hash")
      .where("hash", "=", hash)
      .executeTakeFirst();
    if (!item) return "missing";
    if (await liveUse(trx, sql.val(hash)).executeTakeFirst()) return "used";
    await deleteMediaRows(trx, hash);
    return "deleted";
  });
}

/**
 * Points every article and page that uses `from` at `to` instead (their HTML and covers, and the
 * uses), gives `to` the description, uploader and date of `from`, and deletes `from`: the
 * library's "Ganti berkas", in one transaction. `to` must already be stored.
 */
export async function replaceMediaItem(db: DB, from: string, to: string): Promise<void> {
  const oldPath = `/media/${from}`;
  const newPath = `/media/${to}`;
  await db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom("media_items")
      .select(["alt", "caption", "credit", "uploaded_by", "created_at"])
      .where("hash", "=", from)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("media_items")
      .set({
        alt: old.alt,
        caption: old.caption,
        credit: old.credit,
        uploaded_by: old.uploaded_by,
        created_at: toIso(old.created_at),
      })
      .where("hash", "=", to)
      .execute();
    const uses = await trx
      .selectFrom("media_uses")
      .select(["kind", "item_id"])
      .where("hash", "=", from)
      .execute();
    const posts = uses.filter((use) => use.kind === "post").map((use) => use.item_id);
    const pages = uses.filter((use) => use.kind === "page").map((use) => use.item_id);
    if (posts.length > 0) {
      await trx
        .updateTable("posts")
        .set({
          content: sql`replace(content, ${oldPath}, ${newPath})`,
          image: sql`replace(image, ${oldPath}, ${newPath})`,
        })
        .where("id", "in", posts)
        .execute();
    }
    if (pages.length > 0) {
      await trx
        .updateTable("pages")
        .set({ content: sql`replace(content, ${oldPath}, ${newPath})` })
        .where("id", "in", pages)
        .execute();
    }
    await trx
      .insertInto("media_uses")
      .columns(["hash", "kind", "item_id"])
      .expression((eb) =>
        eb
          .selectFrom("media_uses")
          .select([sql.val(to).as("hash"), "kind", "item_id"])
          .where("hash", "=", from),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await deleteMediaRows(trx, from);
  });
}

/** Rewrites which images an article or page uses (its HTML and cover); in the caller's transaction. */
export async function recordMediaUses(
  db: DB,
  kind: "post" | "page",
  id: number,
  hashes: string[],
): Promise<void> {
  await db.deleteFrom("media_uses").where("kind", "=", kind).where("item_id", "=", id).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto("media_uses")
    .values(hashes.map((hash) => ({ hash, kind, item_id: id })))
    .execute();
}
