import { readdirSync } from "node:fs";
import { extname, sep } from "node:path";
import express, { type RequestHandler } from "express";
import { chooseEncoding, type Encoding } from "./http-negotiation";

type StaticOptions = Parameters<typeof express.static>[1];

const suffixes = { br: ".br", gzip: ".gz" } as const;
type Compressed = keyof typeof suffixes;

/**
 * express.static that prefers the build's precompressed twins (`app.js.br`, `app.js.gz`, written
 * by the precompress plugin in vite.config.ts at brotli's highest quality): a file that has them
 * is sent in the best encoding the request accepts, with `Vary: Accept-Encoding`, and never
 * compressed again per request. The build's files do not change while the server runs, so they
 * are listed once: any other path (every page) goes on without a look at the disk.
 */
export function staticFiles(root: string, options: StaticOptions): RequestHandler {
  const serve = express.static(root, options);
  const { files, precompressed } = listFiles(root);
  return (req, res, next) => {
    const path = decodePath(req.path);
    if (path === undefined || !files.has(path)) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = precompressed.get(path);
    if (!available) return serve(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req.get("Accept-Encoding"), available);
    if (encoding === "identity") return serve(req, res, next);
    // Type and encoding of the original; send() keeps a Content-Type already set, and the
    // compression middleware leaves a response that already has a Content-Encoding alone.
    res.type(extname(path));
    res.setHeader("Content-Encoding", encoding);
    const suffix = suffixes[encoding];
    const query = req.url.indexOf("?");
    req.url =
      query === -1
        ? req.url + suffix
        : `${req.url.slice(0, query)}${suffix}${req.url.slice(query)}`;
    return serve(req, res, next);
  };
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Every file under `root` by URL path ("/app-x1.js"), and for those with precompressed twins the
 * encodings present, best first.
 */
function listFiles(root: string): { files: Set<string>; precompressed: Map<string, Encoding[]> } {
  const files = new Set<string>();
  const precompressed = new Map<string, Encoding[]>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return { files, precompressed };
  }
  const present = new Set(names);
  for (const name of names) {
    files.add(`/${name.split(sep).join("/")}`);
    if (Object.values(suffixes).some((suffix) => name.endsWith(suffix))) continue;
    const available = (Object.keys(suffixes) as Compressed[]).filter((encoding) =>
      present.has(name + suffixes[encoding]),
    );
    if (available.length > 0) precompressed.set(`/${name.split(sep).join("/")}`, available);
  }
  return { files, precompressed };
}
