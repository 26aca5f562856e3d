import { sql } from "kysely";
import { rememberedRead } from "../read-memory";
import type { DB } from "./connection";

export interface Category {
  id: number;
  slug: string;
  name: string;
}

/** All categories in their fixed order. */
export async function listCategories(db: DB): Promise<Category[]> {
  return db.selectFrom("categories").select(["id", "slug", "name"]).orderBy("id").execute();
}

/**
 * The same for a reader's page, from memory while nothing has changed (read-memory.ts); a write
 * reads them fresh with listCategories. Shared by every render: not to be changed in place.
 */
export const listCategoriesForReaders = rememberedRead(listCategories);

export async function findCategoryBySlug(db: DB, slug: string): Promise<Category | undefined> {
  return db
    .selectFrom("categories")
    .select(["id", "slug", "name"])
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

/** Stores a new category (an imported site's); returns its id. */
export async function createCategory(db: DB, category: Omit<Category, "id">): Promise<number> {
  const row = await db
    .insertInto("categories")
    .values(category)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
