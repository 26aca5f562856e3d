import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

// Which inline scripts a response may run: a nonce while rendering, hashes for a stored page.
const scriptSources = new WeakMap<ServerResponse, string>();

const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

export type SecurityHeaders = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Sets helmet's headers on a response, with a Content-Security-Policy that runs no inline script
 * but those the response names by nonce or hash (docs/decisions/0010-csp-and-the-page-cache.md).
 * Styles may be inline: React, Radix and sonner set style attributes and elements at run time.
 */
export function securityHeaders(https: boolean): SecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req, res) => `'self'${scriptSources.get(res) ?? ""}`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "https:", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'none'"],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Article images may come from other sites; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  const ignore = () => undefined;
  return (req, res) => {
    middleware(req, res, ignore);
    res.setHeader("Permissions-Policy", permissionsPolicy);
    // Article images are public: feed readers and other sites may show them.
    if (req.url?.startsWith("/media/"))
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  };
}

/** Allows the response's inline scripts by a new nonce, and answers the nonce for the render. */
export function allowScriptsByNonce(
  headers: SecurityHeaders,
  req: IncomingMessage,
  res: ServerResponse,
): string {
  const nonce = randomBytes(16).toString("base64");
  scriptSources.set(res, ` 'nonce-${nonce}'`);
  headers(req, res);
  return nonce;
}

/**
 * The policy for a stored page: the hashes of exactly the inline scripts rendered with this
 * response's nonce. A script that reached the HTML any other way (injected markup) has no nonce
 * and so gets no hash: it stays blocked for every later reader.
 */
export function policyForStoredPage(
  headers: SecurityHeaders,
  req: IncomingMessage,
  res: ServerResponse,
  html: string,
  nonce: string,
): string {
  const hashes = new Set<string>();
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  for (const [, attributes = "", content = ""] of html.matchAll(script)) {
    if (!attributes.includes(`nonce="${nonce}"`) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  scriptSources.set(res, [...hashes].map((hash) => ` ${hash}`).join(""));
  headers(req, res);
  return String(res.getHeader("Content-Security-Policy") ?? "");
}
