import sanitizeHtml from "sanitize-html";

const alignStyle = { "text-align": [/^(left|center|right|justify)$/] };

// Only https images or Warta's own media; anything else (data:, http:, javascript:) is dropped.
function isAllowedImageSrc(src: string): boolean {
  return /^\/media\/[a-zA-Z0-9._-]+$/.test(src) || /^https:\/\/[^\s"'<>]+$/.test(src);
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "hr",
    "img",
    // An image from the media library with its caption and credit (docs/decisions/0027).
    "figure",
    "figcaption",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    p: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
  },
  allowedClasses: { span: ["credit"] },
  allowedStyles: { p: alignStyle, h2: alignStyle, h3: alignStyle, h4: alignStyle },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The article title is the page's only h1; deeper levels fold into h4.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const rest: Record<string, string> = { href };
      if (attribs.title) rest.title = attribs.title;
      if (external) rest.rel = "noopener noreferrer";
      return { tagName, attribs: rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSrc(frame.attribs.src ?? ""),
};

/** Article HTML reduced to the editor's formatting: safe to render as is on public pages. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
