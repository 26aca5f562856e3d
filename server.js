// Starts Warta: the production build by default, or Vite's dev server with --dev.
import { existsSync } from "node:fs";
import { join } from "node:path";

const dev = process.argv.includes("--dev");
// Express and React Router hide error details only in production; an operator who sets nothing
// must never send a stack trace to a visitor.
process.env.NODE_ENV ||= dev ? "development" : "production";

try {
  if (dev) {
    const vite = await import("vite").then(({ createServer }) =>
      createServer({ server: { middlewareMode: true } }),
    );
    const { start } = await vite.ssrLoadModule("./server/app.ts");
    await start({
      dev: {
        middleware: vite.middlewares,
        build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
      },
    });
  } else {
    if (!existsSync(join(import.meta.dirname, "build", "server", "index.js"))) {
      throw new Error(
        "build/ belum ada: jalankan `npm run build` dulu (perlu npm ci dengan devDependencies)",
      );
    }
    const { serve } = await import("./build/server/index.js");
    await serve();
  }
} catch (error) {
  // One line, no stack: what the operator has to fix (a variable, a taken port, the database).
  const message = error instanceof Error ? error.message.replaceAll("\n", " ") : String(error);
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  console.error(`Warta tidak dapat dimulai: ${message}${cause}`);
  process.exit(1);
}
