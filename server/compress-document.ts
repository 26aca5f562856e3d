import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { encodingFor, type Encoding } from "./http-negotiation";

/**
 * A rendered page (app/entry.server.tsx renders it whole) compressed in one call on the main
 * thread. A compression stream per response (the `compression` middleware) hands every page to
 * the thread pool and allocates a brotli encoder with a 4 MB window for it; fifty at once cut an
 * uncached article from 99 to 65 req/s in the benchmark, where one call each costs well under a
 * millisecond (docs/PERFORMANCE.md). Brotli's quality 2 is a third of the cost of its default 4
 * for 8 % more bytes; a page never needs more than a 256 KB window.
 */
export function compressDocument(
  html: Buffer,
  acceptEncoding: string | undefined,
): { encoding: Encoding; body: Buffer } {
  const encoding = encodingFor(acceptEncoding);
  if (encoding === "br") {
    const body = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 2,
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
    return { encoding, body };
  }
  if (encoding === "gzip") return { encoding, body: gzipSync(html, { level: 3 }) };
  return { encoding, body: html };
}
