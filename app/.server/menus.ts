import { authorPath } from "~/lib/author-paths";
import { categoryPath } from "~/lib/categories";
import {
  defaultHeaderLinks,
  type AdminMenu,
  type AdminMenuItem,
  type MenuLink,
  type MenuName,
} from "~/lib/menus";
import type { FooterGroup } from "~/lib/site-settings";
import { tagPath } from "~/lib/tags";
import type { DB } from "./db/connection";
import {
  listMenuItems,
  listSavedMenus,
  readMenuTargets,
  type MenuItemRow,
  type MenuItemTree,
  type MenuTargets,
} from "./db/menus";
import { rememberedRead } from "./read-memory";

// The menus as readers get them (docs/decisions/0030-menus.md): each item's address read from its
// target now, so a renamed category's item follows it; an item whose target is gone (or a page
// back to draft) is left out. A menu never saved is the site's defaults.

/** The saved menus, resolved; null for one that was never saved. */
export interface SiteMenus {
  header: MenuLink[] | null;
  footer: FooterGroup[] | null;
}

/** The address of an item, or null when its target is gone. */
export function menuItemHref(item: MenuItemRow, targets: MenuTargets): string | null {
  switch (item.kind) {
    case "url":
      return item.url;
    case "column":
      return null;
    case "category":
    case "tag":
    case "page":
    case "author": {
      const target = item.targetId === null ? undefined : targets[item.kind].get(item.targetId);
      if (!target) return null;
      const paths = { category: categoryPath, tag: tagPath, page: pagePath, author: authorPath };
      return paths[item.kind](target.slug);
    }
  }
}

function pagePath(slug: string): string {
  return `/${slug}`;
}

export async function readSiteMenus(db: DB): Promise<SiteMenus> {
  const [saved, items] = await Promise.all([listSavedMenus(db), listMenuItems(db)]);
  const targets = await readMenuTargets(db, items);
  const children = (menu: MenuName, parentId: number) =>
    items.flatMap((item) => {
      if (item.menu !== menu || item.parentId !== parentId) return [];
      const href = menuItemHref(item, targets);
      return href ? [{ label: item.label, href }] : [];
    });
  const top = (menu: MenuName) =>
    items.filter((item) => item.menu === menu && item.parentId === null);
  const header = saved.includes("header")
    ? top("header").flatMap((item) => {
        const href = menuItemHref(item, targets);
        return href ? [{ label: item.label, href, children: children("header", item.id) }] : [];
      })
    : null;
  const footer = saved.includes("footer")
    ? top("footer").map((column) => ({
        title: column.label,
        links: children("footer", column.id),
      }))
    : null;
  return { header, footer };
}

/** The same from memory while nothing public has changed (read-memory.ts). */
export const getSiteMenus = rememberedRead(readSiteMenus);

/** What a menu holds before it is saved, as items: the Menu screen starts editing from these. */
export function defaultMenuItems(menu: MenuName, footerGroups: FooterGroup[]): MenuItemTree[] {
  const link = (label: string, href: string) => ({
    label,
    kind: "url" as const,
    targetId: null,
    url: href,
  });
  if (menu === "header") return defaultHeaderLinks.map((item) => link(item.label, item.href));
  return footerGroups.map((group) => ({
    label: group.title,
    kind: "column" as const,
    targetId: null,
    url: null,
    children: group.links.map((item) => link(item.label, item.href)),
  }));
}

/** One menu for the Menu screen: its saved items, or its defaults while it was never saved. */
export function adminMenus(
  name: MenuName,
  rows: readonly MenuItemRow[],
  targets: MenuTargets,
  saved: boolean,
  defaults: readonly MenuItemTree[],
): AdminMenu {
  const shape = (item: MenuItemRow, children: AdminMenuItem[]): AdminMenuItem => ({
    id: item.id,
    label: item.label,
    target:
      item.kind === "url" || item.kind === "column" ? item.kind : `${item.kind}:${item.targetId}`,
    url: item.url ?? "",
    href: menuItemHref(item, targets),
    children,
  });
  if (!saved) {
    const fromDefault = (item: MenuItemTree, children: AdminMenuItem[]) =>
      shape({ ...item, id: 0, menu: name, parentId: null, position: 0 }, children);
    return {
      name,
      saved,
      items: defaults.map((item) =>
        fromDefault(
          item,
          (item.children ?? []).map((child) => fromDefault(child, [])),
        ),
      ),
    };
  }
  const own = rows.filter((row) => row.menu === name);
  return {
    name,
    saved,
    items: own
      .filter((row) => row.parentId === null)
      .map((row) =>
        shape(
          row,
          own.filter((child) => child.parentId === row.id).map((child) => shape(child, [])),
        ),
      ),
  };
}
