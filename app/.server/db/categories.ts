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

export async function findCategoryBySlug(db: DB, slug: string): Promise<Category | undefined> {
  return db
    .selectFrom("categories")
    .select(["id", "slug", "name"])
    .where("slug", "=", slug)
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
