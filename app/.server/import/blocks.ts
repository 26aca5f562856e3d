import { DomUtils, parseDocument } from "htmlparser2";
import { embedHtml, parseEmbedUrl } from "~/lib/embeds";

// Another platform's HTML turned into Warta's block set (docs/decisions/0025-block-set.md)
// before the sanitizer: WordPress's blocks (table, image, gallery, embed, pull quote), Ghost's
// cards (image, gallery, embed, bookmark, callout), Blogger's captioned images, and the embed
// codes authors paste (an iframe, X's or Instagram's blockquote). What is not recognised is
// written back as it was; the sanitizer decides the rest.

type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

/** How many blocks of each kind a converted article holds, for the import report. */
export interface BlockCounts {
  tables: number;
  figures: number;
  galleries: number;
  embeds: number;
  quotes: number;
}

export function storyBlocks(html: string): string {
  if (!html.includes("<")) return html;
  const document = parseDocument(html, { decodeEntities: true });
  // No article nests this deep; a crafted one would cost a converter that searches below each
  // level time squared (and the recursion its stack): it is left to the sanitizer as it is.
  if (deeperThan(document.children, maxDepth)) return html;
  return render(document.children);
}

const maxDepth = 64;

function deeperThan(nodes: Node[], limit: number): boolean {
  const stack: [Node, number][] = nodes.map((node) => [node, 1]);
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > limit) return true;
    if (isElement(node)) {
      for (const child of node.children as Node[]) stack.push([child, depth + 1]);
    }
  }
  return false;
}

const voidTags = new Set(["br", "hr", "img", "input", "meta", "link", "source", "col", "wbr"]);

type TextNode = Extract<Node, { data: string }>;

function isElement(node: Node): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

function isText(node: Node): node is TextNode {
  return node.type === "text";
}

function classes(element: Element): string[] {
  return (element.attribs.class ?? "").split(/\s+/).filter(Boolean);
}

function hasClass(element: Element, ...names: string[]): boolean {
  const own = classes(element);
  return names.some((name) => own.includes(name));
}

function elements(nodes: Node[]): Element[] {
  return nodes.filter(isElement);
}

function find(nodes: Node[], test: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(test, nodes) as Element[];
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;");
}

function render(nodes: Node[]): string {
  return nodes.map(renderNode).join("");
}

function renderNode(node: Node): string {
  if (isText(node)) return escapeText(node.data);
  if (!isElement(node)) return "";
  return convert(node) ?? plain(node);
}

function plain(element: Element): string {
  const name = element.name;
  const attrs = Object.entries(element.attribs)
    .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
    .join("");
  if (voidTags.has(name)) return `<${name}${attrs}>`;
  return `<${name}${attrs}>${render(element.children as Node[])}</${name}>`;
}

function inner(element: Element | undefined): string {
  return element ? render(element.children as Node[]).trim() : "";
}

function figcaptionOf(element: Element): Element | undefined {
  return elements(element.children as Node[]).find((child) => child.name === "figcaption");
}

// The converters, tried in order on every element.
function convert(element: Element): string | undefined {
  const name = element.name;
  if (name === "figure" || name === "div" || name === "table" || name === "blockquote") {
    return (
      embedBlock(element) ??
      galleryBlock(element) ??
      tableFigure(element) ??
      pullQuote(element) ??
      ghostBookmark(element) ??
      ghostCallout(element) ??
      bloggerCaption(element) ??
      imageFigure(element)
    );
  }
  if (name === "iframe") return iframeEmbed(element);
  if (name === "p") return bareLink(element);
  if (name === "a") return imageLink(element);
  return undefined;
}

/** A caption's HTML with a trailing "Foto: …" marked as the credit. */
export function withCredit(caption: string): string {
  // Captions are short; a long one is left as it is rather than scanned.
  if (caption.includes('class="credit"') || caption.length > 1000) return caption;
  // Ghost wraps a caption's text in a styled span or a paragraph: the text inside is read.
  const wrapped = /^<(span|p)\b[^>]*>([^<]*)<\/\1>$/.exec(caption.trim());
  const match = /^(.*?)(\(?\b(?:Foto|Photo|Sumber foto|Dok\.?|Ilustrasi)\s*:\s*[^<>()]+\)?)$/i.exec(
    wrapped?.[2] ?? caption,
  );
  if (!match) return caption;
  const [, text = "", credit = ""] = match;
  return `${text}<span class="credit">${credit.trim()}</span>`;
}

function figure(body: string, caption: string): string {
  const text = caption.trim();
  return `<figure>${body}${text ? `<figcaption>${withCredit(text)}</figcaption>` : ""}</figure>`;
}

const embedClasses = [
  "wp-block-embed",
  "kg-embed-card",
  "twitter-tweet",
  "instagram-media",
  "tiktok-embed",
  "fb-post",
  "fb-video",
];

// An embed: WordPress's wp:embed figure (the URL as its text), Ghost's embed card (the
// provider's iframe or blockquote), or a pasted embed code; the first supported address wins.
function embedBlock(element: Element): string | undefined {
  if (!hasClass(element, ...embedClasses)) return undefined;
  const nodes = element.children as Node[];
  const captionElement = figcaptionOf(element);
  const caption = inner(captionElement);
  const candidates = [
    ...find(nodes, (child) => child.name === "iframe").map((frame) => frame.attribs.src ?? ""),
    ...find(nodes, (child) => child.name === "a").map((link) => link.attribs.href ?? ""),
    ...(element.attribs.cite ? [element.attribs.cite] : []),
    ...(element.attribs["data-href"] ? [element.attribs["data-href"]] : []),
    ...DomUtils.textContent(nodes.filter((node) => node !== captionElement))
      .split(/\s+/)
      .filter((word) => /^https?:\/\//.test(word)),
  ];
  for (const candidate of candidates) {
    const embed = parseEmbedUrl(candidate);
    if (embed) return embedHtml(embed, linkFor(candidate), caption);
  }
  const link = candidates.find((candidate) => /^https?:\/\//.test(candidate));
  if (!link) return undefined;
  return `<p><a href="${escapeAttr(link)}">${escapeText(link)}</a></p>${caption ? `<p>${caption}</p>` : ""}`;
}

// A player's address stands for the original: the reader's link goes to the provider's page.
function linkFor(address: string): string {
  const embed = parseEmbedUrl(address);
  if (embed?.provider === "youtube") return `https://www.youtube.com/watch?v=${embed.id}`;
  if (embed?.provider === "vimeo") return `https://vimeo.com/${embed.id}`;
  return address.replace(/^http:\/\//i, "https://");
}

function iframeEmbed(element: Element): string | undefined {
  const src = element.attribs.src ?? "";
  const embed = parseEmbedUrl(src);
  // Any other site's frame is left out, as the sanitizer would.
  return embed ? embedHtml(embed, linkFor(src)) : "";
}

// A paragraph that is only a supported address (WordPress's auto-embed) becomes its embed.
function bareLink(element: Element): string | undefined {
  const children = (element.children as Node[]).filter(
    (child) => !(isText(child) && child.data.trim() === ""),
  );
  if (children.length !== 1) return undefined;
  const [only] = children;
  if (!only) return undefined;
  let address = "";
  if (isText(only)) address = only.data.trim();
  else if (isElement(only) && only.name === "a") {
    address = only.attribs.href ?? "";
    if (DomUtils.textContent(only).trim() !== address) return undefined;
  }
  const embed = parseEmbedUrl(address);
  return embed ? embedHtml(embed, linkFor(address)) : undefined;
}

// An image linked to its own larger file opens in the viewer instead.
function imageLink(element: Element): string | undefined {
  const children = elements(element.children as Node[]);
  const [image] = children;
  if (children.length !== 1 || image?.name !== "img") return undefined;
  if (!/\.(?:jpe?g|png|gif|webp|avif)(?:\?.*)?$/i.test(element.attribs.href ?? "")) {
    return undefined;
  }
  return plain(image);
}

const galleryClasses = ["wp-block-gallery", "kg-gallery-card", "gallery", "tiled-gallery"];

function galleryBlock(element: Element): string | undefined {
  if (!hasClass(element, ...galleryClasses)) return undefined;
  const nodes = element.children as Node[];
  const images = find(nodes, (child) => child.name === "img");
  if (images.length === 0) return undefined;
  const items = images.map((image) => {
    let caption = "";
    for (let parent = image.parent; parent && parent !== element; parent = parent.parent) {
      if (isElement(parent as Node) && (parent as Element).name === "figure") {
        caption = inner(figcaptionOf(parent as Element));
        break;
      }
    }
    return figure(plain(image), caption);
  });
  const caption = inner(figcaptionOf(element));
  const own = caption ? `<figcaption>${withCredit(caption)}</figcaption>` : "";
  return `<figure class="gallery">${items.join("")}${own}</figure>`;
}

// WordPress's table block: a figure around the table, its caption a figcaption.
function tableFigure(element: Element): string | undefined {
  if (element.name !== "figure") return undefined;
  const children = elements(element.children as Node[]);
  const table = children.find((child) => child.name === "table");
  if (!table) return undefined;
  const caption = inner(figcaptionOf(element));
  const rows = inner(table);
  return `<table>${caption ? `<caption>${caption}</caption>` : ""}${rows}</table>`;
}

function pullQuote(element: Element): string | undefined {
  if (!hasClass(element, "wp-block-pullquote", "pullquote")) return undefined;
  const quote = find(element.children as Node[], (child) => child.name === "blockquote")[0];
  return `<blockquote class="pullquote">${inner(quote ?? element)}</blockquote>`;
}

function ghostBookmark(element: Element): string | undefined {
  if (!hasClass(element, "kg-bookmark-card")) return undefined;
  const nodes = element.children as Node[];
  const link = find(nodes, (child) => child.name === "a")[0];
  const href = link?.attribs.href ?? "";
  if (!href) return undefined;
  const embed = parseEmbedUrl(href);
  if (embed) return embedHtml(embed, linkFor(href), inner(figcaptionOf(element)));
  const part = (name: string) =>
    DomUtils.textContent(find(nodes, (child) => hasClass(child, name))).trim();
  const title = part("kg-bookmark-title") || href;
  const description = part("kg-bookmark-description");
  return `<p><a href="${escapeAttr(href)}">${escapeText(title)}</a>${description ? `<br>${escapeText(description)}` : ""}</p>`;
}

function ghostCallout(element: Element): string | undefined {
  if (!hasClass(element, "kg-callout-card")) return undefined;
  const nodes = element.children as Node[];
  const emoji = DomUtils.textContent(find(nodes, (child) => hasClass(child, "kg-callout-emoji")));
  const text = find(nodes, (child) => hasClass(child, "kg-callout-text"))[0];
  return `<blockquote><p>${emoji.trim() ? `${escapeText(emoji.trim())} ` : ""}${inner(text ?? element)}</p></blockquote>`;
}

// Blogger's captioned image: a table of two rows, the picture and `td.tr-caption`.
function bloggerCaption(element: Element): string | undefined {
  if (element.name !== "table" || !hasClass(element, "tr-caption-container")) return undefined;
  const nodes = element.children as Node[];
  const image = find(nodes, (child) => child.name === "img")[0];
  if (!image) return undefined;
  const caption = find(nodes, (child) => hasClass(child, "tr-caption"))[0];
  return figure(renderNode(imageParent(image)), inner(caption));
}

function imageParent(image: Element): Node {
  const parent = image.parent as Node | null;
  return parent && isElement(parent) && parent.name === "a" ? parent : image;
}

// Any other figure with an image (WordPress's image block, Ghost's image card): the picture and
// its caption, without the platform's wrappers.
function imageFigure(element: Element): string | undefined {
  if (element.name !== "figure") return undefined;
  const nodes = element.children as Node[];
  const image = find(nodes, (child) => child.name === "img")[0];
  if (!image) return undefined;
  return figure(renderNode(imageParent(image)), inner(figcaptionOf(element)));
}

/** Counts the blocks of sanitized article HTML. */
export function countBlocks(html: string): BlockCounts {
  const all = find(parseDocument(html).children, () => true);
  const named = (name: string) => all.filter((element) => element.name === name);
  const figures = named("figure");
  const isGallery = (element: Element) => hasClass(element, "gallery");
  return {
    tables: named("table").length,
    // Figures around an image; a gallery's own are counted with the gallery.
    figures: figures.filter(
      (element) =>
        !isGallery(element) &&
        element.attribs["data-embed"] === undefined &&
        !(
          element.parent &&
          isElement(element.parent as Node) &&
          isGallery(element.parent as Element)
        ) &&
        find(element.children as Node[], (child) => child.name === "img").length > 0,
    ).length,
    galleries: figures.filter(isGallery).length,
    embeds: figures.filter((element) => element.attribs["data-embed"] !== undefined).length,
    quotes: named("blockquote").length,
  };
}
