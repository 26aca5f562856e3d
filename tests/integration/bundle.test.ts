import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Reads React Router's client manifest from the production build (npm test builds first).
const assetsDir = "build/client/assets";

interface RouteEntry {
  module: string;
  imports?: string[];
}

function loadManifest(): { routes: Record<string, RouteEntry>; entry: RouteEntry } {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no client manifest: run npm run build");
  const source = readFileSync(join(assetsDir, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/** Every file a reader's browser loads for these routes: their modules and static imports. */
function moduleGraph(routeIds: string[]): string[] {
  const manifest = loadManifest();
  const entries = [manifest.entry, ...routeIds.map((id) => manifest.routes[id])];
  return entries.flatMap((entry) => (entry ? [entry.module, ...(entry.imports ?? [])] : []));
}

const publicRoutes = ["root", "routes/public-layout", "routes/home", "routes/blog-post"];

describe("public bundle", () => {
  it("knows the public routes", () => {
    const { routes } = loadManifest();
    for (const id of publicRoutes) expect(routes[id], id).toBeDefined();
  });

  it("loads no editor or admin code on the home and article pages", () => {
    const files = moduleGraph(publicRoutes);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(file).not.toMatch(/editor|tiptap|admin/i);
      const code = readFileSync(join("build/client", file), "utf8");
      expect(code, file).not.toMatch(/@tiptap|ProseMirror|prosemirror/);
    }
  });

  it("keeps the editor in the admin's own chunks", () => {
    const { routes } = loadManifest();
    const editor = Object.entries(routes).find(([id]) => id === "article-new");
    expect(editor).toBeDefined();
    const [, entry] = editor ?? ["", { module: "" }];
    const editorFiles = [entry.module, ...(entry.imports ?? [])];
    const hasTiptap = editorFiles.some((file) =>
      /ProseMirror|prosemirror/.test(readFileSync(join("build/client", file), "utf8")),
    );
    expect(hasTiptap).toBe(true);
  });
});
