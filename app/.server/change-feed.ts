import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { busyTimeoutMs } from "./db/sqlite-driver";
import type { Logger } from "./logger";
import type { PageCache } from "./page-cache";

/** Tells the page cache about changes made by other processes and other instances. */
export interface ChangeFeed {
  /** False while changes could be missed (a lost PostgreSQL connection): then nothing is cached. */
  isReliable(): boolean;
  /**
   * Checks for a change made elsewhere, where that is a cheap synchronous question, for requests
   * read from their sockets in this turn of the event loop (the front, which runs in libuv's poll
   * phase): one check serves the rest of the turn.
   */
  pollForChanges(): void;
  /**
   * The same at any other moment (a render, which server/render-queue.ts starts after the poll):
   * the check this turn's poll made, if it made one, otherwise a check that serves only its caller.
   */
  checkForChanges(): void;
  /**
   * Resolves once this process has heard of every change committed before the call, its cache
   * dropped if there was one: a request that wrote answers after it, so that the next page its
   * sender asks for shows the change. Never rejects.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * SQLite: triggers on the public tables bump `content_version` (migration 0005). The feed reads it
 * on its own connection before cached answers, so a change by any connection (this server,
 * another worker, `npm run admin`, a test) is seen by the next request sent after it commits.
 * Writes that change nothing public (sessions, pending comments, subscribers) leave the cache
 * alone.
 */
export function sqliteChangeFeed(path: string, cache: PageCache): ChangeFeed {
  const connection = new DatabaseSync(path, { timeout: busyTimeoutMs });
  const statement = connection.prepare("select version from content_version where id = 1");
  const read = () => Number((statement.get() as { version: number } | undefined)?.version ?? 0);
  let seen = read();
  let readThisTurn = false;
  const nextTurn = () => {
    readThisTurn = false;
  };
  let readThisCallback = false;
  const forget = () => {
    readThisCallback = false;
  };
  const forgetAfterJobs = () => process.nextTick(forget);
  const check = () => {
    const now = read();
    if (now === seen) return;
    seen = now;
    cache.invalidate();
  };
  return {
    isReliable: () => true,
    pollForChanges() {
      // Requests handled in one turn of the event loop were read from sockets that were ready
      // when the turn began, so one read serves them all: under load the read was a tenth of a
      // cached answer's cost (docs/PERFORMANCE.md). It is forgotten in the turn's check phase,
      // before the next poll reads requests that may have been sent after it.
      if (readThisTurn) return;
      readThisTurn = true;
      setImmediate(nextTurn);
      check();
    },
    checkForChanges() {
      // Remembered from the check phase on, a read would still stand in the next poll (the
      // setImmediate that forgets it runs after that poll), for requests sent after it. So a
      // render started there reads for itself, unless this turn's poll has, and its read serves
      // only the promise jobs run with it: it is forgotten by a nextTick queued from a promise
      // job, which Node runs once every promise job queued until then has run. A render on SQLite
      // is all promise jobs (one read serves its settings and categories), and a new request is
      // only ever read in a later callback.
      if (readThisTurn || readThisCallback) return;
      readThisCallback = true;
      queueMicrotask(forgetAfterJobs);
      check();
    },
    // The counter is read synchronously: the change is heard as soon as it is read.
    settle: async () => check(),
    close: async () => connection.close(),
  };
}

const channel = "warta_changes";

/** How long a write's answer waits for its own change to come back before it goes anyway. */
const settleTimeoutMs = 2000;

/**
 * PostgreSQL: triggers on the public tables NOTIFY `warta_changes` (migration 0005); every
 * instance LISTENs, so writes that change nothing public leave the cache alone. A lost connection
 * (its `error` and `end` are handled: never fatal) empties the cache and stops caching until a new
 * one is listening, retried every 0.5 to 2 s: caching resumes within seconds of the database's
 * return.
 */
export function postgresChangeFeed(url: string, cache: PageCache, logger: Logger): ChangeFeed {
  let reliable = false;
  let closed = false;
  let retryMs = 500;

  // The connection being tried or listened on; a report from any other is stale.
  let current: pg.Client | undefined;

  // settle(): markers this process sent through the channel, and who waits for each. PostgreSQL
  // delivers notifications in the order their transactions committed, so a marker sent after a
  // write comes back after that write's own notification has dropped the cache.
  const markerPrefix = `settle:${randomUUID()}:`;
  let markers = 0;
  const waiting = new Map<string, () => void>();
  const releaseAll = () => {
    for (const release of waiting.values()) release();
    waiting.clear();
  };
  const heard = (payload: string | undefined) => {
    if (payload?.startsWith("settle:")) {
      // Another instance's marker is no change; ours releases its waiter.
      waiting.get(payload)?.();
      return;
    }
    cache.invalidate();
  };

  const lost = (from: pg.Client, error?: unknown) => {
    if (closed || from !== current) return;
    if (reliable) logger.warn({ err: error }, "change feed lost; page cache off until reconnected");
    reliable = false;
    cache.invalidate();
    releaseAll();
    void discard(from);
    current = undefined;
    setTimeout(connect, retryMs).unref();
    retryMs = Math.min(retryMs * 2, 2000);
  };

  async function connect() {
    if (closed) return;
    // Fails fast against an unreachable server, and notices a silently dropped connection.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    current = next;
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    next.on("notification", (message) => heard(message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (current !== next) return;
      cache.invalidate();
      reliable = true;
      retryMs = 500;
    } catch (error) {
      lost(next, error);
    }
  }
  void connect();

  return {
    isReliable: () => reliable,
    pollForChanges: () => undefined,
    checkForChanges: () => undefined,
    settle() {
      // Without a listening connection nothing is cached: there is nothing to wait for.
      const listener = current;
      if (!reliable || !listener) return Promise.resolve();
      const marker = `${markerPrefix}${++markers}`;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(release, settleTimeoutMs);
        timer.unref();
        function release() {
          clearTimeout(timer);
          waiting.delete(marker);
          resolve();
        }
        waiting.set(marker, release);
        listener.query("select pg_notify($1, $2)", [channel, marker]).catch(release);
      });
    },
    async close() {
      closed = true;
      reliable = false;
      releaseAll();
      if (current) await discard(current);
    },
  };
}

/**
 * Closes a connection that is no longer wanted. It keeps an error listener to the end: a dead
 * socket can still report an error after `end()`, and an EventEmitter's unheard "error" event
 * would end the whole process.
 */
function discard(connection: pg.Client): Promise<void> {
  connection.removeAllListeners();
  connection.on("error", () => undefined);
  return connection.end().catch(() => undefined);
}

/** A feed that never trusts the cache: PAGE_CACHE=off. */
export const cacheOff: ChangeFeed = {
  isReliable: () => false,
  pollForChanges: () => undefined,
  checkForChanges: () => undefined,
  settle: async () => undefined,
  close: async () => undefined,
};
