import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) file next to every script, stylesheet and
 * SVG of the browser build, once, so the server sends the smallest encoding without compressing
 * per request (server/static-files.ts).
 */
function precompress(): Plugin {
  return {
    name: "warta:precompress",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "build/client";
      const files = Object.keys(bundle).filter(
        (name) => !name.startsWith(".vite/") && /\.(js|css|svg|json)$/.test(name),
      );
      for (const name of files) {
        const path = join(dir, name);
        const data = await readFile(path);
        await writeFile(
          `${path}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Builds app/islands/index.ts (the script of HTML-first pages, which import the islands they
 * show) as an entry of the browser build, and tells the server its hashed address through
 * `virtual:warta/islands`. The browser build runs before the server's, in this one process.
 * In development Vite serves the source itself.
 */
function islands(): Plugin {
  const entry = "app/islands/index.ts";
  const virtual = "virtual:warta/islands";
  let reference: string | undefined;
  let built: string | undefined;
  return {
    name: "warta:islands",
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build") {
        reference = this.emitFile({ type: "chunk", id: `/${entry}`, name: "islands" });
      }
    },
    generateBundle() {
      if (this.environment.name === "client" && reference) built = this.getFileName(reference);
    },
    resolveId(id) {
      return id === virtual ? `\0${virtual}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtual}`) return undefined;
      if (this.environment.mode === "dev") return `export default "/${entry}";`;
      // The browser never renders the script tag (app/components/html-first.tsx).
      if (this.environment.name === "client") return `export default "";`;
      if (!built) throw new Error("the islands' address is needed before the browser build ran");
      return `export default ${JSON.stringify(`/${built}`)};`;
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // Bundled into the server build rather than loaded from node_modules: Node would otherwise
  // load their whole barrels of icons (about +42 MB and +33 MB of memory per process), where the
  // bundle keeps only the few icons Warta uses; and Kysely and zod come as 262 and 104 module
  // files, each resolved, read and linked at every start (docs/PERFORMANCE.md, "Start").
  ssr: { noExternal: ["lucide-react", "simple-icons", "kysely", "zod"] },
  environments: {
    // The server build starts from our own entry (database, HTTP server), which imports
    // React Router's server build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), islands(), precompress()],
});
