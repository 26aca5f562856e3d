import type { MenuItemKind, MenuName } from "~/lib/menus";
import { maxMenuItems } from "~/lib/menus";
import type { DB } from "./connection";
import { inTransaction } from "./transaction";

// The header and footer menus (migration 0050; docs/decisions/0030-menus.md). A menu is "saved"
// once its row is in `menus`: the first change in Menu writes what the site showed until then
// (the defaults) and changes that. Items are siblings under their parent (null: the top level),
// ordered by `position`. Writes reach every page cache through the change feed.

export interface MenuItemRow {
  id: number;
  menu: MenuName;
  parentId: number | null;
  position: number;
  label: string;
  kind: MenuItemKind;
  targetId: number | null;
  url: string | null;
}

/** What an item says, without its place. */
export interface MenuItemInput {
  label: string;
  kind: MenuItemKind;
  targetId: number | null;
  url: string | null;
}

/** An item with its sub-items, as defaults and imports write them. */
export interface MenuItemTree extends MenuItemInput {
  children?: MenuItemInput[];
}

/** The names and slugs that items point at, by kind and id. */
export type MenuTargets = Record<
  Exclude<MenuItemKind, "url" | "column">,
  Map<number, { slug: string; name: string }>
>;

export type MenuChange = "done" | "missing" | "full" | "refused";

/** The menus that were saved: the others show their defaults. */
export async function listSavedMenus(db: DB): Promise<MenuName[]> {
  const rows = await db.selectFrom("menus").select("name").execute();
  return rows.map((row) => row.name);
}

/** Every item of every menu, each menu's siblings in their order. */
export async function listMenuItems(db: DB): Promise<MenuItemRow[]> {
  const rows = await db
    .selectFrom("menu_items")
    .select(["id", "menu", "parent_id", "position", "label", "kind", "target_id", "url"])
    .orderBy("menu")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    menu: row.menu,
    parentId: row.parent_id,
    position: row.position,
    label: row.label,
    kind: row.kind as MenuItemKind,
    targetId: row.target_id,
    url: row.url,
  }));
}

/**
 * The current slug and name of every category, tag, published page and author the items point
 * at (a draft page or a deleted target is missing: its item is left out for readers).
 */
export async function readMenuTargets(
  db: DB,
  items: readonly Pick<MenuItemRow, "kind" | "targetId">[],
): Promise<MenuTargets> {
  const ids = (kind: MenuItemKind) => [
    ...new Set(
      items.flatMap((item) => (item.kind === kind && item.targetId ? [item.targetId] : [])),
    ),
  ];
  const targets: MenuTargets = {
    category: new Map(),
    tag: new Map(),
    page: new Map(),
    author: new Map(),
  };
  const add = (kind: keyof MenuTargets, rows: { id: number; slug: string; name: string }[]) => {
    for (const row of rows) targets[kind].set(row.id, { slug: row.slug, name: row.name });
  };
  const categories = ids("category");
  if (categories.length > 0) {
    add(
      "category",
      await db
        .selectFrom("categories")
        .select(["id", "slug", "name"])
        .where("id", "in", categories)
        .execute(),
    );
  }
  const tags = ids("tag");
  if (tags.length > 0) {
    add(
      "tag",
      await db.selectFrom("tags").select(["id", "slug", "name"]).where("id", "in", tags).execute(),
    );
  }
  const pages = ids("page");
  if (pages.length > 0) {
    add(
      "page",
      await db
        .selectFrom("pages")
        .select(["id", "slug", "title as name"])
        .where("id", "in", pages)
        .where("published", "=", true)
        .execute(),
    );
  }
  const authors = ids("author");
  if (authors.length > 0) {
    add(
      "author",
      await db
        .selectFrom("author_profiles")
        .select(["id", "slug", "name"])
        .where("id", "in", authors)
        .execute(),
    );
  }
  return targets;
}

/** What the Menu screen's target list offers: every category, tag, page and author by name. */
export async function listMenuTargetChoices(db: DB) {
  const [categories, tags, pages, authors] = await Promise.all([
    db.selectFrom("categories").select(["id", "name"]).orderBy("position").orderBy("id").execute(),
    db.selectFrom("tags").select(["id", "name"]).orderBy("name").limit(1000).execute(),
    db.selectFrom("pages").select(["id", "title as name"]).orderBy("title").execute(),
    db
      .selectFrom("author_profiles")
      .select(["id", "name", "slug"])
      .orderBy("name")
      .orderBy("slug")
      .execute(),
  ]);
  return {
    category: categories,
    tag: tags,
    page: pages,
    author: authors.map((author) => ({ id: author.id, name: author.name || author.slug })),
  };
}

async function insertTree(trx: DB, menu: MenuName, items: readonly MenuItemTree[]): Promise<void> {
  for (const [index, item] of items.entries()) {
    const { id } = await trx
      .insertInto("menu_items")
      .values(row(menu, null, index + 1, item))
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [childIndex, child] of (item.children ?? []).entries()) {
      await trx
        .insertInto("menu_items")
        .values(row(menu, id, childIndex + 1, child))
        .execute();
    }
  }
}

function row(menu: MenuName, parentId: number | null, position: number, item: MenuItemInput) {
  return {
    menu,
    parent_id: parentId,
    position,
    label: item.label,
    kind: item.kind,
    target_id: item.targetId,
    url: item.url,
  };
}

/**
 * Runs `change` on `menu` in one transaction, the menu first saved with `defaults` (what the site
 * showed) when it had not been saved yet.
 */
export async function changeMenu<T>(
  db: DB,
  menu: MenuName,
  defaults: () => readonly MenuItemTree[],
  change: (trx: DB) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const saved = await trx
      .selectFrom("menus")
      .select("name")
      .where("name", "=", menu)
      .executeTakeFirst();
    if (!saved) {
      await trx.insertInto("menus").values({ name: menu }).execute();
      await insertTree(trx, menu, defaults());
    }
    return change(trx);
  });
}

/** Replaces a menu's items (an import): the menu is saved with exactly these. */
export async function replaceMenu(
  db: DB,
  menu: MenuName,
  items: readonly MenuItemTree[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("menu_items").where("menu", "=", menu).execute();
    await trx
      .insertInto("menus")
      .values({ name: menu })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await insertTree(trx, menu, items);
  });
}

/** Forgets a saved menu: the site shows the defaults again. */
export async function resetMenu(db: DB, menu: MenuName): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("menu_items").where("menu", "=", menu).execute();
    await trx.deleteFrom("menus").where("name", "=", menu).execute();
  });
}

async function findItem(trx: DB, id: number) {
  return trx
    .selectFrom("menu_items")
    .select(["id", "menu", "parent_id", "kind"])
    .where("id", "=", id)
    .executeTakeFirst();
}

async function siblings(trx: DB, menu: MenuName, parentId: number | null) {
  return trx
    .selectFrom("menu_items")
    .select(["id", "position", "kind"])
    .where("menu", "=", menu)
    .where("parent_id", parentId === null ? "is" : "=", parentId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

async function renumber(trx: DB, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable("menu_items")
      .set({ position: index + 1 })
      .where("id", "=", id)
      .execute();
  }
}

/**
 * Adds an item at the end of `parentId`'s items (null: the top level). "missing" when the parent
 * is not an item of this menu, "full" at the menu's limit.
 */
export async function addMenuItem(
  trx: DB,
  menu: MenuName,
  parentId: number | null,
  input: MenuItemInput,
): Promise<MenuChange> {
  if (parentId !== null) {
    const parent = await findItem(trx, parentId);
    if (!parent || parent.menu !== menu || parent.parent_id !== null) return "missing";
  }
  const count = await trx
    .selectFrom("menu_items")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("menu", "=", menu)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= maxMenuItems) return "full";
  const last = (await siblings(trx, menu, parentId)).at(-1);
  await trx
    .insertInto("menu_items")
    .values(row(menu, parentId, (last?.position ?? 0) + 1, input))
    .execute();
  return "done";
}

/** Changes what an item says. */
export async function updateMenuItem(
  trx: DB,
  menu: MenuName,
  id: number,
  input: MenuItemInput,
): Promise<MenuChange> {
  const item = await findItem(trx, id);
  if (!item || item.menu !== menu) return "missing";
  // A column stays a column and a link a link: the kind of place it has decides.
  if ((item.kind === "column") !== (input.kind === "column")) return "refused";
  await trx
    .updateTable("menu_items")
    .set({ label: input.label, kind: input.kind, target_id: input.targetId, url: input.url })
    .where("id", "=", id)
    .execute();
  return "done";
}

/** Removes an item with its sub-items (a column with its links). */
export async function removeMenuItem(trx: DB, menu: MenuName, id: number): Promise<MenuChange> {
  const item = await findItem(trx, id);
  if (!item || item.menu !== menu) return "missing";
  await trx.deleteFrom("menu_items").where("parent_id", "=", id).execute();
  await trx.deleteFrom("menu_items").where("id", "=", id).execute();
  return "done";
}

/** Moves an item one place up or down among its siblings. */
export async function moveMenuItem(
  trx: DB,
  menu: MenuName,
  id: number,
  direction: -1 | 1,
): Promise<MenuChange> {
  const item = await findItem(trx, id);
  if (!item || item.menu !== menu) return "missing";
  const ids = (await siblings(trx, menu, item.parent_id)).map((sibling) => sibling.id);
  const at = ids.indexOf(id);
  const other = ids[at + direction];
  if (other === undefined) return "refused";
  [ids[at], ids[at + direction]] = [other, id];
  await renumber(trx, ids);
  return "done";
}

/**
 * Nests a top-level item under the item above it ("in"; refused when it has sub-items of its
 * own: one level only), or takes a sub-item out to the top level, after its parent ("out"). In
 * the footer, "in" and "out" move a link to the column before or after its own.
 */
export async function nestMenuItem(
  trx: DB,
  menu: MenuName,
  id: number,
  way: "in" | "out",
): Promise<MenuChange> {
  const item = await findItem(trx, id);
  if (!item || item.menu !== menu) return "missing";
  if (menu === "footer") return moveToNextColumn(trx, id, item.parent_id, way === "in" ? -1 : 1);
  if (way === "in") {
    if (item.parent_id !== null) return "refused";
    const level = await siblings(trx, menu, null);
    const at = level.findIndex((sibling) => sibling.id === id);
    const above = level[at - 1];
    if (!above) return "refused";
    if ((await siblings(trx, menu, id)).length > 0) return "refused";
    const last = (await siblings(trx, menu, above.id)).at(-1);
    await trx
      .updateTable("menu_items")
      .set({ parent_id: above.id, position: (last?.position ?? 0) + 1 })
      .where("id", "=", id)
      .execute();
    return "done";
  }
  if (item.parent_id === null) return "refused";
  const level = (await siblings(trx, menu, null)).map((sibling) => sibling.id);
  level.splice(level.indexOf(item.parent_id) + 1, 0, id);
  await trx.updateTable("menu_items").set({ parent_id: null }).where("id", "=", id).execute();
  await renumber(trx, level);
  return "done";
}

async function moveToNextColumn(
  trx: DB,
  id: number,
  columnId: number | null,
  direction: -1 | 1,
): Promise<MenuChange> {
  if (columnId === null) return "refused";
  const columns = (await siblings(trx, "footer", null)).map((column) => column.id);
  const next = columns[columns.indexOf(columnId) + direction];
  if (next === undefined) return "refused";
  const last = (await siblings(trx, "footer", next)).at(-1);
  await trx
    .updateTable("menu_items")
    .set({ parent_id: next, position: (last?.position ?? 0) + 1 })
    .where("id", "=", id)
    .execute();
  return "done";
}

/** What an import's menu items point at, found by the old site's slugs and the imported ids. */
export async function findImportTargets(
  db: DB,
  wanted: { categorySlugs: string[]; tagSlugs: string[]; postIds: number[]; pageIds: number[] },
) {
  const named = async <T extends { key: string | number; id: number; name: string }>(
    rows: Promise<T[]>,
  ) => new Map((await rows).map((row) => [row.key, { id: row.id, name: row.name }]));
  const [categories, tags, posts, pages] = await Promise.all([
    wanted.categorySlugs.length === 0
      ? new Map<string | number, { id: number; name: string }>()
      : named(
          db
            .selectFrom("categories")
            .select(["slug as key", "id", "name"])
            .where("slug", "in", wanted.categorySlugs)
            .execute(),
        ),
    wanted.tagSlugs.length === 0
      ? new Map<string | number, { id: number; name: string }>()
      : named(
          db
            .selectFrom("tags")
            .select(["slug as key", "id", "name"])
            .where("slug", "in", wanted.tagSlugs)
            .execute(),
        ),
    wanted.postIds.length === 0
      ? []
      : db
          .selectFrom("posts")
          .select(["id", "slug", "title"])
          .where("id", "in", wanted.postIds)
          .execute(),
    wanted.pageIds.length === 0
      ? []
      : db.selectFrom("pages").select(["id", "title"]).where("id", "in", wanted.pageIds).execute(),
  ]);
  return {
    categories,
    tags,
    posts: new Map(posts.map((post) => [post.id, { slug: post.slug, title: post.title }])),
    pages: new Map(pages.map((page) => [page.id, page.title])),
  };
}
