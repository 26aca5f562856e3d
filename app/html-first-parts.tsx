import { renderToStaticMarkup } from "react-dom/server";
import type { EntryContext } from "react-router";
import type { RenderedParts } from "~/components/rendered-parts";
import { FooterContent } from "~/components/site-footer";
import { currentNavItem, HeaderContent } from "~/components/site-header";
import type { SiteSettings } from "~/lib/site-settings";
import type { loader as rootLoader } from "~/root";

// The header and footer are two fifths of an article page's markup and, with the newsletter form,
// the menu and their icons, about a quarter of its render; they depend on nothing but the
// settings, the year and which menu item the page is. HTML-first pages take them rendered once
// per settings object: the read memory hands every render the same object until a change
// replaces it (app/.server/read-memory.ts), so a saved setting is in the next page rendered, as
// before (docs/PERFORMANCE.md).
interface Parts {
  year: number;
  footer: string;
  /** By the menu item the page is (currentNavItem), "" for none. */
  headers: Map<string, string>;
}

const rendered = new WeakMap<SiteSettings, Parts>();

/** The header and footer of an HTML-first page, or undefined when the root has no settings. */
export function htmlFirstParts(context: EntryContext): RenderedParts | undefined {
  const root = context.staticHandlerContext.loaderData.root as
    Awaited<ReturnType<typeof rootLoader>> | undefined;
  if (!root) return undefined;
  const { pathname } = context.staticHandlerContext.location;
  return renderedParts(root.site, new Date().getFullYear(), pathname);
}

export function renderedParts(site: SiteSettings, year: number, pathname: string): RenderedParts {
  let parts = rendered.get(site);
  if (parts?.year !== year) {
    const footer = markup(<FooterContent site={site} year={year} plain />);
    parts = { year, footer, headers: new Map() };
    rendered.set(site, parts);
  }
  const current = currentNavItem(pathname);
  let header = parts.headers.get(current);
  if (header === undefined) {
    // React puts a preload link for the logo in front of it, as it puts one in a page's head.
    header = markup(<HeaderContent site={site} current={current} plain />);
    parts.headers.set(current, header);
  }
  return { header, footer: parts.footer };
}

// Its own prefix keeps the ids of the parts' forms apart from those of the page they go into.
function markup(element: React.ReactElement): string {
  return renderToStaticMarkup(element, { identifierPrefix: "bagian-" });
}
