import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "~/.server/logger";

const acceptable = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id a request is logged under: the one a proxy in front sent in `x-request-id`, when it is a
 * short plain token, or a new one. A client must not be able to write 5,000 characters or a
 * forged log line into every log entry of its request.
 */
export function requestId(incoming: string | undefined): string {
  return incoming !== undefined && acceptable.test(incoming) ? incoming : randomUUID();
}

/** One request's log entry, opened when the request arrives. */
export interface LoggedRequest {
  id: string;
  method: string | undefined;
  url: string | undefined;
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
export function requestLog(logger: Logger): RequestLog {
  const close = (entry: LoggedRequest, res: ServerResponse) => {
    const { id, method, url, started } = entry;
    const ms = Math.round(performance.now() - started);
    logger.info({ id, method, url, status: res.statusCode, ms }, "request");
  };
  return {
    open(req) {
      const header = req.headers["x-request-id"];
      return {
        id: requestId(typeof header === "string" ? header : undefined),
        method: req.method,
        url: req.url,
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
