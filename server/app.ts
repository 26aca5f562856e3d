import { randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { requestInfoContext, servicesContext, type Services } from "~/.server/context";
import { openDatabase } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";
import { parseEnv } from "~/.server/env";
import { createLogger } from "~/.server/logger";
import { cacheOff, postgresChangeFeed, sqliteChangeFeed } from "~/.server/change-feed";
import { PageCache } from "~/.server/page-cache";
import { seedDemoContentIfEmpty } from "../database/seed";
import { pageCacheMiddleware } from "./page-cache-http";

export interface StartOptions {
  /** Development only: Vite's middleware and a build loaded through it. */
  dev?: { middleware: RequestHandler; build: () => Promise<ServerBuild> };
}

/** Opens the database, migrates it, writes demo content on a first start, and listens. */
export async function start(options: StartOptions = {}): Promise<void> {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const db = openDatabase(env.DATABASE_URL);
  await migrateToLatest(db);
  if (env.SEED_DEMO) {
    const seeded = await seedDemoContentIfEmpty(db);
    if (seeded) logger.info({ posts: seeded }, "demo content written");
  }
  const cache = new PageCache();
  const services: Services = { env, db, logger, cache };
  const changeFeed = !env.PAGE_CACHE
    ? cacheOff
    : env.DATABASE_URL.startsWith("file:")
      ? sqliteChangeFeed(env.DATABASE_URL.slice("file:".length), cache)
      : postgresChangeFeed(env.DATABASE_URL, cache, logger);

  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLogging(services));
  app.use(compression());
  app.get("/healthz", async (_req, res) => {
    await db.selectFrom("categories").select("id").limit(1).execute();
    res.json({ status: "ok" });
  });
  if (options.dev) {
    app.use(options.dev.middleware);
  } else {
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(express.static("build/client", { maxAge: "1h", index: false }));
  }
  app.use(pageCacheMiddleware(cache, changeFeed));
  app.use(
    createRequestHandler({
      build: options.dev?.build ?? (() => import("virtual:react-router/server-build")),
      getLoadContext: (req) => {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestInfoContext, { clientAddress: req.ip ?? "unknown" });
        return context;
      },
    }),
  );

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, url: `http://localhost:${port}` }, "listening");
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close(() => {
      void Promise.all([changeFeed.close(), db.destroy()]).finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

function requestLogging({ logger }: Services): RequestHandler {
  return (req, res, next) => {
    const id = req.get("x-request-id") ?? randomUUID();
    const started = performance.now();
    res.setHeader("x-request-id", id);
    res.on("finish", () => {
      logger.info(
        {
          id,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    });
    next();
  };
}
