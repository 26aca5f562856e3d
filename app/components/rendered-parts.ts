import { createContext } from "react";

/**
 * What an HTML-first page's render is given (app/entry.server.tsx): the insides of the site's
 * header and footer, rendered and encoded once per settings, the comment form's insides and
 * the share buttons, rendered once (app/html-first-parts.tsx), and where
 * to put large HTML that React need not carry (app/.server/spliced-page.ts).
 */
export interface RenderedParts {
  header?: Uint8Array;
  footer?: Uint8Array;
  /** The comment form's insides before anyone has typed into it. */
  commentForm?: Uint8Array;
  /** The share panel's buttons, the same for every article. */
  shareButtons?: Uint8Array;
  /** What to give `dangerouslySetInnerHTML` for `html`: HTML the page trusts as it is. */
  place: (html: string | Uint8Array) => string;
}

export const RenderedParts = createContext<RenderedParts | undefined>(undefined);
