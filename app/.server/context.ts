import { createContext, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { DB } from "./db/connection";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { PageCache } from "./page-cache";
import type { RateLimits } from "./rate-limit";

// Zod's own messages, for any check a schema leaves without one of ours, in Indonesian: every
// message a reader or an editor can get from the server is.
z.config(z.locales.id());

export interface Services {
  env: Env;
  db: DB;
  logger: Logger;
  /**
   * Rendered public pages. Invalidation has ONE trigger, the database: every table readers see
   * (posts, pages, categories, tags, post_tags, author_profiles, redirects, settings, comments'
   * updates and deletes, approved comments' inserts) announces its changes from triggers
   * (migrations 0005, 0006, 0015, 0022, 0024), and the change feed (change-feed.ts) drops the
   * pages, in this process and in every other instance. So nothing calls `cache.invalidate()` after
   * a write: a table whose rows become public gets a trigger in its migration instead. A request
   * that wrote answers only once the feed has heard it (ChangeFeed.settle, server/router-handler.ts),
   * so its next page is fresh on SQLite and PostgreSQL alike.
   */
  cache: PageCache;
  /** Attempts counted in the database, shared by every instance (app/.server/rate-limit.ts). */
  limits: RateLimits;
}

export const servicesContext = createContext<Services>();

/** Facts about the current request that the Fetch API's Request does not carry. */
export interface RequestInfo {
  /** The client's address (the proxy's, unless TRUST_PROXY is set). */
  clientAddress: string;
  /** The id the request is logged under (server/request-log.ts). */
  requestId: string;
}

export const requestInfoContext = createContext<RequestInfo>();

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}

/** The services the server was started with, as handed to every loader and action. */
export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
