import { createContext } from "react";

/**
 * The insides of the site's header and footer as HTML, when the page's render has them already:
 * an HTML-first page takes them rendered once per settings (app/html-first-parts.tsx).
 */
export interface RenderedParts {
  header: string;
  footer: string;
}

export const RenderedParts = createContext<RenderedParts | undefined>(undefined);
