import sanitizeHtml from "sanitize-html";
import { isValidEmbed } from "~/lib/embeds";

const alignStyle = { "text-align": [/^(left|center|right|justify)$/] };

// Only https images or Warta's own media; anything else (data:, http:, javascript:) is dropped.
function isAllowedImageSrc(src: string): boolean {
  return /^\/media\/[a-zA-Z0-9._-]+$/.test(src) || /^https:\/\/[^\s"'<>]+$/.test(src);
}

// A table cell keeps a span of 1 to 100 and the header scopes; anything else is dropped.
function cell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: Record<string, string> = {};
  for (const name of ["colspan", "rowspan"]) {
    const value = attribs[name] ?? "";
    if (/^\d{1,3}$/.test(value) && Number(value) > 1 && Number(value) <= 100) kept[name] = value;
  }
  if (tagName === "th" && /^(?:row|col|rowgroup|colgroup)$/.test(attribs.scope ?? "")) {
    kept.scope = attribs.scope ?? "";
  }
  return { tagName, attribs: kept };
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
    // The block set of docs/decisions/0025-block-set.md: tables, figures and galleries, embeds
    // (a figure naming provider and id around a link), pull quotes, "Baca juga" boxes.
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption",
    "span",
    "cite",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    p: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
    table: ["tabindex"],
    pre: ["tabindex"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    figure: ["class", "data-embed", "data-id"],
    blockquote: ["class"],
    span: ["class"],
  },
  allowedClasses: {
    figure: ["gallery"],
    blockquote: ["pullquote"],
    p: ["baca-juga"],
    span: ["credit"],
  },
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
    th: cell,
    td: cell,
    // Tables and code scroll sideways in their own box on a phone: reachable by keyboard.
    table: () => ({ tagName: "table", attribs: { tabindex: "0" } }),
    pre: () => ({ tagName: "pre", attribs: { tabindex: "0" } }),
    // An embed keeps its provider and id only when they make a player address; otherwise it is a
    // plain figure around its link.
    figure: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      if (attribs.class) kept.class = attribs.class;
      const provider = attribs["data-embed"] ?? "";
      const id = attribs["data-id"] ?? "";
      if (isValidEmbed(provider, id)) {
        kept["data-embed"] = provider;
        kept["data-id"] = id;
      }
      return { tagName, attribs: kept };
    },
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const rest: Record<string, string> = { href };
      if (attribs.title) rest.title = attribs.title;
      if (external) rest.rel = "noopener noreferrer";
      return { tagName, attribs: rest };
    },
  },
  // An image that is not allowed goes; so does an empty caption (the editor shows one under
  // every figure, to be typed in, and writes it empty when nothing was).
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !isAllowedImageSrc(frame.attribs.src ?? "")) ||
    (frame.tag === "figcaption" && frame.text.trim() === "" && frame.mediaChildren.length === 0),
};

/** Article HTML reduced to the block set (docs/decisions/0025-block-set.md): safe to render as is on public pages. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
