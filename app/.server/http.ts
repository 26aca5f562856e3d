import { data, redirect } from "react-router";
import type { DB } from "./db/connection";
import { findOldAddress } from "./db/redirects";

/** Ends a loader with the route's 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The address the reader asked for. A client-side navigation loads a page's data from `/x.data`
 * (`/_root.data` for the home page, with a `_routes` parameter): it names the page `/x`.
 */
export function requestedUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  if (url.searchParams.has("_routes")) url.searchParams.delete("_routes");
  return url;
}

/**
 * Ends a loader for an address no live content answers: 301 to where its content moved, 410 when
 * it was deleted (the error boundary shows the "gone" page), otherwise 404.
 */
export async function missing(db: DB, request: Request): Promise<never> {
  const old = await findOldAddress(db, requestedUrl(request));
  if (old?.status === 301) throw redirect(old.location, 301);
  if (old?.status === 410) throw data(null, { status: 410 });
  notFound();
}

// The home list's own query parameters; any other one may be an imported site's old link.
const listParams = new Set(["q", "category", "page"]);

/**
 * On the home page, a query the list does not use (WordPress' `/?p=123`, `/?page_id=7`) is looked
 * up among old addresses and answered 301 when it moved; otherwise the list shows as usual.
 */
export async function redirectOldQuery(db: DB, request: Request): Promise<void> {
  const url = requestedUrl(request);
  if ([...url.searchParams.keys()].every((key) => listParams.has(key))) return;
  const old = await findOldAddress(db, url);
  if (old?.status === 301) throw redirect(old.location, 301);
}

/**
 * An unsubscribe POST's token and whether a mail program sent it (RFC 8058: to the
 * List-Unsubscribe address, token in the URL, body `List-Unsubscribe=One-Click`, which needs a
 * 2xx and no page) or the page's own button did (token in the form). Undefined token when it
 * does not pass `tokenSchema`.
 */
export async function unsubscribeRequest(
  request: Request,
  tokenSchema: { safeParse(value: unknown): { success: boolean } },
): Promise<{ token: string | undefined; oneClick: boolean }> {
  const form = await request.formData().catch(() => null);
  const token = form?.get("token") ?? new URL(request.url).searchParams.get("token");
  const valid = typeof token === "string" && tokenSchema.safeParse(token).success;
  return {
    token: valid ? token : undefined,
    oneClick: form?.get("List-Unsubscribe") === "One-Click",
  };
}
