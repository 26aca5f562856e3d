// Paths the way React Router matches them: the URL parser's dot-segment rules (`/a/../admin`,
// `%2e`, backslashes), the client router's `.data` suffix, per-segment percent-decoding, and
// case-insensitive patterns with any number of trailing slashes. A rule written for `/admin`
// must hold for every spelling the router sends to the admin routes, so rules compare this
// form, never the raw request line.

// The common spelling (lower-case letters, digits, dashes, one slash between segments) is its own
// normal form: the cache's hit path skips the URL parser for it.
const plainPath = /^(?:\/[a-z0-9_-]+)*\/?$/;
const absolute = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The path as the router matches it, case-folded, without duplicate or trailing slashes and
 * without the query: `/%41dmin//Auth/.data?x` → `/admin/auth`. Takes a request line's target or
 * an absolute URL.
 */
export function routerPathname(url: string): string {
  const query = url.search(/[?#]/);
  const raw = query === -1 ? url : url.slice(0, query);
  if (plainPath.test(raw)) return trimSlashes(raw);
  let pathname: string;
  try {
    // As the router handler builds its Request: origin + the raw target, never `new URL(target,
    // base)`, which reads `//admin` as a host.
    pathname = new URL(absolute.test(url) ? url : `http://x${url.startsWith("/") ? "" : "/"}${url}`)
      .pathname;
  } catch {
    pathname = raw;
  }
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  if (pathname === "/_root") pathname = "/";
  const decoded = pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll("/", "%2f");
      } catch {
        return segment;
      }
    })
    .join("/");
  return trimSlashes(decoded.toLowerCase());
}

/** The first segment of a normalized path: `admin` for `/admin/auth`, "" for `/`. */
export function firstSegment(pathname: string): string {
  const end = pathname.indexOf("/", 1);
  return end === -1 ? pathname.slice(1) : pathname.slice(1, end);
}

function trimSlashes(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
  return trimmed === "" ? "/" : trimmed;
}
