import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerLogger } from "~/.server/logger";

const acceptable = /^[A-Za-z0-9._-]{1,64}$/;

// New ids are this process's random prefix and a count: unique across workers, instances and
// restarts as a UUID would be, for a fraction of a UUID's cost on every cached answer.
const processPrefix = randomBytes(15).toString("base64url");
let issued = 0;

/**
 * The id a request is logged under: the one a proxy in front sent in `x-request-id`, when it is a
 * short plain token, or a new one. A client must not be able to write 5,000 characters or a
 * forged log line into every log entry of its request.
 */
export function requestId(incoming: string | undefined): string {
  if (incoming !== undefined && acceptable.test(incoming)) return incoming;
  issued += 1;
  return `${processPrefix}-${issued.toString(36)}`;
}

/** One request's log entry, opened when the request arrives. */
export interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  started: number;
}

export interface RequestLog {
  /** Opens the entry: the request's id and when it started, its method and URL as they came. */
  open(req: IncomingMessage): LoggedRequest;
  /** Writes the entry's line now: the response was handed to the socket whole (a cached page). */
  close(entry: LoggedRequest, res: ServerResponse): void;
  /** Sends the id in `x-request-id` and writes the line when the response has finished. */
  follow(entry: LoggedRequest, res: ServerResponse): void;
}

/** One `request` line per request, at level info (docs/OPERATIONS.md). */
export function requestLog(logger: ServerLogger): RequestLog {
  const close = (entry: LoggedRequest, res: ServerResponse) => {
    const { id, method, url, started } = entry;
    const ms = Math.round(performance.now() - started);
    logger.request({ id, method, url, status: res.statusCode, ms });
  };
  return {
    open(req) {
      const header = req.headers["x-request-id"];
      return {
        id: requestId(typeof header === "string" ? header : undefined),
        // Always set on a request a node:http server received.
        method: req.method ?? "",
        url: req.url ?? "",
        started: performance.now(),
      };
    },
    close,
    follow(entry, res) {
      res.setHeader("x-request-id", entry.id);
      res.on("finish", () => close(entry, res));
    },
  };
}
