import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import type { DeviceClass } from "~/lib/audience";

// What the server may learn from a beacon's request, and what it must not keep: the address and
// the user agent are read here, hashed with the day's secret, and dropped.

/**
 * Why a request is not counted, or undefined when it is: a crawler or a headless browser, a
 * prefetch or a prerender not yet shown, or a reader who asked not to be tracked (DNT, GPC).
 */
export function notCounted(headers: IncomingHttpHeaders): string | undefined {
  const agent = headers["user-agent"] ?? "";
  if (agent === "" || isbot(agent) || /headless|lighthouse|electron/i.test(agent)) return "bot";
  const purpose = `${String(headers["sec-purpose"] ?? "")} ${String(headers.purpose ?? "")}`;
  if (/prefetch|prerender/i.test(purpose)) return "prefetch";
  if (headers.dnt === "1" || headers["sec-gpc"] === "1") return "opted-out";
  return undefined;
}

/** A visitor's name for one day: the day's secret, address, user agent and site, hashed. */
export function visitorHash(secret: string, address: string, agent: string, site: string): string {
  return createHash("sha256")
    .update(`${secret}\0${address}\0${agent}\0${site}`)
    .digest("base64url");
}

/** The key stored for "this visitor read this article today" (article 0: the site). */
export function seenKey(visitor: string, postId: number): string {
  const digest = createHash("sha256").update(`${visitor}:${postId}`).digest("base64url");
  // Copied, not sliced: a slice keeps the whole digest's text alive, and the counter remembers
  // up to 500,000 keys a day (59 MB as slices, 31 MB as copies).
  return Buffer.from(digest.slice(0, 22), "latin1").toString("latin1");
}

export function deviceClass(agent: string): DeviceClass {
  if (/ipad|tablet|playbook|silk|android(?!.*mobile)/i.test(agent)) return "tablet";
  if (/mobi|iphone|ipod|android|opera mini|iemobile/i.test(agent)) return "mobile";
  return "desktop";
}

/** The referring site's domain, or undefined for none, this site itself, or something unreadable. */
export function referrerDomain(
  referrer: string | undefined,
  ownHosts: string[],
): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    host = url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (host === "" || ownHosts.includes(host)) return undefined;
  return host.replace(/^www\./, "").slice(0, 100);
}

/** A UTM value as stored: trimmed, lowercase, at most 100 characters; undefined when empty. */
export function campaignValue(value: string | undefined): string | undefined {
  const text = value?.trim().toLowerCase().slice(0, 100);
  return text || undefined;
}

/** Search terms as stored: lowercase words separated by one space, at most 100 characters. */
export function searchTerm(search: string): string {
  return search.toLowerCase().replace(/\s+/g, " ").trim().slice(0, 100);
}

/** The country a trusted proxy named (CF-IPCountry and the like), two capital letters. */
export function proxyCountry(headers: IncomingHttpHeaders): string | undefined {
  const value = String(headers["cf-ipcountry"] ?? headers["x-country-code"] ?? "").toUpperCase();
  if (!/^[A-Z]{2}$/.test(value) || value === "XX" || value === "T1") return undefined;
  return value;
}
