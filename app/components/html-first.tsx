import { useMatches } from "react-router";
import islandsUrl from "virtual:warta/islands";
import { texts } from "~/lib/texts";

/** A route's wish about hydration: `export const handle = { htmlFirst: true }`. */
interface HtmlFirstHandle {
  htmlFirst?: boolean;
}

/**
 * Whether this page is sent as HTML that never hydrates: the deepest route that says so decides
 * (the public layout says yes for every page under it; a page whose pieces still need React says
 * no). Decided on the server only: in the browser the app is running, so the page it renders
 * after a client navigation is a hydrated one and keeps React Router's scripts.
 */
export function useHtmlFirst(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return false;
  return isHtmlFirst(matches.map((match) => match.handle));
}

/** The same decision from the matched routes' handles, outermost first (the document entry's). */
export function isHtmlFirst(handles: readonly unknown[]): boolean {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index] as HtmlFirstHandle | undefined;
    if (typeof handle?.htmlFirst === "boolean") return handle.htmlFirst;
  }
  return false;
}

// Moving between public pages is a normal page load; the browser fetches a same-site page as soon
// as a reader's pointer rests on its link (or a finger touches it), so that the load is instant.
// Never the dashboard, the newsletter's token pages, media or feeds.
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin*" } },
          { not: { href_matches: "/newsletter/*" } },
          { not: { href_matches: "/media/*" } },
          { not: { href_matches: "/*.xml" } },
          { not: { href_matches: "/*.json" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** The end of an HTML-first page's body: the toasts' region, the prefetch rules, the islands. */
export function HtmlFirstScripts({ nonce }: { nonce: string }) {
  return (
    <>
      <section
        aria-label={texts.toasts.region}
        data-toasts
        data-close-label={texts.toasts.close}
        className="pointer-events-none fixed top-4 right-4 z-[100] flex flex-col gap-2"
      />
      <script
        type="speculationrules"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: speculationRules }}
      />
      <script type="module" src={islandsUrl} async />
    </>
  );
}
