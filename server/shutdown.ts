import type { Server } from "node:http";
import type { Logger } from "~/.server/logger";

/** How long requests in flight may take to finish once a stop is asked for. */
export const drainMs = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (up to 10 s,
 * then cut them), release the database (`close`), and exit 0. A second signal changes nothing;
 * a release that hangs ends the process with 1 after another 5 s.
 */
export function stopOnSignals(server: Server, logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const cut = setTimeout(() => {
      logger.warn("requests still running after 10 s; closing their connections");
      server.closeAllConnections();
    }, drainMs);
    setTimeout(() => {
      logger.error("shutdown did not finish; exiting");
      process.exit(1);
    }, drainMs + 5000).unref();
    // A keep-alive connection whose answer has just gone out is closed at once, not after the
    // client's keep-alive timeout.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(cut);
      clearInterval(idle);
      close()
        .then(() => {
          logger.info("stopped");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "closing the database failed");
          process.exit(1);
        });
    });
    // Keep-alive connections with no request running close now; busy ones after their answer.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
