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
]);

/** The readable text of an HTML fragment, entities decoded, blocks separated by spaces. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: (name) => blockTags.has(name) && parts.push(" "),
      onclosetag: (name) => blockTags.has(name) && parts.push(" "),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join("").replace(/\s+/g, " ").trim();
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
