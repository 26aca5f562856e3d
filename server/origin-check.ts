import type { IncomingMessage, ServerResponse } from "node:http";
import { requestOrigin, type TrustProxyFn } from "./request-origin";
import { sendProblem } from "./request-guards";

// Methods that change something. GET, HEAD and OPTIONS never write (every route keeps to that).
const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// A refused body up to this size is let through the socket unparsed after the answer, so that a
// browser reads the 403 page instead of a reset connection; a larger one is never received.
const discardedBodyLimit = 256 * 1024;

/** The origins a state-changing request may come from. */
export type OwnOrigins = (req: IncomingMessage) => readonly string[];

/**
 * The site's own origins: SITE_URL's, and the origin the request itself came to (a browser only
 * names that origin in `Origin` when the page that sent the form was served from it). The one
 * place that says what "our own origin" is, for every form, fetch and upload.
 */
export function siteOwnOrigins(siteUrl: string | undefined, trust: TrustProxyFn): OwnOrigins {
  const canonical = siteUrl ? new URL(siteUrl).origin : undefined;
  return (req) => {
    const own = requestOrigin(req, trust);
    return [canonical, own].filter((origin): origin is string => origin !== undefined);
  };
}

/**
 * Refuses a POST, PUT, PATCH or DELETE that a page of another site sent, before its body is read
 * is parsed or anything runs: 403 with a short Indonesian page. The sender is the `Origin` header, or
 * without it the `Referer`'s origin. A request with neither is let through: browsers name the
 * origin on every cross-site POST (and a `Referrer-Policy` cannot remove `Origin`), so only a
 * non-browser client (curl, a script) sends neither, and it could forge either header anyway.
 * `Origin: null` (a sandboxed frame, a redirect across sites) is refused.
 */
export function refuseForeignOrigin(
  req: IncomingMessage,
  res: ServerResponse,
  ownOrigins: OwnOrigins,
): boolean {
  if (!mutating.has(req.method ?? "GET")) return false;
  const sender = senderOrigin(req);
  if (sender === undefined) return false;
  if (ownOrigins(req).includes(sender)) return false;
  const length = Number(req.headers["content-length"] ?? Number.NaN);
  const asked = req.headers.expect !== undefined;
  if (asked || !(length <= discardedBodyLimit)) res.setHeader("Connection", "close");
  sendProblem(res, "foreignOrigin");
  return true;
}

/** The origin named by `Origin`, else by `Referer`; "null" for one that does not parse. */
function senderOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const named = origin ?? referer;
  if (named === undefined) return undefined;
  try {
    return new URL(named).origin;
  } catch {
    return "null";
  }
}
