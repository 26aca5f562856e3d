// WordPress post content to plain HTML: Gutenberg block comments dropped, the classic editor's
// line breaks turned into paragraphs (WordPress's wpautop, simplified), and the common shortcodes
// turned into the blocks they stand for (docs/decisions/0025-block-set.md): [caption] a figure,
// [gallery] a gallery, [embed] and its kin an embed. An unknown shortcode is removed (what it
// encloses is kept) and reported: no shortcode text is left in an article.

import { embedHtml, parseEmbedUrl } from "~/lib/embeds";
import { withCredit } from "./blocks";
import { dropBlockComments, replacePre, replaceShortcodes } from "./shortcodes";

export interface Attachments {
  url(id: string): string | undefined;
  /** Attachment ids uploaded to a post, for a [gallery] without ids. */
  ofPost(postId: string): string[];
}

export interface ConvertedContent {
  html: string;
  unknownShortcodes: string[];
}

const linkShortcodes = new Set(["embed", "video", "audio", "youtube", "vimeo", "soundcloud"]);
const codeShortcodes = new Set(["code", "sourcecode"]);
// A chunk that starts with a block element (or a set-aside <pre>) is not wrapped in <p>.
const blockStart =
  /^(?:<(?:p|h[1-6]|ul|ol|li|blockquote|pre|table|div|figure|hr|dl|address|section|img|!--)|\uE000)/i;

export function wordpressHtml(
  content: string,
  postId: string,
  attachments: Attachments,
): ConvertedContent {
  const unknown = new Set<string>();
  const blocks = content.includes("<!-- wp:");
  let html = dropBlockComments(content);
  html = convertShortcodes(html, postId, attachments, unknown);
  if (!blocks) html = autop(html);
  return { html, unknownShortcodes: [...unknown] };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttr(text: string): string {
  return escapeHtml(text).replace(/"/g, "&quot;");
}

function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  // The lookbehind starts a name only where a word starts: trying every position inside a long
  // word without "=" would take quadratic time.
  for (const match of text.matchAll(/(?<![\w-])([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    const [, name = "", double, single, bare] = match;
    found[name.toLowerCase()] = double ?? single ?? bare ?? "";
  }
  return found;
}

function link(url: string): string {
  const embed = parseEmbedUrl(url);
  if (embed) return embedHtml(embed, url);
  return `<p><a href="${escapeAttr(url)}">${escapeHtml(url)}</a></p>`;
}

function convertShortcodes(
  html: string,
  postId: string,
  attachments: Attachments,
  unknown: Set<string>,
): string {
  return replaceShortcodes(
    html,
    ({ whole, open, name: rawName, attrs: rawAttrs, inner: body, close }) => {
      // [[name]] is WordPress's way of writing a shortcode literally.
      if (open === "[" && close === "]") return whole.slice(1, -1);
      const name = rawName.toLowerCase();
      const attrs = attributes(rawAttrs);
      if (name === "caption" || name === "wp_caption") {
        // Anchored and trimmed first: "^\s*(…)?\s*<img" tries every split of a long blank.
        const image = body
          .trimStart()
          .match(/^((?:<a\b[^>]*>)?\s*<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i);
        const caption = (image?.[2] ?? "").trim() || attrs.caption || "";
        if (!image) return `<p>${body}</p>${caption ? `<p>${caption}</p>` : ""}`;
        const figcaption = caption ? `<figcaption>${withCredit(caption)}</figcaption>` : "";
        return `<figure>${image[1] ?? ""}${figcaption}</figure>`;
      }
      if (name === "gallery") {
        const ids = attrs.ids
          ? attrs.ids.split(",").map((id) => id.trim())
          : attachments.ofPost(postId);
        const images = ids
          .map((id) => attachments.url(id))
          .filter((url): url is string => url !== undefined)
          .map((url) => `<figure><img src="${escapeAttr(url)}" alt=""></figure>`);
        return images.length > 0 ? `<figure class="gallery">${images.join("")}</figure>` : "";
      }
      if (linkShortcodes.has(name)) {
        const target =
          body.trim() ||
          attrs.src ||
          attrs.url ||
          attrs.mp3 ||
          attrs.mp4 ||
          rawAttrs.trim().replace(/^=/, "");
        return /^https?:\/\//.test(target) ? link(target) : "";
      }
      if (codeShortcodes.has(name)) return `<pre><code>${escapeHtml(body)}</code></pre>`;
      unknown.add(name);
      return body;
    },
  );
}

/** WordPress's wpautop, simplified: blank lines make paragraphs, single newlines <br>. */
function autop(html: string): string {
  const kept: string[] = [];
  // <pre> keeps its own line breaks: set aside while the rest is split into paragraphs.
  const text = replacePre(html, (pre) => {
    kept.push(pre);
    return `\uE000${kept.length - 1}\uE001`;
  });
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== "")
    .map((chunk) => (blockStart.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, "<br>\n")}</p>`));
  return paragraphs
    .join("\n")
    .replace(/\uE000(\d+)\uE001/g, (_, index: string) => kept[Number(index)] ?? "");
}
