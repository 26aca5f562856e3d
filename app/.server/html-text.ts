import { Parser } from "htmlparser2";

const blockTags = new Set([
  "p",
  "div",
  "br",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "tr",
  "td",
  "th",
  "figcaption",
]);

/**
 * An HTML fragment's text, entities decoded, with `separator` between blocks; with `images`, an
 * image reads as [Gambar: its alt or address].
 */
function textOf(html: string, separator: string, images: boolean): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: (name, attributes) => {
        if (blockTags.has(name)) parts.push(separator);
        if (images && name === "img") {
          parts.push(` [Gambar: ${attributes.alt || attributes.src || ""}] `);
        }
      },
      onclosetag: (name) => blockTags.has(name) && parts.push(separator),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join("");
}

/** The readable text of an HTML fragment, entities decoded, blocks separated by spaces. */
export function htmlToText(html: string): string {
  return textOf(html, " ", false).replace(/\s+/g, " ").trim();
}

/** An HTML fragment's text, one line per block; an image reads as [Gambar: its alt or address]. */
export function htmlToLines(html: string): string {
  return textOf(html, "\n", true)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** The `src` of every `<img>` of an HTML fragment, as written (entities left as they are). */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (name === "img" && attributes.src) sources.push(attributes.src);
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return sources;
}

/**
 * What imported HTML says about each image, by `src` as written: its alt text, and the text of
 * the `<figcaption>` of the `<figure>` it stands in (Ghost's and WordPress's image blocks).
 */
export function imageDescriptions(html: string): Map<string, { alt: string; caption: string }> {
  const found = new Map<string, { alt: string; caption: string }>();
  let figure: string[] | undefined;
  let caption: string[] | undefined;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (name === "figure") figure = [];
        if (name === "figcaption" && figure) caption = [];
        if (name === "img" && attributes.src && !found.has(attributes.src)) {
          found.set(attributes.src, { alt: htmlToText(attributes.alt ?? ""), caption: "" });
          figure?.push(attributes.src);
        }
      },
      ontext: (text) => caption?.push(text),
      onclosetag: (name) => {
        if (name === "figcaption" && figure && caption) {
          const text = htmlToText(caption.join(" "));
          for (const src of figure) {
            const image = found.get(src);
            if (image) image.caption = text;
          }
          caption = undefined;
        }
        if (name === "figure") figure = undefined;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return found;
}
