import type { Kysely } from "kysely";
import { mediaHashesIn } from "../../app/lib/media";
import { isPostgres } from "../dialect";

// The media library (docs/decisions/0027-media-library.md): one row per image in `media_items`
// (its description, who uploaded it, its original name, size and dimensions) beside the stored
// variants of `media`, and `media_uses`, which article or page points at which image, kept on
// every save. Images stored before the library get a row from their largest variant, and the
// uses of every article and page are read once here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("media_items")
    .addColumn("hash", "text", (col) => col.primaryKey())
    .addColumn("original_name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("mime", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("alt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("caption", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("credit", "text", (col) => col.notNull().defaultTo(""))
    // No foreign key, like posts.owner_id: an export restores into a site with other accounts.
    .addColumn("uploaded_by", "text")
    .addColumn("created_at", pg ? "timestamptz" : "text", (col) => col.notNull())
    .execute();
  // The library lists newest first, all of it or one uploader's.
  await db.schema
    .createIndex("media_items_created_idx")
    .on("media_items")
    .columns(["created_at", "hash"])
    .execute();
  await db.schema
    .createIndex("media_items_uploader_idx")
    .on("media_items")
    .columns(["uploaded_by", "created_at"])
    .execute();
  await db.schema
    .createTable("media_uses")
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("media_uses_pk", ["hash", "kind", "item_id"])
    .execute();
  await db.schema
    .createIndex("media_uses_item_idx")
    .on("media_uses")
    .columns(["kind", "item_id"])
    .execute();
  await fillItems(db);
  await fillUses(db, "post");
  await fillUses(db, "page");
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fillItems(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom("media")
    .select(["hash", "width", "height", "mime", "created_at"])
    .select((eb) => eb.fn("length", ["data"]).as("size"))
    .orderBy("hash")
    .orderBy("width", "desc")
    .execute()) as {
    hash: string;
    width: number;
    height: number;
    mime: string;
    created_at: string;
    size: number;
  }[];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.hash)) continue;
    seen.add(row.hash);
    await db
      .insertInto("media_items")
      .values({
        hash: row.hash,
        mime: row.mime,
        size: Number(row.size),
        width: row.width,
        height: row.height,
        created_at: row.created_at,
      })
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fillUses(db: Kysely<any>, kind: "post" | "page"): Promise<void> {
  const table = kind === "post" ? "posts" : "pages";
  const columns = kind === "post" ? ["id", "content", "image"] : ["id", "content"];
  const rows = (await db.selectFrom(table).select(columns).execute()) as {
    id: number;
    content: string;
    image?: string | null;
  }[];
  for (const row of rows) {
    const hashes = mediaHashesIn(row.content, row.image);
    if (hashes.length === 0) continue;
    await db
      .insertInto("media_uses")
      .values(hashes.map((hash) => ({ hash, kind, item_id: row.id })))
      .execute();
  }
}
