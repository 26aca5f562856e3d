import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { Logger } from "./logger";
import type { PageCache } from "./page-cache";

/** Tells the page cache about changes made by other processes and other instances. */
export interface ChangeFeed {
  /** False while changes could be missed (a lost PostgreSQL connection): then nothing is cached. */
  isReliable(): boolean;
  /** Checks for a change made elsewhere, where that is a cheap synchronous question. */
  pollForChanges(): void;
  close(): Promise<void>;
}

/**
 * SQLite: `PRAGMA data_version` on a connection of the feed's own changes whenever any other
 * connection (this server's, `npm run admin`, a test) commits, so the check is exact and costs
 * microseconds.
 */
export function sqliteChangeFeed(path: string, cache: PageCache): ChangeFeed {
  const connection = new DatabaseSync(path);
  const statement = connection.prepare("PRAGMA data_version");
  const read = () => Number((statement.get() as { data_version: number }).data_version);
  let seen = read();
  return {
    isReliable: () => true,
    pollForChanges() {
      const now = read();
      if (now === seen) return;
      seen = now;
      cache.invalidate();
    },
    close: async () => connection.close(),
  };
}

const channel = "warta_changes";

/**
 * PostgreSQL: triggers on the public tables NOTIFY `warta_changes` (migration 0005); every
 * instance LISTENs. A lost connection empties the cache and stops caching until it is back.
 */
export function postgresChangeFeed(url: string, cache: PageCache, logger: Logger): ChangeFeed {
  let client: pg.Client | undefined;
  let reliable = false;
  let closed = false;
  let retryMs = 500;

  const lost = (error?: unknown) => {
    if (closed) return;
    if (reliable) logger.warn({ err: error }, "change feed lost; page cache off until reconnected");
    reliable = false;
    cache.invalidate();
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    setTimeout(connect, retryMs).unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", () => cache.invalidate());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
      cache.invalidate();
      reliable = true;
      retryMs = 500;
    } catch (error) {
      next.removeAllListeners();
      next.end().catch(() => undefined);
      lost(error);
    }
  }
  void connect();

  return {
    isReliable: () => reliable,
    pollForChanges: () => undefined,
    async close() {
      closed = true;
      reliable = false;
      client?.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}

/** A feed that never trusts the cache: PAGE_CACHE=off. */
export const cacheOff: ChangeFeed = {
  isReliable: () => false,
  pollForChanges: () => undefined,
  close: async () => undefined,
};
