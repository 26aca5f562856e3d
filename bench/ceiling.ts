// The ceiling for any Node server: node:http answering one page from memory, the very bytes
// Warta sends for it (the compressed body and the head, bench/run.ts records both).
// Run by bench/run.ts as its own process: `node bench/ceiling.ts BODY HEAD [BURN_MS]`, HEAD a JSON
// list of [name, value] pairs, or "-" for the HTML type alone (the bare reference earlier runs
// used: the uncompressed page, two headers); prints its port. With BURN_MS it first spins that
// long on every request: a server doing nothing but a render's worth of synchronous work, the
// reference for an uncached page's latency under load.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [bodyFile, headFile, burn] = process.argv.slice(2);
if (!bodyFile || !headFile) throw new Error("usage: node bench/ceiling.ts BODY HEAD [BURN_MS]");
const burnMs = Number(burn ?? 0);
const body = readFileSync(bodyFile);
const pairs =
  headFile === "-"
    ? [["Content-Type", "text/html; charset=utf-8"]]
    : (JSON.parse(readFileSync(headFile, "utf8")) as [string, string][]);
const head = [...pairs.flat(), "Content-Length", String(body.length)];
const server = createServer((_request, response) => {
  // Not even a clock read without BURN_MS: the ceiling is the fastest answer Node can give.
  if (burnMs > 0) {
    const until = performance.now() + burnMs;
    while (performance.now() < until);
  }
  response.writeHead(200, head);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(typeof address === "object" && address ? address.port : 0);
});
