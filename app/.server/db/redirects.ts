import type { DB } from "./connection";
import { nowIso } from "./values";

// Old addresses that must keep answering: a renamed article or page (301 to its new path), a
// deleted one (410), an imported site's permalinks. Rows are read only when no live content
// answers a request, so a found page costs nothing extra.
//
// Paths are stored decoded, starting with "/", without a trailing slash ("/" itself excepted).
// A path may carry a query ("/?p=123"): a request matches such a row when its path and its whole
// query are the same; otherwise a row for the bare path matches whatever the query.

/**
 * The stored form of a local path (`/2019/05/judul.html/` → `/2019/05/judul.html`), or undefined
 * for anything that is not one (an absolute URL, `//host`, undecodable text).
 */
export function redirectKey(path: string): string | undefined {
  if (!isLocalPath(path)) return undefined;
  const [rawPath, query] = splitQuery(path);
  const decodedPath = safeDecode(rawPath);
  const decodedQuery = safeDecode(query.replace(/\+/g, " "));
  if (decodedPath === undefined || decodedQuery === undefined) return undefined;
  return keyOf(decodedPath, decodedQuery);
}

/**
 * redirectKey for a path that is decoded already (an imported site's permalink, as the import
 * reads it from the file): decoding it again would break a literal "%".
 */
export function decodedRedirectKey(path: string): string | undefined {
  if (!isLocalPath(path)) return undefined;
  const [decodedPath, decodedQuery] = splitQuery(path);
  return keyOf(decodedPath, decodedQuery);
}

function isLocalPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  return path.length <= 2000 && !/[\r\n]/.test(path);
}

function splitQuery(path: string): [string, string] {
  const queryAt = path.indexOf("?");
  return queryAt === -1 ? [path, ""] : [path.slice(0, queryAt), path.slice(queryAt + 1)];
}

function keyOf(decodedPath: string, decodedQuery: string): string | undefined {
  // Control characters (a NUL from "%00") are never part of a real address, and PostgreSQL text
  // cannot hold a NUL at all.
  if (/\p{Cc}/u.test(decodedPath + decodedQuery)) return undefined;
  const trimmed = decodedPath.length > 1 ? decodedPath.replace(/\/+$/, "") || "/" : decodedPath;
  return decodedQuery ? `${trimmed}?${decodedQuery}` : trimmed;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function keyOrThrow(path: string): string {
  const key = redirectKey(path);
  if (key === undefined) throw new Error(`not a path on this site: ${path}`);
  return key;
}

/**
 * Records that `fromPath` moved to `toPath` (both paths on this site, e.g. "/2019/05/judul.html"
 * → "/blog/judul"): requests for it answer 301. Addresses that led to `fromPath` now lead straight
 * to `toPath` (one hop), and a row for `toPath` itself is removed, since content lives there now.
 * Call it inside the transaction that moves the content; the importer calls it per permalink.
 */
export async function addRedirect(db: DB, fromPath: string, toPath: string): Promise<void> {
  const from = keyOrThrow(fromPath);
  const to = keyOrThrow(toPath);
  if (from === to) return;
  await db.deleteFrom("redirects").where("path", "=", to).execute();
  await db.updateTable("redirects").set({ target: to }).where("target", "=", from).execute();
  await upsert(db, from, to);
}

/**
 * Records an imported site's old address (decoded, see decodedRedirectKey) answering 301 to
 * `toPath`, unless the address has a row already: a redirect made earlier, by a rename or an
 * earlier import, keeps its target. An address that is not a path, or is `toPath`: nothing.
 */
export async function keepOldAddress(db: DB, decodedPath: string, toPath: string): Promise<void> {
  const from = decodedRedirectKey(decodedPath);
  const to = keyOrThrow(toPath);
  if (from === undefined || from === to) return;
  await db
    .insertInto("redirects")
    .values({ path: from, target: to, created_at: nowIso() })
    .onConflict((oc) => oc.column("path").doNothing())
    .execute();
}

/** Records that the content at `path` is gone for good (410), with every address that led to it. */
export async function markGone(db: DB, path: string): Promise<void> {
  const key = keyOrThrow(path);
  await db.updateTable("redirects").set({ target: null }).where("target", "=", key).execute();
  await upsert(db, key, null);
}

/** Addresses that led to `path` are gone too (its content was deleted before it was ever public). */
export async function markLeadingHereGone(db: DB, path: string): Promise<void> {
  const key = keyOrThrow(path);
  await db.updateTable("redirects").set({ target: null }).where("target", "=", key).execute();
}

/** Content is live at `path` again (a new article or page took it): its old row stops answering. */
export async function clearRedirect(db: DB, path: string): Promise<void> {
  await db.deleteFrom("redirects").where("path", "=", keyOrThrow(path)).execute();
}

async function upsert(db: DB, path: string, target: string | null): Promise<void> {
  await db
    .insertInto("redirects")
    .values({ path, target, created_at: nowIso() })
    .onConflict((oc) => oc.column("path").doUpdateSet({ target }))
    .execute();
}

export type OldAddress = { status: 301; location: string } | { status: 410 };

/**
 * What became of the address `url` asks for: moved (301, with the request's query carried over
 * when the row is for the bare path), gone (410), or undefined when the table knows nothing.
 */
export async function findOldAddress(db: DB, url: URL): Promise<OldAddress | undefined> {
  const path = redirectKey(url.pathname);
  if (path === undefined) return undefined;
  const withQuery = url.search ? redirectKey(`${url.pathname}${url.search}`) : undefined;
  const candidates = withQuery && withQuery !== path ? [withQuery, path] : [path];
  const rows = await db
    .selectFrom("redirects")
    .select(["path", "target"])
    .where("path", "in", candidates)
    .execute();
  const row = rows.find((r) => r.path === withQuery) ?? rows.find((r) => r.path === path);
  if (!row) return undefined;
  if (row.target === null) return { status: 410 };
  const carryQuery = row.path === path && url.search !== "" && !row.target.includes("?");
  return { status: 301, location: encodeURI(row.target) + (carryQuery ? url.search : "") };
}
