import { texts } from "~/lib/admin-texts";
import { addLine, addSkipped } from "~/lib/import-report";
import { isSafeMenuUrl, maxMenuItems, maxMenuLabelLength } from "~/lib/menus";
import { findImportedIds } from "../db/import-sources";
import { findImportTargets, replaceMenu, type MenuItemInput, type MenuItemTree } from "../db/menus";
import { cleanSlug } from "./content";
import type { ImportedMenuItem, WriterContext } from "./types";

const t = texts.moving;

// WordPress menus (nav_menu_item posts) into Warta's two menus (docs/decisions/0030-menus.md).
// WXR does not say where a theme showed a menu: the one named like a main menu (primary, main,
// header, utama…), else the largest, becomes the header; every other menu becomes a column of
// the footer, headed by its name. Nesting deeper than one level is flattened under the top item.
// The menus are written after every post and page, so that items find what they point at.

const headerNames = /primary|main|header|utama|top|atas|navigasi|navigation/i;

/** Writes the file's menus over the site's; nothing when the file has none. */
export async function writeMenus(
  ctx: WriterContext,
  items: readonly ImportedMenuItem[],
  site: string,
): Promise<void> {
  const menus = new Map<string, { name: string; items: ImportedMenuItem[] }>();
  for (const item of items) {
    if (!item.menu) {
      addSkipped(ctx.report, t.menuItemWithoutMenu);
      continue;
    }
    const menu = menus.get(item.menu.slug) ?? { name: item.menu.name, items: [] };
    menu.items.push(item);
    menus.set(item.menu.slug, menu);
  }
  if (menus.size === 0) return;
  const resolved = await resolveAll(ctx, items, site);
  const all = [...menus.entries()];
  const header =
    all.find(([slug, menu]) => headerNames.test(slug) || headerNames.test(menu.name)) ??
    all.reduce((largest, next) =>
      next[1].items.length > largest[1].items.length ? next : largest,
    );
  const headerTree = cap(ctx, nest(header[1].items, resolved), (tree) => tree.children ?? []);
  await replaceMenu(ctx.db, "header", headerTree);
  addLine(ctx.report, "notes", { label: header[1].name, reason: t.menuAsHeader });
  let imported = count(headerTree);
  const others = all.filter(([slug]) => slug !== header[0]);
  if (others.length > 0) {
    const columns: MenuItemTree[] = others.map(([, menu]) => ({
      label: menu.name.slice(0, maxMenuLabelLength) || t.menuColumn,
      kind: "column",
      targetId: null,
      url: null,
      children: nest(menu.items, resolved).flatMap((item) => [item, ...(item.children ?? [])]),
    }));
    const footer = cap(ctx, columns, (column) => column.children ?? []);
    await replaceMenu(ctx.db, "footer", footer);
    for (const [, menu] of others) {
      addLine(ctx.report, "notes", { label: menu.name, reason: t.menuAsFooterColumn });
    }
    imported += footer.reduce((sum, column) => sum + (column.children?.length ?? 0), 0);
  }
  ctx.report.menuItems += imported;
}

function count(tree: readonly MenuItemTree[]): number {
  return tree.reduce((sum, item) => sum + 1 + (item.children?.length ?? 0), 0);
}

/** The tree cut to a menu's limit (its items and sub-items counted), the rest reported. */
function cap(
  ctx: WriterContext,
  tree: MenuItemTree[],
  childrenOf: (item: MenuItemTree) => MenuItemInput[],
): MenuItemTree[] {
  let left = maxMenuItems;
  const kept: MenuItemTree[] = [];
  for (const item of tree) {
    const children = childrenOf(item);
    if (left < 1) {
      for (let n = 0; n < 1 + children.length; n++) addSkipped(ctx.report, t.menuFull);
      continue;
    }
    left -= 1;
    const fits = children.slice(0, left);
    for (let n = fits.length; n < children.length; n++) addSkipped(ctx.report, t.menuFull);
    left -= fits.length;
    kept.push({ ...item, children: fits });
  }
  return kept;
}

/**
 * A menu's resolved items as a tree of one level: each under its top-level ancestor, in the
 * menu's order; an item under one that could not be imported moves up.
 */
function nest(
  items: readonly ImportedMenuItem[],
  resolved: Map<string, MenuItemInput>,
): MenuItemTree[] {
  const byId = new Map(items.map((item) => [item.sourceId, item]));
  const ordered = [...items].sort((a, b) => a.order - b.order);
  const top = (item: ImportedMenuItem): ImportedMenuItem | undefined => {
    let parent = item.parentSourceId ? byId.get(item.parentSourceId) : undefined;
    let found: ImportedMenuItem | undefined;
    const seen = new Set<string>();
    while (parent && !seen.has(parent.sourceId)) {
      seen.add(parent.sourceId);
      if (resolved.has(parent.sourceId)) found = parent;
      parent = parent.parentSourceId ? byId.get(parent.parentSourceId) : undefined;
    }
    return found;
  };
  const trees = new Map<string, MenuItemTree>();
  const result: MenuItemTree[] = [];
  for (const item of ordered) {
    const input = resolved.get(item.sourceId);
    if (!input) continue;
    const ancestor = top(item);
    if (!ancestor) {
      const tree = { ...input, children: [] };
      trees.set(item.sourceId, tree);
      result.push(tree);
    }
  }
  for (const item of ordered) {
    const input = resolved.get(item.sourceId);
    const ancestor = top(item);
    if (!input || !ancestor) continue;
    trees.get(ancestor.sourceId)?.children?.push(input);
  }
  return result;
}

/** What each item points at here, or a skip counted with its reason. */
async function resolveAll(
  ctx: WriterContext,
  items: readonly ImportedMenuItem[],
  site: string,
): Promise<Map<string, MenuItemInput>> {
  const sourceIds = (object: string) =>
    items
      .filter((item) => item.type === "post_type" && item.object === object)
      .map((item) => item.objectId);
  const [pageIds, postIds] = await Promise.all([
    findImportedIds(ctx.db, ctx.source, "page", sourceIds("page")),
    findImportedIds(ctx.db, ctx.source, "post", sourceIds("post")),
  ]);
  const slugOf = (item: ImportedMenuItem) => cleanSlug(item.term?.slug ?? "");
  const taxonomy = (object: string) =>
    items.filter((item) => item.type === "taxonomy" && item.object === object).map(slugOf);
  const targets = await findImportTargets(ctx.db, {
    categorySlugs: taxonomy("category").filter(Boolean),
    tagSlugs: taxonomy("post_tag").filter(Boolean),
    postIds: [...postIds.values()],
    pageIds: [...pageIds.values()],
  });
  const resolved = new Map<string, MenuItemInput>();
  const label = (item: ImportedMenuItem, fallback: string) =>
    (item.title || fallback).replace(/\s+/g, " ").trim().slice(0, maxMenuLabelLength);
  for (const item of items) {
    if (!item.menu) continue;
    const input = resolveOne(item);
    if (input && input.label) resolved.set(item.sourceId, input);
    else addSkipped(ctx.report, t.menuTargetMissing);
  }
  return resolved;

  function resolveOne(item: ImportedMenuItem): MenuItemInput | undefined {
    if (item.type === "taxonomy" && (item.object === "category" || item.object === "post_tag")) {
      const found = (item.object === "category" ? targets.categories : targets.tags).get(
        slugOf(item),
      );
      if (!found) return undefined;
      const kind = item.object === "category" ? "category" : "tag";
      return { label: label(item, found.name), kind, targetId: found.id, url: null };
    }
    if (item.type === "post_type" && item.object === "page") {
      const id = pageIds.get(item.objectId);
      const title = id === undefined ? undefined : targets.pages.get(id);
      if (id === undefined || title === undefined) return undefined;
      return { label: label(item, title), kind: "page", targetId: id, url: null };
    }
    if (item.type === "post_type" && item.object === "post") {
      const id = postIds.get(item.objectId);
      const post = id === undefined ? undefined : targets.posts.get(id);
      if (!post) return undefined;
      return {
        label: label(item, post.title),
        kind: "url",
        targetId: null,
        url: `/blog/${post.slug}`,
      };
    }
    if (item.type === "custom") {
      const url = localUrl(item.url, site);
      if (!isSafeMenuUrl(url)) return undefined;
      return { label: label(item, url), kind: "url", targetId: null, url };
    }
    return undefined;
  }
}

/** An address on the old site becomes a path here (the home page "/"); others stay. */
function localUrl(url: string, site: string): string {
  const base = site.replace(/\/+$/, "");
  if (!base || !url.toLowerCase().startsWith(base.toLowerCase())) return url;
  const rest = url.slice(base.length);
  if (rest === "" || rest.startsWith("/") || rest.startsWith("?") || rest.startsWith("#")) {
    return rest.startsWith("/") ? rest : `/${rest}`;
  }
  return url;
}
