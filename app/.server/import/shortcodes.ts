// WordPress's shortcodes and block comments found in one pass each. Regular expressions for them
// (lazy [\s\S]*? up to a closing tag, [^\]]*? up to a bracket) rescan the rest of the text from
// every opening that is never closed: quadratic time on a crafted export.

export interface Shortcode {
  /** The whole match, from "[" to the last character consumed. */
  whole: string;
  /** "[" when written [[name…]], WordPress's way of quoting a shortcode. */
  open: string;
  name: string;
  /** Everything between the name and "]" (from the whitespace on), or "". */
  attrs: string;
  inner: string;
  /** "]" when a second bracket follows. */
  close: string;
}

const nameStart = /[a-z]/i;
const nameChar = /[\w-]/;

/**
 * Replaces every `[name attrs]`, `[name attrs/]` and `[name attrs]inner[/name]` in `html`, as
 * /\[(\[?)([a-z][\w-]*)(\s[^\]]*?)?(\/?)\](?:([\s\S]*?)\[\/\2\])?(\]?)/gi would, in linear time.
 */
export function replaceShortcodes(html: string, replace: (code: Shortcode) => string): string {
  const closings = closingTags(html);
  const out: string[] = [];
  let from = 0;
  let at = html.indexOf("[");
  while (at !== -1) {
    const match = shortcodeAt(html, at, closings);
    if (match === "none-left") break;
    if (!match) {
      at = html.indexOf("[", at + 1);
      continue;
    }
    out.push(html.slice(from, at), replace(match.code));
    from = match.end;
    at = html.indexOf("[", from);
  }
  out.push(html.slice(from));
  return out.join("");
}

function shortcodeAt(
  html: string,
  start: number,
  closings: Closings,
): { code: Shortcode; end: number } | "none-left" | undefined {
  let i = start + 1;
  const open = html[i] === "[" ? "[" : "";
  i += open.length;
  if (!nameStart.test(html[i] ?? "")) return undefined;
  const nameFrom = i;
  while (i < html.length && nameChar.test(html[i] ?? "")) i += 1;
  const name = html.slice(nameFrom, i);
  let attrs = "";
  if (/\s/.test(html[i] ?? "")) {
    const bracket = html.indexOf("]", i);
    // No "]" after here: no later "[" can close either.
    if (bracket === -1) return "none-left";
    attrs = html.slice(i, html[bracket - 1] === "/" && bracket - 1 > i ? bracket - 1 : bracket);
    i += attrs.length;
  }
  if (html[i] === "/") i += 1;
  if (html[i] !== "]") return undefined;
  i += 1;
  let inner = "";
  const closing = closings.next(name, i);
  if (closing !== undefined) {
    inner = html.slice(i, closing);
    i = closing + name.length + 3;
  }
  const close = html[i] === "]" ? "]" : "";
  i += close.length;
  return { code: { whole: html.slice(start, i), open, name, attrs, inner, close }, end: i };
}

interface Closings {
  /** Where the first `[/name]` (any case) at or after `from` starts. */
  next(name: string, from: number): number | undefined;
}

// Every [/name] of the text, found once, so that looking for a closing tag never rescans.
function closingTags(html: string): Closings {
  const byName = new Map<string, number[]>();
  for (let at = html.indexOf("[/"); at !== -1; at = html.indexOf("[/", at + 2)) {
    let i = at + 2;
    while (i < html.length && nameChar.test(html[i] ?? "")) i += 1;
    if (html[i] !== "]" || i === at + 2) continue;
    const name = html.slice(at + 2, i).toLowerCase();
    const positions = byName.get(name);
    if (positions) positions.push(at);
    else byName.set(name, [at]);
  }
  return {
    next(name, from) {
      const positions = byName.get(name.toLowerCase()) ?? [];
      let low = 0;
      let high = positions.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((positions[middle] ?? 0) < from) low = middle + 1;
        else high = middle;
      }
      return positions[low];
    },
  };
}

/** The text without Gutenberg's block comments (`<!-- wp:… -->`, `<!-- /wp:… -->`). */
export function dropBlockComments(html: string): string {
  const out: string[] = [];
  let from = 0;
  let at = html.indexOf("<!--");
  while (at !== -1) {
    let i = at + 4;
    while (/\s/.test(html[i] ?? "")) i += 1;
    if (html[i] === "/") i += 1;
    if (!html.startsWith("wp:", i)) {
      at = html.indexOf("<!--", at + 4);
      continue;
    }
    const end = html.indexOf("-->", i + 3);
    if (end === -1) break;
    out.push(html.slice(from, at));
    from = end + 3;
    at = html.indexOf("<!--", from);
  }
  out.push(html.slice(from));
  return out.join("");
}

/** Each `<pre…>…</pre>` (any case) handed to `replace`, found with one scan. */
export function replacePre(html: string, replace: (pre: string) => string): string {
  const out: string[] = [];
  let from = 0;
  let at = indexOfIgnoringCase(html, "<pre", 0);
  while (at !== -1) {
    const end = indexOfIgnoringCase(html, "</pre>", at + 4);
    if (end === -1) break;
    out.push(html.slice(from, at), replace(html.slice(at, end + 6)));
    from = end + 6;
    at = indexOfIgnoringCase(html, "<pre", from);
  }
  out.push(html.slice(from));
  return out.join("");
}

// `needle` starts with "<" and is lowercase ASCII; lowercasing the whole text instead could
// change its length (some letters lowercase to two code units) and shift every index.
function indexOfIgnoringCase(html: string, needle: string, from: number): number {
  for (let at = html.indexOf("<", from); at !== -1; at = html.indexOf("<", at + 1)) {
    if (html.slice(at, at + needle.length).toLowerCase() === needle) return at;
  }
  return -1;
}
