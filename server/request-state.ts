import type { IncomingMessage } from "node:http";
import type { DocumentRender } from "~/.server/document-render";

/**
 * What the server knows about one request beyond its method, URL and headers, carried from the
 * front (server/front.ts) through Express to React Router and its document entry
 * (app/entry.server.tsx, which sees `render` through React Router's context). Kept here, in one
 * place, rather than in a map per module.
 */
export interface RequestState {
  /** The form body the request guards read and checked, handed to React Router in place of the
   * request's stream, which they consumed. */
  body?: Buffer;
  /** How React Router renders this request's document (its CSP nonce), and how that went. */
  render?: DocumentRender;
  /** The page cache holds the response back: it is stored with its own compressed bodies, and
   * nothing else may compress it. */
  captured: boolean;
  /** The inline scripts the Content-Security-Policy allows: a nonce while rendering, the hashes of
   * the rendered scripts for a stored page (server/security-headers.ts). */
  scriptSources: string;
}

const states = new WeakMap<IncomingMessage, RequestState>();

/** The request's state, made empty on first use. */
export function requestState(req: IncomingMessage): RequestState {
  let state = states.get(req);
  if (!state) {
    state = { captured: false, scriptSources: "" };
    states.set(req, state);
  }
  return state;
}

/** The request's state if anything was recorded for it (a cached answer records nothing). */
export function recordedState(req: IncomingMessage): Readonly<RequestState> | undefined {
  return states.get(req);
}
