import type { IncomingMessage, ServerResponse } from "node:http";
import { firstSegment, routerPathname } from "~/.server/router-path";

// What no shared cache (ours, a proxy's, a CDN's) may keep. Decided on the path as the router
// matches it (app/.server/router-path.ts): /Admin, /%61dmin and /admin/.data are /admin too.
// The admin and its token pages (reset link), better-auth, and the newsletter's token pages
// (confirm, unsubscribe) and form, and the reply notices' token pages (komentar/…).
const privateSections = new Set(["admin", "api", "newsletter", "komentar"]);
// Never from the page cache either, but public: each answers its own Cache-Control.
const ownCachingSections = new Set(["media", "assets", "healthz"]);
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export const privateCacheControl = "private, no-store";

/** Whether the path is one of the private sections, however the request spelled it. */
export function isPrivatePath(url: string): boolean {
  return privateSections.has(firstSegment(routerPathname(url)));
}

/** Whether the page cache may hold the answer for this path (it still checks the answer). */
export function isCacheablePath(url: string): boolean {
  const section = firstSegment(routerPathname(url));
  return !privateSections.has(section) && !ownCachingSections.has(section);
}

/** Whether the request carries a session: what it is answered may be meant for that user only. */
export function isSignedIn(req: IncomingMessage): boolean {
  return sessionCookie.test(req.headers.cookie ?? "");
}

/**
 * Marks a routed answer `private, no-store` when it belongs to one reader: a private path, a
 * response that sets a cookie, or anything answering a signed-in request (feeds and media that
 * declare themselves `public` stay so: they are the same bytes for everyone). Called once the
 * route's own headers are on the response, so it overrides them.
 */
export function keepPrivate(req: IncomingMessage, res: ServerResponse): void {
  const own = String(res.getHeader("cache-control") ?? "");
  const forOneReader =
    isPrivatePath(req.url ?? "/") ||
    res.hasHeader("set-cookie") ||
    (isSignedIn(req) && !/\bpublic\b/.test(own));
  if (forOneReader) res.setHeader("Cache-Control", privateCacheControl);
}
