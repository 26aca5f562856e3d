import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { compressDocument } from "./compress-document";
import { keepPrivate } from "./private-answers";
import type { RenderQueue } from "./render-queue";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { requestState } from "./request-state";

/**
 * React Router behind Express, as @react-router/express does it, but taking a body the guards
 * have read already, and taking a rendered page as the buffer it was rendered into
 * (app/entry.server.tsx) and compressing it, or a feed, in one call.
 */
export interface RouterHandlerOptions {
  loadContext: (req: ExpressRequest) => RouterContextProvider;
  /**
   * What to send instead of a server error, if anything: while the database is out of reach,
   * the 503 page, whether the failed request was a page, a client navigation's data or a feed.
   */
  replaceServerError: () => Response | undefined;
  /**
   * Awaited after an action (any method but GET and HEAD) and before its answer is sent: the
   * change feed hearing what it wrote (ChangeFeed.settle), so that the next page is fresh.
   */
  afterWrite: () => Promise<void>;
  /** Whose turn it is to render: a request holds its turn until its page is sent (or stored). */
  queue: RenderQueue;
}

export function routerHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  options: RouterHandlerOptions,
): RequestHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return async (req, res, next) => {
    const state = requestState(req);
    const release = await options.queue.acquire();
    res.once("close", release);
    // A client that left while waiting is not rendered for.
    if (res.destroyed) return release();
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const init: RequestInit & { duplex?: "half" } = {
        method: req.method,
        headers: toHeaders(req.headers),
        signal: controller.signal,
      };
      if (req.method !== "GET" && req.method !== "HEAD") {
        const { body } = state;
        // A request sent without a body starts ended (server/listen.ts) and would never end a stream.
        init.body = body
          ? new Uint8Array(body)
          : req.readableEnded
            ? new Uint8Array()
            : createReadableStreamFromReadable(req);
        init.duplex = "half";
      }
      const url = `${req.protocol}://${req.host || "localhost"}${req.originalUrl}`;
      let response = await handle(new Request(url, init), options.loadContext(req));
      if (init.body !== undefined) {
        // Waiting for the feed takes no CPU: the turn goes to the next render meanwhile.
        release();
        await options.afterWrite();
      }
      const replacement = response.status >= 500 ? options.replaceServerError() : undefined;
      if (replacement) {
        await response.body?.cancel();
        response = replacement;
      }
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      // A route's own header replaces the front's default for it (helmet's nosniff, say), never
      // doubles it; only Set-Cookie may repeat.
      for (const [key, value] of response.headers.entries()) {
        if (key === "set-cookie") res.append(key, value);
        else res.setHeader(key, value);
      }
      keepPrivate(req, res);
      const rendered = state.render?.document;
      const page =
        rendered?.response === response
          ? rendered.body
          : isWhole(response.headers.get("content-type")) && response.body
            ? Buffer.from(await response.arrayBuffer())
            : undefined;
      // A page the cache holds back is stored with its own compressed bodies.
      if (page && state.captured) return void res.end(page);
      // A body too large to compress on the main thread at once (a sitemap of 50,000 articles)
      // goes to the compression middleware, which streams it through the thread pool.
      if (page && page.length > oneCallBytes) return void res.end(page);
      if (page) {
        const document = compressDocument(page, req.headers["accept-encoding"]);
        res.vary("Accept-Encoding");
        if (document.encoding !== "identity") res.setHeader("Content-Encoding", document.encoding);
        res.setHeader("Content-Length", document.body.length);
        return void res.end(document.body);
      }
      if (!response.body) return void res.end();
      // A streamed answer (a feed, an export) is written at the client's pace, not in a turn.
      release();
      await writeReadableStreamToWritable(response.body, res).catch((error: unknown) => {
        if (!res.destroyed) throw error;
      });
    } catch (error) {
      release();
      next(error);
    }
  };
}

// What the app writes whole, as one string, and is sent and compressed so: pages, feeds,
// sitemaps, robots.txt. A feed through the compression middleware was turned into a web stream,
// encoded chunk by chunk and handed to a brotli stream: a fifth of an uncached feed's CPU
// (docs/PERFORMANCE.md). Anything else (media, the export, a client navigation's data) streams.
const wholeTypes =
  /^(?:text\/html|text\/plain|application\/(?:rss\+xml|feed\+json|xml))\s*(?:;|$)/i;

const oneCallBytes = 256 * 1024;

function isWhole(contentType: string | null): boolean {
  return contentType !== null && wholeTypes.test(contentType);
}

function toHeaders(raw: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(raw)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}
