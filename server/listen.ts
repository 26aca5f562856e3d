import { createServer, type RequestListener, type Server } from "node:http";

/**
 * Listens on `port` and `host`; rejects with a one-line reason when that is impossible (the port
 * taken, the address not on this machine), so the start stops with a non-zero exit.
 */
export function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  // A request with neither Content-Length nor Transfer-Encoding has no body: Node starts it ended
  // instead of running a readable stream's life through for nothing (a cached page's answer is a
  // few dozen microseconds, docs/PERFORMANCE.md). Such a request never emits 'data' or 'end';
  // whatever reads a body checks `readableEnded` first (server/request-guards.ts, router-handler.ts).
  const server = createServer({ optimizeEmptyRequests: true }, handler);
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const where = `${host}:${port}`;
      const reason =
        error.code === "EADDRINUSE"
          ? `port ${where} sudah dipakai proses lain; hentikan proses itu atau pilih PORT lain`
          : error.code === "EACCES"
            ? `tidak boleh mendengarkan di ${where}; pilih PORT di atas 1024`
            : error.code === "EADDRNOTAVAIL"
              ? `alamat HOST ${host} tidak ada di mesin ini`
              : `tidak dapat mendengarkan di ${where} (${error.code ?? error.message})`;
      reject(new Error(reason));
    });
    server.listen(port, host, () => resolve(server));
  });
}
