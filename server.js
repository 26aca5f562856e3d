// Starts Warta: the production build by default, or Vite's dev server with --dev.
import { existsSync } from "node:fs";
import { enableCompileCache, flushCompileCache } from "node:module";
import { join } from "node:path";

const dev = process.argv.includes("--dev");
// Express and React Router hide error details only in production; an operator who sets nothing
// must never send a stack trace to a visitor.
process.env.NODE_ENV ||= dev ? "development" : "production";

// V8's heap limits, unless the operator gave their own (in NODE_OPTIONS or on the command line):
// with none, V8 sizes its heap for the whole machine and lets a busy worker grow to 300–450 MB
// resident; with these it stays near 200 MB (docs/PERFORMANCE.md, "On a 1 GB machine"). A
// cluster's workers inherit them. Applied by starting this same process again with them
// (process.execve keeps the PID, so a supervisor notices nothing). V8's optimising compiler works
// on the main thread (--no-concurrent-recompilation, unless named either way): on its helper
// threads it kept up to 38 MB of compiler memory in flight at once, which glibc then held; an
// uncached worker ended a load run 25–45 MB smaller in paired runs, at the same CPU a request.
//
// The same restart sets two of glibc's malloc settings, each unless the operator set it:
// - MALLOC_ARENA_MAX=2: by default every thread that allocates (V8's compiler and GC helpers,
//   libuv's pool) may get an arena of its own, and what they free stays mapped; an uncached worker
//   ended a load run at 310–325 MB resident with them and 235–275 MB without.
// - MALLOC_MMAP_THRESHOLD_=131072, glibc's own default, held there: by default glibc raises it
//   each time a large block is freed (up to 32 MiB), and from then on large blocks are carved from
//   the arenas, where they stay resident once freed. Held, they are mapped and unmapped, and the
//   arena's top is given back sooner (a page fault or ten per render instead of one): an uncached
//   worker ended a load run about 20 MB smaller, for 2–10 % more CPU a render in paired runs. An
//   operator who prefers the CPU sets MALLOC_MMAP_THRESHOLD_=33554432 (glibc's ceiling).
const v8Defaults = [
  "--max-semi-space-size=4",
  "--max-old-space-size=256",
  "--no-concurrent-recompilation",
];
const given = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`.replaceAll(
  "_",
  "-",
);
// A flag's name as an operator may write it: with a value, or with or without `no-`.
const flagName = (flag) => flag.replace(/^--(no-)?/, "").split("=")[0];
const missing = v8Defaults.filter((flag) => !given.includes(flagName(flag)));
const mallocDefaults = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };
const mallocMissing = Object.keys(mallocDefaults).some((name) => process.env[name] === undefined);
if (!dev && (missing.length > 0 || mallocMissing) && typeof process.execve === "function") {
  process.execve(
    process.execPath,
    [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
    { ...mallocDefaults, ...process.env },
  );
}

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
    // V8's compiled code for the build, kept on disk (in the system's temporary directory, or in
    // NODE_COMPILE_CACHE): compiling the server's modules was a fifth of a start, and a restart
    // after the first one reads them instead (docs/PERFORMANCE.md, "Start").
    enableCompileCache();
    const { serve } = await import("./build/server/index.js");
    await serve();
    // Written now, not only when the process exits: a worker that is killed keeps it too.
    flushCompileCache();
  }
} catch (error) {
  // One line, no stack: what the operator has to fix (a variable, a taken port, the database).
  const message = error instanceof Error ? error.message.replaceAll("\n", " ") : String(error);
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  console.error(`Warta tidak dapat dimulai: ${message}${cause}`);
  process.exit(1);
}
