import type { IncomingMessage, ServerResponse } from "node:http";
import type { ChangeFeed } from "~/.server/change-feed";
import type { DocumentRender } from "~/.server/document-render";
import type { PageCache } from "~/.server/page-cache";
import { beaconPath } from "~/lib/audience";
import { refuseForeignOrigin, type OwnOrigins } from "./origin-check";
import { cacheKey, captureForCache, sendPage } from "./page-cache-http";
import { readFormBody, refuseBadUrl, refuseMethod, type RouteMethods } from "./request-guards";
import type { LoggedRequest, RequestLog } from "./request-log";
import { requestState } from "./request-state";
import { allowScriptsByNonce, sealStoredPage, type SecurityHeaders } from "./security-headers";

export interface FrontOptions {
  /** Everything the front does not answer itself: Express with static files and React Router. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  cache: PageCache;
  feed: ChangeFeed;
  headers: SecurityHeaders;
  methods: (pathname: string) => RouteMethods | Promise<RouteMethods>;
  /** The origins a form, fetch or upload may come from (server/origin-check.ts). */
  ownOrigins: OwnOrigins;
  /** One line per request (server/request-log.ts). */
  log: RequestLog;
  /** A fault of the front itself (a body stream that broke while read): logged, connection cut. */
  onError: (error: unknown) => void;
  /** The view beacon (server/view-beacon.ts), answered before the cache and the router. */
  beacon?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/**
 * The plain node:http handler in front of Express. A cached page is answered here first, before
 * the guards, the router, compression or cookie parsing run (a URL the guards refuse is never
 * stored, so it cannot be a hit); everything else passes the guards (URL, the sender's origin for
 * a state-changing request, method, form body), gets a CSP nonce, and goes on to Express. Every
 * response gets the security headers.
 */
export function createFront(
  options: FrontOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const fail = (res: ServerResponse, error: unknown) => {
    options.onError(error);
    res.destroy();
  };
  return (req, res) => {
    try {
      const entry = options.log.open(req);
      if (options.beacon && isBeacon(req.url)) {
        answerBeacon(options, options.beacon, entry, req, res).catch((error: unknown) =>
          fail(res, error),
        );
        return;
      }
      const key = options.feed.isReliable() ? cacheKey(req) : undefined;
      // A hit is answered without a promise: it is most of what a busy site sends.
      if (key && answerFromCache(options, key, entry, req, res)) return;
      handle(options, key, entry, req, res).catch((error: unknown) => fail(res, error));
    } catch (error) {
      fail(res, error);
    }
  };
}

function isBeacon(url: string | undefined): boolean {
  return url === beaconPath || (url?.startsWith(`${beaconPath}?`) ?? false);
}

// The beacon's answers are a 204 or a line of plain text, never a document: the page headers
// (CSP and the rest, set by helmet per response) would cost more than the beacon itself.
async function answerBeacon(
  { log }: FrontOptions,
  beacon: NonNullable<FrontOptions["beacon"]>,
  entry: LoggedRequest,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  log.follow(entry, res);
  res.setHeader("X-Content-Type-Options", "nosniff");
  await beacon(req, res);
}

function answerFromCache(
  { cache, feed, headers, log }: FrontOptions,
  key: string,
  entry: LoggedRequest,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  feed.pollForChanges();
  const hit = cache.get(key);
  if (!hit) return false;
  const head = headers.list(req, hit.contentSecurityPolicy);
  head.push("x-request-id", entry.id, "X-Cache", "HIT");
  sendPage(req, res, hit, head);
  log.close(entry, res);
  return true;
}

async function handle(
  { app, cache, feed, headers, methods, ownOrigins, log }: FrontOptions,
  key: string | undefined,
  entry: LoggedRequest,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  log.follow(entry, res);
  headers(req, res);
  if (refuseBadUrl(req, res)) return;
  if (refuseForeignOrigin(req, res, ownOrigins)) return;
  if (key) res.setHeader("X-Cache", "MISS");
  const routeMethods = await methods(targetPathname(req.url ?? "/"));
  if (refuseMethod(req, res, routeMethods)) return;
  if (req.method === "POST") {
    const body = await readFormBody(req, res, routeMethods);
    if (body === "answered") return;
    if (body) requestState(req).body = body;
  }
  const nonce = allowScriptsByNonce(headers, req, res);
  const storing = key !== undefined && req.method === "GET";
  const render: DocumentRender = { nonce, failed: false };
  const state = requestState(req);
  state.render = render;
  if (storing) {
    state.captured = true;
    captureForCache(req, res, {
      cache,
      key,
      storable: () => !render.failed && feed.isReliable(),
      seal: (body) => sealStoredPage(headers, req, res, body, nonce),
    });
  }
  app(req, res);
}

// Origin + target, as the router handler builds its URL: `new URL("//admin", base)` would read
// `admin` as a host and match the wrong route.
function targetPathname(url: string): string {
  try {
    return new URL(url.startsWith("/") ? `http://x${url}` : url, "http://x").pathname;
  } catch {
    return "/";
  }
}
