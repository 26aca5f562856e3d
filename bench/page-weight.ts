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

/**
 * What the served HTML of a page makes the browser load: its stylesheets, module preloads and
 * scripts, what those import, and for an HTML-first page the islands it shows
 * (`data-island="name"`, imported by the islands' entry only when present). Split into scripts
 * and stylesheets; paths as in the build (`/assets/…`).
 */
export function servedFiles(html: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = html.match(/<(?:link|script)\b[^>]*>/g) ?? [];
  const styles = new Set<string>();
  const queue: string[] = [];
  for (const tag of tags) {
    const rel = attr(tag, "rel");
    const href = tag.startsWith("<link") ? attr(tag, "href") : attr(tag, "src");
    if (!href?.startsWith("/assets/")) continue;
    if (rel === "stylesheet") styles.add(href);
    else if (tag.startsWith("<script") || rel === "modulepreload") queue.push(href);
  }
  const islands = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1] ?? ""));
  const scripts = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() ?? "";
    if (scripts.has(file)) continue;
    scripts.add(file);
    const code = readFileSync(join(clientDir, file), "utf8");
    for (const [, name = ""] of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      queue.push(`/assets/${name}`);
    }
    // The islands' entry maps each island's name to a lazy import: only those the page shows.
    if (!/\/islands-[\w-]+\.js$/.test(file)) continue;
    const lazy = /["']?([\w-]+)["']?:\(\)=>\w+\(\(\)=>import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g;
    for (const [, island = "", name = ""] of code.matchAll(lazy)) {
      if (islands.has(island)) queue.push(`/assets/${name}`);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}
