import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import {
  articleRoutes,
  compressedBytes,
  homeRoutes,
  loadClientManifest,
  pageFiles,
} from "../../bench/page-weight";

// Reads React Router's client manifest from the production build (npm test builds first): what
// a reader's browser loads is a behaviour of the build, bounded here in bytes, never in time.

/**
 * Brotli bytes of JS and CSS a public article page may load: what it loads today (about 151 KB,
 * up from 145 KB with the block set's styles, Terpopuler and the breadcrumbs of issues 41, 43 and
 * 44) with a little room, so that a heavy import shows. Issue 15's target is 120 KB; React, React
 * DOM and React Router alone are about 96 KB (docs/PERFORMANCE.md).
 */
const maxArticlePageBytes = 155_000;
const pageRoutes = ["root", "routes/public-layout", "routes/page"];

const read = (file: string) => readFileSync(join("build/client", file), "utf8");

describe("public bundle", () => {
  it("knows the public routes", () => {
    const { routes } = loadClientManifest();
    for (const id of [...articleRoutes, ...homeRoutes]) expect(routes[id], id).toBeDefined();
  });

  it("loads no editor or admin code on the home and article pages", () => {
    const files = pageFiles([...articleRoutes, "routes/home"]);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(file).not.toMatch(/editor|tiptap|admin/i);
      expect(read(file), file).not.toMatch(/@tiptap|ProseMirror|prosemirror/);
    }
  });

  it.each([
    ["an article", articleRoutes],
    ["a page (/about)", pageRoutes],
  ])("loads the image viewer's dialog on %s only when a reader opens an image", (_, routes) => {
    const initial = pageFiles(routes);
    for (const file of initial) expect(read(file), file).not.toMatch(/data-radix-focus-guard/);
    // It is in the build, as a chunk of its own that the page imports on demand.
    const code = initial.map(read).join("");
    expect(code).toMatch(/import\(["'`]\.\/image-viewer-[\w-]+\.js["'`]\)/);
  });

  it(`keeps a public article page under ${maxArticlePageBytes / 1000} KB of JS and CSS with brotli`, () => {
    const bytes = compressedBytes(pageFiles(articleRoutes));
    // A floor as well, so that a broken manifest reading (no files, no bytes) cannot pass.
    expect(bytes).toBeGreaterThan(50_000);
    expect(bytes).toBeLessThanOrEqual(maxArticlePageBytes);
  });

  // The footer's newsletter form is on every public page and the comment form on every article:
  // their browser side checks with plain code and the inputs' own constraints, never with Zod.
  it("loads no Zod on the home and article pages", () => {
    for (const file of pageFiles([...articleRoutes, ...homeRoutes])) {
      const code = readFileSync(join("build/client", file), "utf8");
      expect(code, file).not.toMatch(/ZodError|\$ZodType|_zod\b/);
    }
  });

  // app/lib/texts.ts holds the reader's texts; the dashboard's and the server's live elsewhere.
  it("loads only the reader's texts on public pages", () => {
    const code = pageFiles([...articleRoutes, ...homeRoutes, ...pageRoutes])
      .map(read)
      .join("");
    expect(code).toContain(texts.nav.home);
    for (const text of [
      texts.settings.lead,
      texts.moving.tab,
      texts.twoFactor.lead,
      texts.moving.lead,
      texts.requests.badUrlText,
    ]) {
      expect(typeof text).toBe("string");
      expect(code).not.toContain(text);
    }
  });

  it("keeps the editor in the admin's own chunks", () => {
    const { routes } = loadClientManifest();
    const editor = routes["article-new"];
    expect(editor).toBeDefined();
    const editorFiles = editor ? [editor.module, ...(editor.imports ?? [])] : [];
    expect(editorFiles.some((file) => /ProseMirror|prosemirror/.test(read(file)))).toBe(true);
  });
});

// What a server process loads at start: build/server/index.js and React Router's build of the
// app (which it imports as it starts), with what they import in turn, leaving out what is
// imported on demand (`import()`).
describe("server bundle", () => {
  const appBuild = readdirSync("build/server/assets").filter((file) =>
    file.startsWith("server-build-"),
  );
  const atStart = staticGraph("build/server", [
    "index.js",
    ...appBuild.map((file) => `assets/${file}`),
  ]);

  it("starts without the editor, the mailer, the word differ or the importers", () => {
    expect(appBuild).toHaveLength(1);
    // A floor, so that a broken reading of the imports (none found) cannot pass.
    for (const used of ["react-dom/server", "express", "react-router"])
      expect(atStart.packages).toContain(used);
    for (const [onDemand, by] of [
      ["@tiptap/react", "the article editor, in the browser only (a .client module)"],
      ["nodemailer", "the first mail sent"],
      ["diff", "the first comparison of two revisions"],
      ["qrcode", "turning two-step login on"],
      ["saxes", "the first WordPress or Blogger import"],
      ["@streamparser/json", "the first Ghost import"],
    ])
      expect(atStart.packages, `${onDemand}, loaded by ${by}`).not.toContain(onDemand);
  });
});

/** The files reachable from `entries` (paths under `root`) by static imports, and the packages they name. */
function staticGraph(root: string, entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(join(root, file), "utf8");
    for (const [, specifier = ""] of code.matchAll(
      /(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g,
    )) {
      if (specifier.startsWith(".")) queue.push(join(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}
