import { renderToStaticMarkup } from "react-dom/server";
import type { EntryContext } from "react-router";
import { FooterContent } from "~/components/site-footer";
import type { SiteSettings } from "~/lib/site-settings";

// The footer is a third of an article page's markup and, with its newsletter form and brand
// icons, about a fifth of the page's render; it depends on nothing but the settings and the year.
// HTML-first pages take it rendered once per settings object: the read memory hands every render
// the same object until a change replaces it (app/.server/read-memory.ts), so a saved setting is
// in the next page rendered, as before (docs/PERFORMANCE.md).
const rendered = new WeakMap<SiteSettings, { year: number; html: string }>();

/** The inside of the footer of an HTML-first page, or undefined when the root has no settings. */
export function htmlFirstFooter(context: EntryContext): string | undefined {
  const root = context.staticHandlerContext.loaderData.root as { site?: SiteSettings } | undefined;
  if (!root?.site) return undefined;
  return footerHtml(root.site, new Date().getFullYear());
}

export function footerHtml(site: SiteSettings, year: number): string {
  const known = rendered.get(site);
  if (known?.year === year) return known.html;
  // Its own prefix keeps the form's ids apart from those of the page it goes into.
  const html = renderToStaticMarkup(<FooterContent site={site} year={year} plain />, {
    identifierPrefix: "kaki-",
  });
  rendered.set(site, { year, html });
  return html;
}
