import { pino, stdSerializers, type DestinationStream, type Logger } from "pino";
import { redactText, redactValue } from "./log-redaction";

export type { Logger };

/**
 * The one logger. Every field, message and error passes the redaction (app/.server/log-redaction.ts)
 * on its way out, so no call site can log a reset link or a newsletter token by forgetting to.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { app: "warta", pid: process.pid },
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
    onePerTurn(pino.destination({ dest: 1, sync: true })),
  );
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
