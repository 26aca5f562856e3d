import type { FooterLink } from "./site-settings";
import { texts } from "./texts";

// The site's menus (docs/decisions/0030-menus.md): what the Menu screen, the importer and the
// public header and footer share. Pure code, no queries.

export const menuNames = ["header", "footer"] as const;
export type MenuName = (typeof menuNames)[number];

/** What a menu item points at; a footer's top-level items are its columns. */
export const targetKinds = ["category", "tag", "page", "author", "url"] as const;
export type TargetKind = (typeof targetKinds)[number];
export type MenuItemKind = TargetKind | "column";

export const maxMenuLabelLength = 80;
export const maxMenuUrlLength = 2000;
/** Items in one menu, columns and sub-items counted. */
export const maxMenuItems = 100;

/**
 * An address a reader may be sent to: a path on this site ("/about", "/?q=x", "#top") or an
 * http(s) URL. Never `javascript:`, `data:` or a protocol-relative "//host".
 */
export function isSafeMenuUrl(url: string): boolean {
  if (url.length === 0 || url.length > maxMenuUrlLength) return false;
  // Spaces and control characters (a browser drops some of them: "java\tscript:") are refused.
  if ([...url].some((char) => char.charCodeAt(0) <= 0x20 || /\s/.test(char))) return false;
  if (url.startsWith("/")) return !/^\/[/\\]/.test(url);
  if (url.startsWith("#") || url.startsWith("?")) return true;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.host !== "";
  } catch {
    return false;
  }
}

/** A header link as readers get it: where it goes, and its sub-items (one level). */
export interface MenuLink extends FooterLink {
  children: FooterLink[];
}

/** The header's links while no header menu was saved: SPEC.md's Beranda and Admin. */
export const defaultHeaderLinks: MenuLink[] = [
  { label: texts.nav.home, href: "/", children: [] },
  { label: texts.nav.admin, href: "/admin/login", children: [] },
];

/**
 * Whether a header link is the page at `pathname`: its own address, and for the dashboard's link
 * every admin address (Admin leads to /admin/login and stays marked on /admin/auth too).
 */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (href.startsWith("/admin")) return pathname.startsWith("/admin");
  return href === pathname;
}

/** An item as the Menu screen shows it: its form's values and where it leads now. */
export interface AdminMenuItem {
  /** 0 for a default of a menu not saved yet. */
  id: number;
  label: string;
  /** The target list's value: "category:3", "url" or "column". */
  target: string;
  url: string;
  /** Where it leads now; null when readers do not see it (its target is gone or a draft). */
  href: string | null;
  children: AdminMenuItem[];
}

export interface AdminMenu {
  name: MenuName;
  saved: boolean;
  items: AdminMenuItem[];
}
