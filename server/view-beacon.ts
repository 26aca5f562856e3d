import type { IncomingMessage, ServerResponse } from "node:http";
import type { AudienceCounter, CountedView } from "~/.server/audience/counter";
import {
  campaignValue,
  deviceClass,
  notCounted,
  proxyCountry,
  referrerDomain,
  searchTerm,
  visitorHash,
} from "~/.server/audience/reader";
import type { DB } from "~/.server/db/connection";
import type { Logger } from "~/.server/logger";
import { getSiteSettings } from "~/.server/settings";
import { texts } from "~/.server/texts";
import { beaconSchema, maxBeaconBytes, type Beacon } from "~/lib/audience";
import { refuseForeignOrigin, type OwnOrigins } from "./origin-check";
import type { TrustProxyFn } from "./request-origin";

export interface BeaconOptions {
  counter: AudienceCounter;
  db: DB;
  logger: Logger;
  trust: TrustProxyFn;
  /** Whether a proxy in front is trusted: only then is its country header read. */
  trustsProxy: boolean;
  ownOrigins: OwnOrigins;
  siteUrl: string | undefined;
}

/**
 * The view beacon (POST /_kunjungan), answered by the front before the router, the page cache
 * and cookies: 204 whether counted or not (a bot, a prefetch, DNT or GPC, counting switched
 * off), 4xx for a body that is not a beacon. It reads the address and user agent only to hash
 * them with the day's secret; it never sets a cookie.
 */
export function viewBeacon(
  options: BeaconOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return reply(res, 405, texts.audience.method);
    }
    if (refuseForeignOrigin(req, res, options.ownOrigins)) return;
    if (Number(req.headers["content-length"] ?? 0) > maxBeaconBytes) {
      res.setHeader("Connection", "close");
      return reply(res, 413, texts.audience.tooLarge);
    }
    const body = await readSmall(req);
    if (body === undefined) {
      res.setHeader("Connection", "close");
      return reply(res, 413, texts.audience.tooLarge);
    }
    const beacon = parseBeacon(body);
    if (!beacon) return reply(res, 400, texts.audience.invalid);
    if (notCounted(req.headers)) return reply(res, 204);
    const site = await getSiteSettings(options.db);
    if (!site.audienceCounting) return reply(res, 204);
    const { day, secret } = await options.counter.today(site.timeZone);
    const agent = req.headers["user-agent"] ?? "";
    const ownHosts = hostsOf(options.siteUrl, site.siteUrl, req.headers.host);
    const visitor = visitorHash(
      secret,
      clientAddress(req, options.trust),
      agent,
      ownHosts[0] ?? "",
    );
    if (!options.counter.allow(visitor)) return reply(res, 429, texts.audience.tooMany);
    options.counter.record(day, countedView(beacon, visitor, agent, ownHosts, options, req));
    reply(res, 204);
  };
}

function countedView(
  beacon: Beacon,
  visitor: string,
  agent: string,
  ownHosts: string[],
  options: BeaconOptions,
  req: IncomingMessage,
): CountedView {
  if (beacon.search !== undefined) {
    const term = searchTerm(beacon.search);
    return { visitor, search: { term, empty: beacon.results === 0 }, sources: [] };
  }
  const sources: CountedView["sources"] = [["device", deviceClass(agent)]];
  const referrer = referrerDomain(beacon.referrer, ownHosts);
  if (referrer) sources.push(["referrer", referrer]);
  const utm = [
    ["utm_source", campaignValue(beacon.utmSource)],
    ["utm_medium", campaignValue(beacon.utmMedium)],
    ["utm_campaign", campaignValue(beacon.utmCampaign)],
  ] as const;
  for (const [kind, value] of utm) if (value) sources.push([kind, value]);
  const country = options.trustsProxy ? proxyCountry(req.headers) : undefined;
  if (country) sources.push(["country", country]);
  return { visitor, postId: beacon.post, sources };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function parseBeacon(body: Buffer): Beacon | undefined {
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(body));
  } catch {
    return undefined;
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

function reply(res: ServerResponse, status: number, message?: string): void {
  res.statusCode = status;
  if (message === undefined) return void res.end();
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(message);
}

/** The body, or undefined when it is larger than a beacon may be. */
function readSmall(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBeaconBytes) {
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** The reader's address as Express's `req.ip` reads it: the first hop not trusted, from the socket back. */
function clientAddress(req: IncomingMessage, trust: TrustProxyFn): string {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? "", ...forwarded];
  for (let hop = 0; hop < chain.length - 1; hop += 1) {
    if (!trust(chain[hop], hop)) return chain[hop] ?? "";
  }
  return chain[chain.length - 1] ?? "";
}

// Nearly every beacon names the same hosts: they are parsed once, not per view.
let lastHosts: { key: string; hosts: string[] } | undefined;

function hostsOf(...addresses: (string | undefined)[]): string[] {
  const key = addresses.join("\n");
  if (lastHosts?.key === key) return lastHosts.hosts;
  const hosts = parsedHosts(addresses);
  lastHosts = { key, hosts };
  return hosts;
}

function parsedHosts(addresses: (string | undefined)[]): string[] {
  const hosts: string[] = [];
  for (const address of addresses) {
    if (!address) continue;
    try {
      const url = address.includes("://") ? new URL(address) : new URL(`http://${address}`);
      hosts.push(url.hostname.toLowerCase());
    } catch {
      // Not an address: nothing to compare with.
    }
  }
  return hosts;
}
