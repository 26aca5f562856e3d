import cluster from "node:cluster";
import { getHeapStatistics } from "node:v8";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { requestInfoContext, servicesContext, type Services } from "~/.server/context";
import { documentRenderContext } from "~/.server/document-render";
import { closeDatabase, connect, type DB } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";
import { parseEnv, type Env } from "~/.server/env";
import { configureMediaStorage } from "~/.server/media-storage";
import { startJobs } from "~/.server/jobs/start";
import { createLogger, type Logger } from "~/.server/logger";
import { cacheOff, postgresChangeFeed, sqliteChangeFeed } from "~/.server/change-feed";
import { AudienceCounter } from "~/.server/audience/counter";
import { audienceClock, startAudienceWork } from "~/.server/audience/timers";
import { PageCache } from "~/.server/page-cache";
import { createRateLimits } from "~/.server/rate-limit";
import { rememberReadsWith } from "~/.server/read-memory";
import { seedDemoContentIfEmpty } from "~/.server/seed";
import { indexUnindexedPosts } from "~/.server/db/search-index";
import { runPrimary } from "./cluster";
import { DatabaseHealth, healthzHandler, unavailableWhileDatabaseDown } from "./database-health";
import { createFront } from "./front";
import { releaseMemoryWhenIdle } from "./idle-memory";
import { listen } from "./listen";
import { siteOwnOrigins } from "./origin-check";
import { clientErrorHandler, routeMethods } from "./request-guards";
import { requestProtocol, type TrustProxyFn } from "./request-origin";
import { requestLog } from "./request-log";
import { recordedState } from "./request-state";
import { RenderQueue } from "./render-queue";
import { routerHandler } from "./router-handler";
import { withServerHooks } from "./router-hooks";
import { securityHeaders } from "./security-headers";
import { stopOnSignals } from "./shutdown";
import { unavailableResponse } from "./unavailable-page";
import { viewBeacon } from "./view-beacon";
import { staticFiles } from "./static-files";

export interface StartOptions {
  /** Development only: Vite's middleware and a build loaded through it. */
  dev?: { middleware: RequestHandler; build: () => Promise<ServerBuild> };
  /** A cluster worker: the primary has migrated and seeded already. */
  databaseReady?: boolean;
}

/**
 * The production entry (server.js): one process when WEB_CONCURRENCY is 1, otherwise a primary
 * that prepares the database once and runs that many workers.
 */
export async function serve(): Promise<void> {
  if (cluster.isWorker) return start({ databaseReady: true });
  const env = parseEnv();
  if (env.WEB_CONCURRENCY <= 1) return start();
  const logger = createLogger(env.LOG_LEVEL);
  const connection = connect(env.DATABASE_URL);
  try {
    await prepareDatabase(connection.db, env, logger);
  } finally {
    await closeDatabase(connection);
  }
  runPrimary(env.WEB_CONCURRENCY, logger);
}

/** Migrates the database and writes the demo content into an empty one. */
async function prepareDatabase(db: DB, env: Env, logger: Logger): Promise<void> {
  await migrateToLatest(db);
  const indexed = await indexUnindexedPosts(db);
  if (indexed > 0) logger.info({ posts: indexed }, "articles indexed for Indonesian search");
  if (env.SEED_DEMO) {
    const seeded = await seedDemoContentIfEmpty(db);
    if (seeded) logger.info({ posts: seeded }, "demo content written");
  }
}

/** Opens the database, migrates it, writes demo content on a first start, and listens. */
export async function start(options: StartOptions = {}): Promise<void> {
  const env = parseEnv();
  configureMediaStorage(env);
  const logger = createLogger(env.LOG_LEVEL);
  const connection = connect(env.DATABASE_URL, {
    onIdleError: (error) =>
      logger.warn({ err: error }, "idle database connection lost; the pool opens another"),
  });
  const { db } = connection;
  if (!options.databaseReady) await prepareDatabase(db, env, logger);
  const cache = new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 });
  const limits = createRateLimits(connection);
  const health = new DatabaseHealth(db, logger);
  const services: Services = { env, db, logger, cache, limits };
  // The feed runs with the page cache off too: what a render reads from memory (the settings, the
  // categories) is dropped by it as pages are, so an uncached page reads only its own rows.
  const changeFeed = env.DATABASE_URL.startsWith("file:")
    ? sqliteChangeFeed(env.DATABASE_URL.slice("file:".length), cache)
    : postgresChangeFeed(env.DATABASE_URL, cache, logger);
  rememberReadsWith(cache, changeFeed);
  const pageFeed = env.PAGE_CACHE ? changeFeed : cacheOff;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // What streams: a client navigation's data, the export, the subscribers' CSV. Pages, feeds,
  // sitemaps and robots.txt are compressed whole by the router handler
  // (server/compress-document.ts), and the page cache and the build's assets carry their own
  // compressed bytes. Speed beats the last few percent, as for pages. A stream is written at its
  // reader's pace, so fifty readers hold fifty encoders: with brotli's default 4 MB window each
  // took about 5 MB (feeds streamed here once, and an uncached run ended at 310 MB resident); a
  // 256 KB window does as well for these (docs/PERFORMANCE.md).
  const compress = compression({
    level: 3,
    brotli: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 2,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  // A page the cache holds back is stored with its own br and gzip bodies.
  app.use((req, res, next) => (recordedState(req)?.captured ? next() : compress(req, res, next)));
  app.get("/healthz", healthzHandler(health));
  if (options.dev) {
    app.use(options.dev.middleware);
  } else {
    app.use("/assets", staticFiles("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(staticFiles("build/client", { maxAge: "1h", index: false }));
  }
  app.use(unavailableWhileDatabaseDown(health));
  const hook = (build: ServerBuild) =>
    withServerHooks(build, { logger, health, siteUrl: env.SITE_URL });
  const dev = options.dev;
  const build = dev
    ? () => dev.build().then(hook)
    : hook(await import("virtual:react-router/server-build"));
  // In development the routes change under Vite, so they are read again for every request.
  const methods =
    typeof build === "function"
      ? async (pathname: string) => routeMethods(await build())(pathname)
      : routeMethods(build);
  app.use(
    routerHandler(build, {
      loadContext(req) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestInfoContext, {
          clientAddress: req.ip ?? "unknown",
          requestId: String(req.res?.getHeader("x-request-id") ?? ""),
        });
        const render = recordedState(req)?.render;
        if (render) context.set(documentRenderContext, render);
        return context;
      },
      replaceServerError: () => (health.isReachable ? undefined : unavailableResponse()),
      afterWrite: () => changeFeed.settle(),
      queue: new RenderQueue(env.RENDER_CONCURRENCY),
    }),
  );
  // Express's own reading of TRUST_PROXY, so that the front and the router agree on a request's
  // origin and protocol.
  const trust = app.get("trust proxy fn") as TrustProxyFn;
  const ownOrigins = siteOwnOrigins(env.SITE_URL, trust);
  // The clock moves only for tests (the midnight rotation's), never in production.
  const audienceNow = audienceClock(env.NODE_ENV === "test" ? env.AUDIENCE_CLOCK_OFFSET_HOURS : 0);
  const audience = new AudienceCounter(db, audienceNow);
  const front = createFront({
    app,
    cache,
    feed: pageFeed,
    headers: securityHeaders({
      siteHttps: env.SITE_URL?.startsWith("https:") ?? false,
      viaHttps: (req) => requestProtocol(req, trust) === "https",
    }),
    methods,
    ownOrigins,
    log: requestLog(logger),
    onError: (error) => logger.error({ err: error }, "request failed before routing"),
    beacon: viewBeacon({
      counter: audience,
      db,
      logger,
      trust,
      trustsProxy: env.TRUST_PROXY !== false,
      ownOrigins,
      siteUrl: env.SITE_URL,
    }),
  });

  const server = await listen(front, env.PORT, env.HOST);
  server.on("clientError", clientErrorHandler(methods));
  server.on("checkContinue", front);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  // The heap limit V8 works to (server.js sets defaults the operator may override).
  const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
  logger.info({ port, url: `http://localhost:${port}`, heapLimitMb }, "listening");
  // Started once the port is ours: a start that fails never sends mail.
  const jobs = startJobs(services);
  // Flushing the view buffer, ranking Terpopuler, starting each day (app/.server/audience/timers.ts).
  const audienceWork = startAudienceWork(services, audience, audienceNow);
  const stopReleasingMemory = releaseMemoryWhenIdle(logger);

  stopOnSignals(server, logger, async () => {
    health.close();
    limits.close();
    stopReleasingMemory();
    // The counted views are written before the database closes.
    await audienceWork.stop();
    await Promise.all([changeFeed.close(), jobs.stop()]);
    await closeDatabase(connection);
  });
}
