// Starts Warta: the production build by default, or Vite's dev server with --dev.
const dev = process.argv.includes("--dev");

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
  const { start } = await import("./build/server/index.js");
  await start();
}
