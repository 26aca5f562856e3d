import type { Services } from "./context";
import type { DB } from "./db/connection";
import type { Env } from "./env";
import { getSiteSettings, readSiteSettings, recordSiteUrl } from "./settings";

// The one place every absolute URL Warta writes starts from: mail links, better-auth's base URL,
// canonical and share tags, feeds, sitemaps (docs/decisions/0014-canonical-address.md). A
// request's Host or X-Forwarded-Host never names it: anyone can send those.

interface Site {
  db: DB;
  env: Pick<Env, "SITE_URL">;
}

/**
 * The site's canonical origin: SITE_URL when set, otherwise the address recorded when the first
 * account was created (editable in Pengaturan); null on a site that has neither yet.
 */
export async function canonicalOrigin(site: Site): Promise<string | null> {
  const remembered = await rememberedOrigin(site);
  if (remembered !== null) return remembered;
  // "None yet" is asked of the database itself: another worker or instance may have recorded
  // the address since this one last read its settings, and a reset link must not be dropped.
  const stored = (await readSiteSettings(site.db)).siteUrl;
  return stored === "" ? null : stored;
}

/**
 * The origin a page is rendered with: the canonical one, or, on a new site before any account
 * exists, the origin the request came to. Never for a mailed link: mail reads canonicalOrigin.
 * What this process remembers is enough for a page: recording the address is a write the change
 * feed reports, which drops the remembered settings together with the pages rendered without it
 * (a new site's every render read the settings again instead).
 */
export async function siteOrigin(site: Site, request: Request): Promise<string> {
  return (await rememberedOrigin(site)) ?? new URL(request.url).origin;
}

async function rememberedOrigin({ db, env }: Site): Promise<string | null> {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  const remembered = (await getSiteSettings(db)).siteUrl;
  return remembered === "" ? null : remembered;
}

/**
 * Records `origin` as the site's address when none is recorded yet, and drops the pages rendered
 * without it. True when it was recorded now. Called for the first account's sign-up and for an admin's own request on a site
 * whose first account is older than this rule.
 */
export async function adoptSiteOrigin(svc: Services, origin: string): Promise<boolean> {
  // With SITE_URL set, that is the address to keep should the variable be removed one day.
  const address = svc.env.SITE_URL ? new URL(svc.env.SITE_URL).origin : origin;
  // The settings' trigger drops the pages rendered without it (app/.server/context.ts).
  return recordSiteUrl(svc.db, address);
}
