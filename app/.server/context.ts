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
  /** Call `cache.invalidate()` after every write that changes what readers see. */
  cache: PageCache;
  /** Attempts counted in the database, shared by every instance (app/.server/rate-limit.ts). */
  limits: RateLimits;
}

export const servicesContext = createContext<Services>();

/** Facts about the current request that the Fetch API's Request does not carry. */
export interface RequestInfo {
  /** The client's address (the proxy's, unless TRUST_PROXY is set). */
  clientAddress: string;
  /** The id the request is logged under (server/request-id.ts). */
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
