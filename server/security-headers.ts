import { createHash, randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { embedOrigins } from "~/lib/embeds";
import { recordedState, requestState } from "./request-state";

const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

export interface SecurityHeaders {
  /** Sets them on a response, with the script sources recorded for its request. */
  (req: IncomingMessage, res: ServerResponse): void;
  /**
   * The same headers for a stored page, with its policy, as `name, value, …` for `writeHead`: a
   * cached answer sets no header one by one (each `setHeader` validates, lower-cases and stores
   * its name; together they were a fifth of a cached answer's time). A new array each call: the
   * caller adds its own.
   */
  list(req: IncomingMessage, contentSecurityPolicy: string): string[];
}

export interface SecurityHeaderOptions {
  /** SITE_URL is https: every answer asks browsers to stay on https. */
  siteHttps: boolean;
  /** Whether this request reached the site over https, by its socket or a trusted proxy's word. */
  viaHttps: (req: IncomingMessage) => boolean;
}

// Two years, subdomains included: what hstspreload.org asks for.
const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/**
 * Sets helmet's headers on a response, with a Content-Security-Policy that runs no inline script
 * but those the response names by nonce or hash (docs/decisions/0010-csp-and-the-page-cache.md).
 * Styles may be inline: React, Radix and sonner set style attributes and elements at run time.
 * Strict-Transport-Security when SITE_URL is https, or when this request came over https as the
 * socket or a trusted proxy's X-Forwarded-Proto says (never an untrusted client's header).
 */
export function securityHeaders({ siteHttps, viaHttps }: SecurityHeaderOptions): SecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [`'self'${scriptSourcesMark}`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "https:", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Exactly the players an article's embeds load once a reader asks (app/lib/embeds.ts).
        frameSrc: embedOrigins,
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: siteHttps ? [] : null,
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Article images may come from other sites; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Set per request below.
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
  });
  // helmet's headers are the same for every response but the script sources; it would build them
  // again for each one (a cached page's whole cost is a few dozen microseconds), so they are
  // taken from it once and only the sources are filled in per response.
  const headers = recordHeaders(middleware);
  headers.set("Permissions-Policy", permissionsPolicy);
  const [before = "", after = ""] = (headers.get(cspHeader) ?? "").split(scriptSourcesMark);
  headers.delete(cspHeader);
  const fixed = [...headers].flat();
  const hsts = ["Strict-Transport-Security", strictTransportSecurity];
  // One list for both ways of sending them. Media is never a stored page, so its cross-origin
  // exception is added only when they are set one by one.
  const list = (req: IncomingMessage, contentSecurityPolicy: string) => [
    ...fixed,
    cspHeader,
    contentSecurityPolicy,
    ...(siteHttps || viaHttps(req) ? hsts : []),
  ];
  const set = (req: IncomingMessage, res: ServerResponse) => {
    // Which inline scripts the response may run: a nonce while rendering, hashes for a stored page.
    const head = list(req, before + (recordedState(req)?.scriptSources ?? "") + after);
    for (let index = 0; index < head.length; index += 2) {
      res.setHeader(head[index] ?? "", head[index + 1] ?? "");
    }
    // Article images are public: feed readers and other sites may show them.
    if (req.url?.startsWith("/media/"))
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  };
  return Object.assign(set, { list });
}

const cspHeader = "Content-Security-Policy";
const scriptSourcesMark = " 'warta-script-sources'";

/** The headers a middleware sets on a response, by running it once against a recorder. */
function recordHeaders(middleware: ReturnType<typeof helmet>): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name, String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet did not set its headers synchronously");
  return headers;
}

// Each randomBytes call goes to the system's generator, a fiftieth of an uncached render's CPU
// here; one fill serves 256 nonces, each used once, as node's own randomUUID buffers its entropy.
const noncePool = Buffer.alloc(4096);
let nonceOffset = noncePool.length;

function newNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  nonceOffset += 16;
  return noncePool.toString("base64", nonceOffset - 16, nonceOffset);
}

/** Allows the response's inline scripts by a new nonce, and answers the nonce for the render. */
export function allowScriptsByNonce(
  headers: SecurityHeaders,
  req: IncomingMessage,
  res: ServerResponse,
): string {
  const nonce = newNonce();
  requestState(req).scriptSources = ` 'nonce-${nonce}'`;
  headers(req, res);
  return nonce;
}

/**
 * The body and policy for a stored page: the hashes of exactly the inline scripts rendered with
 * this response's nonce, and the body without that nonce. A script that reached the HTML any
 * other way (injected markup) has no nonce and so gets no hash: it stays blocked for every later
 * reader. The nonce is taken out because a cached body shows it to every reader (it would protect
 * nothing) and because it differs per render: with it, two workers stored two bodies with two
 * ETags for one page, and a conditional request got 304 only from the worker that rendered the
 * copy the client held. `modulepreload` and module `src` scripts load under `'self'` without it.
 */
export function sealStoredPage(
  headers: SecurityHeaders,
  req: IncomingMessage,
  res: ServerResponse,
  rendered: Buffer,
  nonce: string,
): { body: Buffer; policy: string } {
  const html = rendered.toString("utf8");
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  for (const [, attributes = "", content = ""] of html.matchAll(script)) {
    if (!attributes.includes(mark) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  requestState(req).scriptSources = [...hashes].map((hash) => ` ${hash}`).join("");
  headers(req, res);
  return {
    body: Buffer.from(html.replaceAll(mark, "")),
    policy: String(res.getHeader("Content-Security-Policy") ?? ""),
  };
}
