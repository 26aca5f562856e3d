import { pino, stdSerializers, type DestinationStream, type Logger } from "pino";
import { redactText, redactValue } from "./log-redaction";

export type { Logger };

/** What a request's line says (server/request-log.ts). */
export interface RequestLine {
  id: string;
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** The logger, and the one line every request writes, in the same stream. */
export interface ServerLogger extends Logger {
  request(line: RequestLine): void;
}

/**
 * The one logger. Every field, message and error passes the redaction (app/.server/log-redaction.ts)
 * on its way out, so no call site can log a reset link or a newsletter token by forgetting to.
 */
export function createLogger(
  level: string,
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): ServerLogger {
  const base = { app: "warta", pid: process.pid };
  const out = onePerTurn(destination);
  const logger = pino(
    {
      level,
      base,
      serializers: {
        err: (error: Error) => redactValue(stdSerializers.err(error)),
        // The message too: pino takes it from the error's own when none is given.
        msg: (message: unknown) => (typeof message === "string" ? redactText(message) : message),
      },
      formatters: {
        log: (object) => {
          // A line with nothing to hide (every request line but a few) goes out as it came.
          let redacted: Record<string, unknown> | undefined;
          for (const key of Object.keys(object)) {
            // The error serializer above redacts the error once it is a plain object.
            if (key === "err") continue;
            const value = object[key];
            const safe = redactValue(value);
            if (safe !== value) (redacted ??= { ...object })[key] = safe;
          }
          return redacted ?? object;
        },
      },
    },
    out,
  );
  return Object.assign(logger, { request: requestLineWriter(logger, base, out) });
}

/**
 * Writes a request line as pino writes `logger.info({ id, method, url, status, ms }, "request")`,
 * the same fields in the same order, redacted the same way. pino's general path (its serializers,
 * the redaction of every field, a key-by-key stringifier) took 4 µs a line, a tenth of a cached
 * answer; this one takes about 1 (docs/PERFORMANCE.md). The id was checked when the request came
 * (server/request-log.ts) and the method by Node's parser; the URL is redacted here.
 */
function requestLineWriter(
  logger: Logger,
  base: Record<string, unknown>,
  out: DestinationStream,
): (line: RequestLine) => void {
  const info = pino.levels.values.info ?? 30;
  const fixed = JSON.stringify(base).slice(1, -1);
  return ({ id, method, url, status, ms }) => {
    if (!logger.isLevelEnabled("info")) return;
    out.write(
      `{"level":${info},"time":${Date.now()},${fixed},"id":${JSON.stringify(id)},"method":${JSON.stringify(redactText(method))},"url":${JSON.stringify(redactText(url))},"status":${status},"ms":${ms},"msg":"request"}\n`,
    );
  };
}

/**
 * Standard output, written once per turn of the event loop instead of once per line: a busy
 * server answers a cached page in about twenty microseconds, and a write per request line took a
 * fifth of that (docs/PERFORMANCE.md). A line still leaves in the turn it was logged in, and what
 * is pending is written before the process exits.
 */
function onePerTurn(target: DestinationStream): DestinationStream {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    target.write(text);
  };
  process.once("exit", flush);
  return {
    write(line: string) {
      if (pending.push(line) === 1) setImmediate(flush);
    },
  };
}
