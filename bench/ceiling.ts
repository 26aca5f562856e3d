// The ceiling for any Node server: node:http answering one HTML page from a Buffer in memory.
// Run by bench/run.ts as its own process: `node bench/ceiling.ts FILE`; prints its port.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const file = process.argv[2];
if (!file) throw new Error("usage: node bench/ceiling.ts FILE");
const body = readFileSync(file);
const server = createServer((_request, response) => {
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
