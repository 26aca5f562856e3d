import { randomBytes } from "node:crypto";
import { scratchFor, writeUtf8 } from "./utf8";

// What stands in React's string for HTML put in afterwards. Never sent: the token is the
// process's own secret, so no text a reader or an author writes can be taken for one.
const marker = `\u0000${randomBytes(12).toString("hex")}:`;

/**
 * A page whose largest pieces of HTML (the article's stored content, the parts rendered once:
 * app/html-first-parts.tsx) go into its bytes beside React's string instead of inside it.
 * React concatenates everything it renders into one string of thousands of pieces, which
 * encoding copies whole into one flat string first, two bytes a character as soon as one piece
 * needs it: with those pieces out, only what React rendered itself is copied and encoded, and
 * the parts encoded once are copied as bytes (docs/PERFORMANCE.md).
 */
export class SplicedPage {
  private readonly parts: (string | Uint8Array)[] = [];

  /** What to give React (as `dangerouslySetInnerHTML`) where `html` goes: HTML it must trust. */
  readonly place = (html: string | Uint8Array): string => {
    this.parts.push(html);
    return `${marker}${this.parts.length - 1};`;
  };

  /** The page's UTF-8 bytes: React's string with every placed part at its marker. */
  bytes(rendered: string): Buffer<ArrayBuffer> {
    let bound = rendered.length * 3;
    for (const part of this.parts)
      bound += typeof part === "string" ? part.length * 3 : part.length;
    const target = scratchFor(bound);
    let length = 0;
    let from = 0;
    for (let at = rendered.indexOf(marker); at !== -1; at = rendered.indexOf(marker, from)) {
      const end = rendered.indexOf(";", at + marker.length);
      if (end === -1) break;
      const part = this.parts[Number(rendered.slice(at + marker.length, end))];
      length = writeUtf8(target, rendered.slice(from, at), length);
      if (typeof part === "string") length = writeUtf8(target, part, length);
      else if (part) {
        target.set(part, length);
        length += part.length;
      }
      from = end + 1;
    }
    length = writeUtf8(target, from === 0 ? rendered : rendered.slice(from), length);
    return Buffer.from(target.subarray(0, length));
  }
}
