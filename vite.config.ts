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

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // Bundled into the server build rather than loaded from node_modules: Node would otherwise
  // load their whole barrels of icons (about +42 MB and +33 MB of memory per process), where the
  // bundle keeps only the few icons Warta uses.
  ssr: { noExternal: ["lucide-react", "simple-icons"] },
  environments: {
    // The server build starts from our own entry (database, HTTP server), which imports
    // React Router's server build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), precompress()],
});
