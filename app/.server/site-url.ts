import type { Env } from "./env";

/**
 * The absolute origin links and share tags are built on: SITE_URL when set (behind a proxy or a
 * CDN the request's own host may be an internal one), otherwise the origin the request came to.
 */
export function siteOrigin(env: Pick<Env, "SITE_URL">, request: Request): string {
  const base = env.SITE_URL ?? new URL(request.url).origin;
  // Without the trailing slash, links are built as origin + "/path".
  return base.replace(/\/+$/, "");
}
