import { listFeedPaths } from "~/lib/feed-paths";
import { sql } from "kysely";
import { rememberedRead } from "../read-memory";
import type { DB } from "./connection";
import { isUniqueViolation } from "./dialect";
import { addRedirect, clearRedirect, markGone } from "./redirects";

// Categories and their order. Renaming a category's slug or merging it into another keeps its old
// page answering 301; deleting it (its articles move to another) leaves 410 there. Writes to
// `categories` and `posts` reach every page cache through the change feed (migration 0005).

export interface Category {
  id: number;
  slug: string;
  name: string;
}

/** A category as its page and the dashboard show it. */
export interface CategoryDetails extends Category {
  description: string;
}

export interface AdminCategory extends CategoryDetails {
  /** Every article in it, published or not. */
  articles: number;
}

export class CategorySlugTakenError extends Error {}

/** All categories in their order. */
export async function listCategories(db: DB): Promise<Category[]> {
  return db
    .selectFrom("categories")
    .select(["id", "slug", "name"])
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Categories with at least one published article, in their order: what readers are offered. */
export async function listPublicCategories(db: DB): Promise<Category[]> {
  return db
    .selectFrom("categories")
    .innerJoin("published_counts", "published_counts.category_id", "categories.id")
    .select(["categories.id", "categories.slug", "categories.name"])
    .where("published_counts.total", ">", 0)
    .orderBy("categories.position")
    .orderBy("categories.id")
    .execute();
}

/**
 * The same for a reader's page, from memory while nothing has changed (read-memory.ts); a write
 * reads them fresh with listCategories. Shared by every render: not to be changed in place.
 */
export const listCategoriesForReaders = rememberedRead(listPublicCategories);

export async function findCategoryBySlug(
  db: DB,
  slug: string,
): Promise<CategoryDetails | undefined> {
  return db
    .selectFrom("categories")
    .select(["id", "slug", "name", "description"])
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** The first category with this slug or, in any case, this name (an importer's match). */
export async function findCategoryBySlugOrName(
  db: DB,
  slug: string,
  name: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom("categories")
    .select("id")
    .where((eb) => eb.or([eb("slug", "=", slug), eb(sql`lower(name)`, "=", name.toLowerCase())]))
    .orderBy("id")
    .executeTakeFirst();
}

/** Stores a new category (an imported site's, or one made in Kategori) last; returns its id. */
export async function createCategory(
  db: DB,
  category: Omit<Category, "id"> & { description?: string },
): Promise<number> {
  const last = await db
    .selectFrom("categories")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  try {
    const row = await db
      .insertInto("categories")
      .values({ ...category, position: Number(last?.position ?? 0) + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A new category at an address a renamed or deleted one left behind owns it again.
    for (const path of Object.values(listFeedPaths(category.slug))) await clearRedirect(db, path);
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new CategorySlugTakenError(category.slug);
    throw error;
  }
}

// The category's page and feeds move together.
async function moveAddresses(db: DB, fromSlug: string, toSlug: string): Promise<void> {
  const from = listFeedPaths(fromSlug);
  const to = listFeedPaths(toSlug);
  for (const key of ["pagePath", "rssPath", "jsonPath"] as const) {
    await addRedirect(db, from[key], to[key]);
  }
}

/** Every category with its article count, in order, for the dashboard. */
export async function listCategoriesForAdmin(db: DB): Promise<AdminCategory[]> {
  const rows = await db
    .selectFrom("categories")
    .leftJoin("posts", "posts.category_id", "categories.id")
    .select([
      "categories.id",
      "categories.slug",
      "categories.name",
      "categories.description",
      "categories.position",
      (eb) => eb.fn.count<number | string>("posts.id").as("articles"),
    ])
    .groupBy([
      "categories.id",
      "categories.slug",
      "categories.name",
      "categories.description",
      "categories.position",
    ])
    .orderBy("categories.position")
    .orderBy("categories.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    articles: Number(row.articles),
  }));
}

/**
 * Renames and describes a category. A new slug moves its page: the old address answers 301.
 * False when the category does not exist; a slug another category has is CategorySlugTakenError.
 */
export async function updateCategory(
  db: DB,
  id: number,
  input: Omit<CategoryDetails, "id">,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("categories")
      .select("slug")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return false;
    try {
      await trx.updateTable("categories").set(input).where("id", "=", id).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new CategorySlugTakenError(input.slug);
      throw error;
    }
    if (current.slug !== input.slug) await moveAddresses(trx, current.slug, input.slug);
    return true;
  });
}

/** Swaps the category with its neighbour above (-1) or below (1); false at either end. */
export async function moveCategory(db: DB, id: number, direction: -1 | 1): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("categories")
      .select(["id", "position"])
      .orderBy("position")
      .orderBy("id")
      .execute();
    const at = order.findIndex((row) => row.id === id);
    const other = order[at + direction];
    if (at === -1 || !other) return false;
    // Positions are renumbered so that equal ones (an import's) swap as well.
    const ids = order.map((row) => row.id);
    [ids[at], ids[at + direction]] = [other.id, id];
    for (const [index, rowId] of ids.entries()) {
      if (order[index]?.id !== rowId || order[index]?.position !== index + 1) {
        await trx
          .updateTable("categories")
          .set({ position: index + 1 })
          .where("id", "=", rowId)
          .execute();
      }
    }
    return true;
  });
}

export type CategoryRemoval = "done" | "missing" | "last";

/**
 * Moves every article (and every saved version) of category `fromId` to `intoId` and deletes
 * `fromId`. Merged (`gone` false), its address answers 301 to the other's page; deleted, 410.
 * "last" when `fromId` is the only category: an article always has one.
 */
export async function removeCategory(
  db: DB,
  fromId: number,
  intoId: number,
  { gone }: { gone: boolean },
): Promise<CategoryRemoval> {
  return db.transaction().execute(async (trx) => {
    const all = await trx.selectFrom("categories").select(["id", "slug"]).execute();
    const from = all.find((row) => row.id === fromId);
    const into = all.find((row) => row.id === intoId);
    if (all.length === 1 && from) return "last";
    if (!from || !into || fromId === intoId) return "missing";
    await trx
      .updateTable("posts")
      .set({ category_id: intoId })
      .where("category_id", "=", fromId)
      .execute();
    await trx
      .updateTable("revisions")
      .set({ category_id: intoId })
      .where("category_id", "=", fromId)
      .execute();
    await trx.deleteFrom("published_counts").where("category_id", "=", fromId).execute();
    await trx.deleteFrom("categories").where("id", "=", fromId).execute();
    if (!gone) await moveAddresses(trx, from.slug, into.slug);
    else for (const path of Object.values(listFeedPaths(from.slug))) await markGone(trx, path);
    return "done";
  });
}
