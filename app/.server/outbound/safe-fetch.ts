import { lookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { texts } from "~/.server/texts";
import { forbiddenKind } from "./addresses";

const t = texts.outbound;

/** A request Warta refused to make or could not finish; the message is Indonesian, for reports. */
export class OutboundError extends Error {}

export interface SafeFetchOptions {
  /** Bodies larger than this are refused while they arrive. */
  maxBytes: number;
  /** For the whole exchange, redirects and body included. */
  timeoutMs?: number;
}

export interface SafeResponse {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  header(name: string): string;
  /** The body, at most maxBytes; OutboundError past that. */
  bytes(): Promise<Uint8Array>;
  /** Drops the body unread. */
  cancel(): void;
}

const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a public http(s) URL. Every hop (at most 5 redirects, followed here rather than by the
 * library) resolves its host name and refuses loopback, private, link-local, shared, multicast,
 * unspecified and reserved addresses; the connection goes to the address that was checked, so a
 * name cannot resolve to another address between the check and the connection.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const response = await get(current, signal);
    const location = response.headers.location;
    if (!redirectStatuses.has(response.statusCode ?? 0) || !location) {
      return answer(current, response, options.maxBytes, signal);
    }
    response.destroy();
    if (hop === maxRedirects) throw new OutboundError(t.tooManyRedirects(maxRedirects));
    current = new URL(location, current).href;
  }
}

function target(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundError(t.invalidUrl);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new OutboundError(t.notHttp);
  }
  if (parsed.username || parsed.password) throw new OutboundError(t.credentials);
  return parsed;
}

function port(url: URL): number {
  return Number(url.port || (url.protocol === "https:" ? 443 : 80));
}

/** Refuses an address unless it is public, or loopback on a port the tests allowed. */
function check(host: string, address: string, portNumber: number): void {
  const kind = forbiddenKind(address);
  if (kind === null || testAllowance(address, portNumber)) return;
  throw new OutboundError(t.refused(host, t.kinds[kind]));
}

// Tests fetch from a loopback server of their own; nothing else may ever be allowed. The
// allowance is read only under NODE_ENV=test and only for 127.0.0.1 on the listed ports.
function testAllowance(address: string, portNumber: number): boolean {
  if (process.env.NODE_ENV !== "test" || address !== "127.0.0.1") return false;
  const ports = (process.env.WARTA_TEST_OUTBOUND_PORTS ?? "").split(",");
  return ports.some((listed) => listed.trim() !== "" && Number(listed) === portNumber);
}

function guardedLookup(host: string, portNumber: number): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { family: options.family, hints: options.hints, all: true };
    lookup(hostname, all, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      try {
        // Any refused address refuses the name: a mix is how rebinding tricks start.
        if (addresses.length === 0) throw new OutboundError(t.unresolved(host));
        for (const { address } of addresses) check(host, address, portNumber);
      } catch (refusal) {
        return callback(refusal as NodeJS.ErrnoException, "", 4);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function get(url: string, signal: AbortSignal): Promise<IncomingMessage> {
  const parsed = target(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const portNumber = port(parsed);
  // An address written in the URL is connected to as it stands (no lookup): check it here.
  if (isIP(host)) check(parsed.hostname, host, portNumber);
  // localhost and its subdomains are this machine whatever a resolver says (RFC 6761).
  const name = host.toLowerCase().replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) {
    throw new OutboundError(t.refused(parsed.hostname, t.kinds.loopback));
  }
  const send = parsed.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      parsed,
      {
        method: "GET",
        signal,
        lookup: guardedLookup(parsed.hostname, portNumber),
        headers: { "user-agent": "Warta", accept: "image/*,*/*;q=0.5" },
        // One connection per request: a pooled socket was checked for another host.
        agent: false,
      },
      resolve,
    );
    req.once("error", (error) => reject(outboundError(error, signal)));
    req.end();
  });
}

function outboundError(error: unknown, signal: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted) return new OutboundError(t.timedOut);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return new OutboundError(t.notFound);
  return new OutboundError(t.unreachable(code ?? (error instanceof Error ? error.message : "")));
}

function answer(
  url: string,
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): SafeResponse {
  return {
    status: response.statusCode ?? 0,
    url,
    header: (name) => {
      const value = response.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : (value ?? "");
    },
    cancel: () => response.destroy(),
    async bytes() {
      if (Number(response.headers["content-length"] ?? "0") > maxBytes) {
        response.destroy();
        throw new OutboundError(t.tooLarge(maxBytes));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of response as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            throw new OutboundError(t.tooLarge(maxBytes));
          }
          chunks.push(chunk);
        }
      } catch (error) {
        throw outboundError(error, signal);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}
