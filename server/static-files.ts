import { readdirSync } from "node:fs";
import { extname } from "node:path";
import express, { type RequestHandler } from "express";

type StaticOptions = Parameters<typeof express.static>[1];

const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * express.static that prefers the build's precompressed twins (`app.js.br`, `app.js.gz`, written
 * by the precompress plugin in vite.config.ts at brotli's highest quality): a file that has them
 * is sent in the best encoding the request accepts, with `Vary: Accept-Encoding`, and never
 * compressed again per request.
 */
export function staticFiles(root: string, options: StaticOptions): RequestHandler {
  const serve = express.static(root, options);
  const precompressed = listPrecompressed(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return serve(req, res, next);
    const path = decodePath(req.path);
    const available = path === undefined ? undefined : precompressed.get(path);
    if (path === undefined || !available) return serve(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req.get("Accept-Encoding") ?? "", available);
    if (!encoding) return serve(req, res, next);
    // Type and encoding of the original; send() keeps a Content-Type already set, and the
    // compression middleware leaves a response that already has a Content-Encoding alone.
    res.type(extname(path));
    res.setHeader("Content-Encoding", encoding.name);
    const query = req.url.indexOf("?");
    req.url =
      query === -1
        ? req.url + encoding.suffix
        : `${req.url.slice(0, query)}${encoding.suffix}${req.url.slice(query)}`;
    return serve(req, res, next);
  };
}

/**
 * The accepted encoding with the highest q-value among those on disk; on a tie brotli, the
 * smaller (browsers list gzip first: "gzip, deflate, br"). None when all are refused.
 */
function preferredEncoding(
  header: string,
  available: string[],
): (typeof encodings)[number] | undefined {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  let best: (typeof encodings)[number] | undefined;
  for (const encoding of encodings) {
    if (!available.includes(encoding.name) || weight(encoding.name) <= 0) continue;
    if (!best || weight(encoding.name) > weight(best.name)) best = encoding;
  }
  return best;
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** URL path ("/app-x1.js") → the encodings present on disk for it, best first. */
function listPrecompressed(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return found;
  }
  const present = new Set(names);
  for (const name of names) {
    if (encodings.some(({ suffix }) => name.endsWith(suffix))) continue;
    const available = encodings
      .filter(({ suffix }) => present.has(name + suffix))
      .map((encoding) => encoding.name);
    if (available.length > 0) found.set(`/${name}`, available);
  }
  return found;
}
