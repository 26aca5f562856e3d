import { mediaSrcSet } from "./media";

// The images of an article's stored HTML as the reader page shows them: fetched only when they
// come near the screen (`loading="lazy"`; the page's largest image is its cover, above the
// text), and Warta's own media in the width the phone needs (a srcset of the stored variants,
// and `sizes` from where the image sits: the text column, or a cell of a gallery's grid).
// Stored HTML keeps none of this (the sanitizer drops these attributes): it is added when the
// page is rendered, from the current widths, so every article has it, imported ones included.

/** The article column (max-w-3xl less its padding) and, below it, the screen less its padding. */
const columnSizes = "(min-width: 48rem) 46rem, calc(100vw - 2rem)";
/** A gallery's cell: two columns on a phone, about 12rem each from three columns up (app.css). */
const gallerySizes = "(min-width: 40rem) 12rem, 50vw";

const tags = /<figure\b[^>]*>|<\/figure>|<img\b([^>]*)>/g;

/** `html` with lazy loading on every image and a srcset and sizes on Warta's own media. */
export function responsiveContentImages(html: string): string {
  if (!html.includes("<img")) return html;
  // For each figure open at this point of the HTML, whether it is a gallery.
  const open: boolean[] = [];
  return html.replace(tags, (tag: string, attributes: string | undefined) => {
    if (attributes === undefined) {
      if (tag === "</figure>") open.pop();
      else open.push(/\bclass="[^"]*\bgallery\b/.test(tag));
      return tag;
    }
    if (/\b(?:loading|srcset)=/.test(attributes)) return tag;
    const src = /\bsrc="([^"]*)"/.exec(attributes)?.[1];
    const srcSet = mediaSrcSet(src);
    const sizes = open.includes(true) ? gallerySizes : columnSizes;
    const responsive = srcSet ? ` srcset="${srcSet}" sizes="${sizes}"` : "";
    const body = attributes.replace(/\s*\/$/, "");
    return `<img${body}${responsive} loading="lazy" decoding="async">`;
  });
}
