// The figure an image from the media library goes in, in Tiptap's JSON for the block set's
// figure node (./story-nodes.ts): <figure><img alt><figcaption>caption <span class="credit">
// credit</span></figcaption></figure>. The library's description is the default: the article
// overrides it in place (the caption and credit where they stand, the alt text with the
// toolbar's "Teks alternatif"), and its copy never follows later edits in the library
// (docs/decisions/0027-media-library.md).

/** The figure's content in Tiptap's JSON for one image and its description. */
export function figureContent(image: {
  url: string;
  alt: string;
  caption: string;
  credit: string;
}) {
  const caption = image.caption.trim();
  const credit = image.credit.trim();
  const text = [
    ...(caption ? [{ type: "text", text: credit ? `${caption} ` : caption }] : []),
    ...(credit ? [{ type: "text", text: credit, marks: [{ type: "credit" }] }] : []),
  ];
  return {
    type: "figure",
    attrs: { src: image.url, alt: image.alt },
    ...(text.length > 0 ? { content: text } : {}),
  };
}
