import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// What a reader's browser loads for a public page, read from React Router's client manifest in
// the production build, and its weight as the server sends it (the build's brotli files).
const clientDir = "build/client";
const assetsDir = join(clientDir, "assets");

interface RouteEntry {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface ClientManifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry>;
}

export function loadClientManifest(): ClientManifest {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no client manifest: run npm run build");
  const source = readFileSync(join(assetsDir, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/** Route ids of a public article page, outermost first. */
export const articleRoutes = ["root", "routes/public-layout", "routes/blog-post"];
/** Route ids of the home and category pages. */
export const homeRoutes = ["root", "routes/public-layout", "routes/home"];

/**
 * Every script and stylesheet the page's HTML makes the browser load (no later lazy import). The
 * manifest file is not among them: with lazy route discovery the page carries its part inline.
 */
export function pageFiles(routeIds: string[], manifest = loadClientManifest()): string[] {
  const entries = [manifest.entry, ...routeIds.map((id) => manifest.routes[id])];
  const files = entries.flatMap((entry) =>
    entry ? [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])] : [],
  );
  return [...new Set(files)];
}

/** Bytes over the wire: the brotli file next to each asset (the raw file when there is none). */
export function compressedBytes(files: string[]): number {
  let total = 0;
  for (const file of files) {
    const path = join(clientDir, file);
    try {
      total += statSync(`${path}.br`).size;
    } catch {
      total += statSync(path).size;
    }
  }
  return total;
}
