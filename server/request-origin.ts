import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/** Express's compiled `trust proxy` setting: whether the hop at `address` may speak for the client. */
export type TrustProxyFn = (address: string | undefined, hop: number) => boolean;

/**
 * The protocol the client used, as Express's `req.protocol` reads it: the socket's own, or the
 * first X-Forwarded-Proto when the peer is a trusted proxy. A header from anyone else is ignored.
 */
export function requestProtocol(req: IncomingMessage, trust: TrustProxyFn): string {
  const own = (req.socket as Partial<TLSSocket>).encrypted ? "https" : "http";
  if (!trust(req.socket.remoteAddress, 0)) return own;
  const header = firstValue(req.headers["x-forwarded-proto"]);
  return header ? header.toLowerCase() : own;
}

/**
 * The origin the request came to, as the router handler builds its URL from Express's
 * `req.protocol` and `req.host` (X-Forwarded-Host only from a trusted proxy). Undefined without
 * a usable host.
 */
export function requestOrigin(req: IncomingMessage, trust: TrustProxyFn): string | undefined {
  const forwarded = trust(req.socket.remoteAddress, 0)
    ? firstValue(req.headers["x-forwarded-host"])
    : undefined;
  const host = forwarded || req.headers.host;
  if (!host) return undefined;
  try {
    return new URL(`${requestProtocol(req, trust)}://${host}`).origin;
  } catch {
    return undefined;
  }
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}
