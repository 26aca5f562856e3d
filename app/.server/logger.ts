import { pino, stdSerializers, type Logger } from "pino";
import { redactText, redactValue } from "./log-redaction";

export type { Logger };

/**
 * The one logger. Every field, message and error passes the redaction (app/.server/log-redaction.ts)
 * on its way out, so no call site can log a reset link or a newsletter token by forgetting to.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: "warta", pid: process.pid },
    serializers: {
      err: (error: Error) => redactValue(stdSerializers.err(error)),
      // The message too: pino takes it from the error's own when none is given.
      msg: (message: unknown) => (typeof message === "string" ? redactText(message) : message),
    },
    formatters: {
      log: (object) => {
        const redacted: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          // The error serializer above redacts the error once it is a plain object.
          redacted[key] = key === "err" ? value : redactValue(value);
        }
        return redacted;
      },
    },
  });
}
