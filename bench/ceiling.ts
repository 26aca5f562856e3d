// The ceiling for any Node server: node:http answering one HTML page from a Buffer in memory.
// Run by bench/run.ts as its own process: `node bench/ceiling.ts FILE [BURN_MS]`; prints its
// port. With BURN_MS it first spins that long on every request: a server doing nothing but a
// render's worth of synchronous work, the reference for an uncached page's latency under load.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const file = process.argv[2];
if (!file) throw new Error("usage: node bench/ceiling.ts FILE [BURN_MS]");
const burnMs = Number(process.argv[3] ?? 0);
const body = readFileSync(file);
const server = createServer((_request, response) => {
  // Not even a clock read without BURN_MS: the ceiling is the fastest answer Node can give.
  if (burnMs > 0) {
    const until = performance.now() + burnMs;
    while (performance.now() < until);
  }
  response.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
  });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(typeof address === "object" && address ? address.port : 0);
});
