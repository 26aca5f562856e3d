import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { encodingFor, type Encoding } from "./http-negotiation";

/**
 * A rendered page (app/entry.server.tsx renders it whole), or a feed, compressed in one call on
 * the main thread. A compression stream per response (the `compression` middleware) hands every
 * page to the thread pool and allocates a brotli encoder with a 4 MB window for it; fifty at once
 * cut an uncached article from 99 to 65 req/s in the benchmark, where one call each costs well
 * under a millisecond (docs/PERFORMANCE.md). Brotli's quality 0, its one-pass compressor, takes a fifth
 * of quality 2's time on a 40 KB article (0.07 ms against 0.33) for 11 % more bytes (11.3 KB
 * against 10.2): only pages rendered for one answer go out so, the page cache stores its own at
 * quality 8. A 64 KB window holds a whole HTML-first page (40–60 KB).
 */
export function compressDocument(
  html: Buffer,
  acceptEncoding: string | undefined,
): { encoding: Encoding; body: Buffer } {
  // Below a kilobyte (robots.txt) compression saves less than its own headers and work.
  if (html.length < 1024) return { encoding: "identity", body: html };
  const encoding = encodingFor(acceptEncoding);
  if (encoding === "br") {
    const body = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 0,
        [constants.BROTLI_PARAM_LGWIN]: 16,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
    return { encoding, body };
  }
  if (encoding === "gzip") return { encoding, body: gzipSync(html, { level: 3 }) };
  return { encoding, body: html };
}
