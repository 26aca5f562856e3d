import { Mark, Node, mergeAttributes } from "@tiptap/react";

// The figure an image from the media library goes in:
// <figure><img alt><figcaption>caption <span class="credit">credit</span></figcaption></figure>.
// The article may edit the caption and credit where they stand; the alt text is the image's.

export const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "image figcaption?",
  draggable: true,
  isolating: true,
  parseHTML: () => [{ tag: "figure" }],
  renderHTML: ({ HTMLAttributes }) => ["figure", mergeAttributes(HTMLAttributes), 0],
});

export const FigureCaption = Node.create({
  name: "figcaption",
  content: "inline*",
  marks: "credit",
  parseHTML: () => [{ tag: "figcaption" }],
  renderHTML: () => ["figcaption", 0],
});

export const Credit = Mark.create({
  name: "credit",
  parseHTML: () => [{ tag: "span.credit" }],
  renderHTML: () => ["span", { class: "credit" }, 0],
});

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
    content: [
      { type: "image", attrs: { src: image.url, alt: image.alt } },
      ...(text.length > 0 ? [{ type: "figcaption", content: text }] : []),
    ],
  };
}
