import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { CachedPage, PageCache } from "~/.server/page-cache";
import { encodingFor, etagMatches, withoutTrackingParameters } from "./http-negotiation";
import { isCacheablePath, isSignedIn } from "./private-answers";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const publicCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * The cache key of a GET or HEAD a stranger could share with other readers, or undefined. Without
 * SITE_URL, pages carry absolute URLs built on the request's host and protocol (canonical, share
 * tags, sitemap, feed): a page asked for under one of them is never served under another.
 * Tracking parameters are left out, and the request is rewritten without them, so that the
 * stored page is exactly what every click of a shared link would have rendered.
 */
export function cacheKey(req: IncomingMessage): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  if (url.length > 1000 || !url.startsWith("/")) return undefined;
  // Private and write paths never come from the cache, however spelled, nor does anything a
  // signed-in user asks for.
  if (!isCacheablePath(url) || isSignedIn(req)) return undefined;
  const clean = withoutTrackingParameters(url);
  req.url = clean;
  const {
    host = "",
    "x-forwarded-host": forwardedHost = "",
    "x-forwarded-proto": proto = "",
  } = req.headers;
  return `${String(proto)}|${String(forwardedHost)}|${host}${clean}`;
}

/**
 * Answers from a stored page: 304 when the client holds it, the encoding it prefers, no body to
 * HEAD. `headers` come first (the security headers and the request's own, as `name, value, …`);
 * the whole head is written in one `writeHead`, which replaces any header of the same name set
 * before.
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  headers: string[],
): void {
  headers.push(
    "Content-Type",
    page.contentType,
    "ETag",
    page.etag,
    "Cache-Control",
    publicCacheControl,
    "Vary",
    "Accept-Encoding",
  );
  if (etagMatches(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = encodingFor(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.body;
  if (encoding !== "identity") headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

export interface Capture {
  cache: PageCache;
  key: string;
  /** False when the page must not be stored after all (a render error, the change feed lost). */
  storable: () => boolean;
  /**
   * The body every reader gets and its Content-Security-Policy: the render's nonce taken out and
   * its inline scripts named by hash, so that every worker and instance stores the same bytes.
   */
  seal: (body: Buffer) => { body: Buffer; policy: string };
}

/**
 * Holds back a GET's response and, when it ends as a complete and public 200, stores it and sends
 * it as a hit would be sent. Anything else (another status, Set-Cookie, private, Vary beyond
 * Accept-Encoding, a body over the entry limit, a client gone before the end) goes out unchanged
 * and is not stored.
 */
export function captureForCache(req: IncomingMessage, res: ServerResponse, capture: Capture): void {
  const generation = capture.cache.currentGeneration;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const restore = () => {
    res.write = write;
    res.end = end;
  };
  let chunks: Buffer[] = [];
  let size = 0;
  const flushUnstored = () => {
    restore();
    for (const chunk of chunks) write(chunk);
    chunks = [];
  };

  // React Router writes chunks without callbacks and ends once (writeReadableStreamToWritable).
  res.write = ((chunk: unknown) => {
    if (!chunk) return true;
    const buffer = toBuffer(chunk);
    size += buffer.length;
    chunks.push(buffer);
    if (size <= capture.cache.maxEntryBytes && storableHead(res)) return true;
    flushUnstored();
    return true;
  }) as ServerResponse["write"];

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk));
    restore();
    const body = Buffer.concat(chunks);
    const callback = [chunk, ...rest].find((value) => typeof value === "function") as
      (() => void) | undefined;
    if (res.destroyed || !storableHead(res) || !capture.storable()) {
      return end(body, callback);
    }
    toCachedPage(res, body, capture)
      .then((page) => {
        if (res.destroyed) return;
        if (capture.storable()) capture.cache.set(capture.key, page, generation);
        sendPage(req, res, page, []);
        callback?.();
      })
      .catch(() => end(body, callback));
    return res;
  }) as ServerResponse["end"];
}

/** Whether a response, by its status and headers, is the same for every reader and may be stored. */
export function storableHead(res: ServerResponse): boolean {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return false;
  if (res.hasHeader("content-encoding")) return false;
  if (/private|no-store|no-cache/.test(String(res.getHeader("cache-control") ?? ""))) return false;
  const vary = String(res.getHeader("vary") ?? "");
  return vary
    .split(",")
    .every((name) => ["", "accept-encoding"].includes(name.trim().toLowerCase()));
}

function toBuffer(chunk: unknown): Buffer {
  if (typeof chunk === "string") return Buffer.from(chunk);
  return Buffer.from(chunk as Uint8Array);
}

async function toCachedPage(
  res: ServerResponse,
  rendered: Buffer,
  capture: Capture,
): Promise<CachedPage> {
  const { body, policy } = capture.seal(rendered);
  const contentType = String(res.getHeader("content-type") ?? "text/html; charset=utf-8");
  const [gz, br] = await Promise.all([
    // Compressed once per page and content change, then served many times: worth high levels.
    gzipAsync(body, { level: 9 }),
    // A 64 KB window (a page is 40–60 KB) lets brotli take its small hasher at quality 8: with
    // the default 4 MB window each encoder allocated about 20 MB, and the thread pool's freed
    // encoders left the process at 450–850 MB resident under a full cache's churn; this one
    // makes the same article 0.4 % smaller and no slower (docs/PERFORMANCE.md).
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 8,
        [zlib.BROTLI_PARAM_LGWIN]: 16,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return {
    contentType,
    // From the body alone: the same page gets the same ETag from every worker and instance.
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    contentSecurityPolicy: policy,
    body,
    gzip: gz,
    brotli: br,
  };
}
