import cluster, { type Worker } from "node:cluster";
import type { Logger } from "~/.server/logger";
import { drainMs } from "./shutdown";

/**
 * The primary of WEB_CONCURRENCY workers (node:cluster). It serves nothing itself: each worker is
 * a whole Warta (its own pool, page cache and change feed, kept in step like another instance's)
 * and the primary hands connections out round-robin. A worker that dies is replaced; one that
 * dies before any worker ever listened means the start itself is broken, so everything stops with 1.
 * SIGTERM or SIGINT is passed to every worker, each stops gracefully, then the primary exits 0.
 */
export function runPrimary(workers: number, logger: Logger): void {
  let stopping = false;
  let started = 0;

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => {
      started += 1;
      if (started === workers) logger.info({ workers }, "all workers listening");
    });
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      if (started === 0) {
        logger.fatal({ code }, "worker could not start; stopping");
        stopAll("SIGTERM", 1);
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, "worker died; starting another");
      setTimeout(fork, 500).unref();
    });
  };

  const stopAll = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping workers");
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    let failed = exitCode !== 0;
    let remaining = alive.length;
    if (remaining === 0) process.exit(exitCode);
    for (const worker of alive) {
      worker.once("exit", (code) => {
        if (code !== 0) failed = true;
        remaining -= 1;
        if (remaining === 0) process.exit(failed ? 1 : 0);
      });
      worker.process.kill(signal);
    }
    setTimeout(() => {
      logger.error("workers did not stop in time; exiting");
      process.exit(1);
    }, drainMs + 10_000).unref();
  };

  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
  for (let i = 0; i < workers; i++) fork();
}
