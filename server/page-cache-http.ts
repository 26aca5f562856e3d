import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { ChangeFeed } from "~/.server/change-feed";
import type { CachedPage, PageCache } from "~/.server/page-cache";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Private and write paths never come from the cache, nor does anything a signed-in user asks for.
const uncachedPrefixes = ["/admin", "/api", "/media", "/healthz", "/assets", "/newsletter"];
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const publicCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export function isCacheable(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.originalUrl.length > 1000) return false;
  if (uncachedPrefixes.some((prefix) => req.path.startsWith(prefix))) return false;
  return !sessionCookie.test(req.headers.cookie ?? "");
}

/**
 * Serves public pages from memory and stores what React Router renders for them. Pages are kept
 * compressed both ways, carry an ETag and answer If-None-Match with 304.
 */
export function pageCacheMiddleware(cache: PageCache, feed: ChangeFeed): RequestHandler {
  return (req, res, next) => {
    if (!feed.isReliable() || !isCacheable(req)) return next();
    feed.pollForChanges();
    // Without SITE_URL, pages carry absolute URLs built on the request's host (canonical, share
    // tags, sitemap, feed): a page asked for under one Host must never be served under another.
    const key = `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;
    const hit = cache.get(key);
    if (hit) {
      res.setHeader("X-Cache", "HIT");
      return sendPage(req, res, hit);
    }
    res.setHeader("X-Cache", "MISS");
    const generation = cache.currentGeneration;
    captureResponse(res, async (body) => {
      const page = await toCachedPage(res, body);
      if (page && feed.isReliable()) cache.set(key, page, generation);
      if (page) return sendPage(req, res, page);
      res.end(body);
    });
    next();
  };
}

/** Holds back what is written to `res` and hands the whole body to `done` at the end. */
function captureResponse(res: Response, done: (body: Buffer) => Promise<void>): void {
  const chunks: Buffer[] = [];
  const end = res.end.bind(res);
  res.write = ((chunk: unknown) => {
    if (chunk) chunks.push(Buffer.from(chunk as Uint8Array));
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown) => {
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as Uint8Array));
    res.end = end;
    done(Buffer.concat(chunks)).catch(() => end(Buffer.concat(chunks)));
    return res;
  }) as Response["end"];
}

async function toCachedPage(res: Response, body: Buffer): Promise<CachedPage | undefined> {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return undefined;
  if (/private|no-store/.test(String(res.getHeader("cache-control") ?? ""))) return undefined;
  const contentType = String(res.getHeader("content-type") ?? "text/html; charset=utf-8");
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  return {
    contentType,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    body,
    gzip: gz,
    brotli: br,
    storedAt: Date.now(),
  };
}

function sendPage(req: Request, res: Response, page: CachedPage): void {
  res.status(200);
  res.setHeader("Content-Type", page.contentType);
  res.setHeader("ETag", page.etag);
  res.setHeader("Cache-Control", publicCacheControl);
  res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const [body, encoding] = /\bbr\b/.test(accepts)
    ? [page.brotli, "br"]
    : /\bgzip\b/.test(accepts)
      ? [page.gzip, "gzip"]
      : [page.body, undefined];
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
