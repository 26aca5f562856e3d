import { renderToStaticMarkup } from "react-dom/server";
import type { EntryContext } from "react-router";
import { BlankCommentFields } from "~/components/comment-form";
import type { RenderedParts } from "~/components/rendered-parts";
import { ShareButtons } from "~/components/share-panel";
import { FooterContent } from "~/components/site-footer";
import { currentNavItem, HeaderContent } from "~/components/site-header";
import { defaultHeaderLinks } from "~/lib/menus";
import type { ReaderSite } from "~/lib/reader-shapes";
import type { loader as rootLoader } from "~/root";

// The header and footer are two fifths of an article page's markup and, with the newsletter form,
// the menu and their icons, about a quarter of its render; they depend on nothing but the
// settings, the year and which menu item the page is. HTML-first pages take them rendered once
// per settings object: the read memory hands every render the same object until a change
// replaces it (app/.server/read-memory.ts), so a saved setting is in the next page rendered, as
// before. A page takes their UTF-8 bytes, encoded with them (docs/PERFORMANCE.md).
interface Part {
  html: string;
  bytes: Uint8Array;
}

interface Parts {
  year: number;
  footer: Part;
  /** By the menu item the page is (currentNavItem), "" for none. */
  headers: Map<string, Part>;
}

const rendered = new WeakMap<ReaderSite, Parts>();

/**
 * The parts' bytes for an HTML-first page: the comment form's insides and the share buttons, and
 * the header and footer unless the root has no settings.
 */
export function htmlFirstParts(context: EntryContext): Omit<RenderedParts, "place"> {
  const { commentForm, shareButtons } = renderedOnce();
  const fixed = { commentForm: commentForm.bytes, shareButtons: shareButtons.bytes };
  const root = context.staticHandlerContext.loaderData.root as
    Awaited<ReturnType<typeof rootLoader>> | undefined;
  if (!root) return fixed;
  const { pathname } = context.staticHandlerContext.location;
  const { header, footer } = parts(root.site, new Date().getFullYear(), pathname);
  return { header: header.bytes, footer: footer.bytes, ...fixed };
}

// The comment form's insides and the share buttons are the same on every article (until a reader
// posts a comment): nothing in them but fixed texts and icons. What differs, the article's address
// and title, stays on the form and panel elements, rendered with the page.
let fixedParts: { commentForm: Part; shareButtons: Part } | undefined;

function renderedOnce() {
  fixedParts ??= {
    commentForm: part(<BlankCommentFields />),
    shareButtons: part(<ShareButtons />),
  };
  return fixedParts;
}

/** The comment form's insides and the share panel's buttons as an HTML-first article has them. */
export function renderedArticleParts(): { commentForm: string; shareButtons: string } {
  const { commentForm, shareButtons } = renderedOnce();
  return { commentForm: commentForm.html, shareButtons: shareButtons.html };
}

/** The insides of the header and footer as an HTML-first page has them. */
export function renderedParts(site: ReaderSite, year: number, pathname: string) {
  const { header, footer } = parts(site, year, pathname);
  return { header: header.html, footer: footer.html };
}

function parts(site: ReaderSite, year: number, pathname: string): { header: Part; footer: Part } {
  let kept = rendered.get(site);
  if (kept?.year !== year) {
    const footer = part(<FooterContent site={site} year={year} plain />);
    kept = { year, footer, headers: new Map() };
    rendered.set(site, kept);
  }
  const current = currentNavItem(pathname, site.headerMenu ?? defaultHeaderLinks);
  let header = kept.headers.get(current);
  if (header === undefined) {
    // React puts a preload link for the logo in front of it, as it puts one in a page's head.
    header = part(<HeaderContent site={site} current={current} plain />);
    kept.headers.set(current, header);
  }
  return { header, footer: kept.footer };
}

// Its own prefix keeps the ids of the parts' forms apart from those of the page they go into.
function part(element: React.ReactElement): Part {
  const html = renderToStaticMarkup(element, { identifierPrefix: "bagian-" });
  return { html, bytes: Buffer.from(html) };
}
