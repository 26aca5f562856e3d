import type { RequestHandler } from "express";
import { probeDatabase, type DB } from "~/.server/db/connection";
import type { Logger } from "~/.server/logger";
import { retryAfterSeconds, unavailableHtml } from "./unavailable-page";

// Codes and messages of a database that cannot be reached: refused or cut connections, a server
// shutting down or starting (57P01–57P03), connection exceptions (class 08), no connection slot
// left (53300), a database closed to connections, pg's own timeouts.
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|not currently accepting connections/i;

/** True for an error that says the database is out of reach, not that a query was wrong. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = "code" in error ? String(error.code) : "";
  if (networkCodes.has(code) || /^(57P0[123]|08...|53300)$/.test(code)) return true;
  if (unreachableMessages.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnreachable(e, depth + 1))
  )
    return true;
  return isDatabaseUnreachable(error.cause, depth + 1);
}

/**
 * Whether the database answers. A request that fails for want of it marks it unreachable; from
 * then on pages answer 503 at once, and a probe asks every second until the database is back.
 */
export class DatabaseHealth {
  private reachable = true;
  private probing: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: DB,
    private readonly logger: Logger,
    private readonly probeEveryMs = 1000,
  ) {}

  get isReachable(): boolean {
    return this.reachable;
  }

  /** Called with any error of a request; only an unreachable database changes the state. */
  report(error: unknown): void {
    if (!isDatabaseUnreachable(error) || !this.reachable || this.closed) return;
    this.reachable = false;
    this.logger.error({ err: error }, "database unreachable; pages answer 503 until it is back");
    // A single cut connection is already replaced: ask at once, then every second.
    this.scheduleProbe(0);
  }

  /** Asks the database now (for /healthz); true when it answered. */
  async check(): Promise<boolean> {
    try {
      // A real table: a database that answers but has lost Warta's tables is not healthy either.
      await probeDatabase(this.db);
      if (!this.reachable) this.logger.info("database reachable again");
      this.reachable = true;
      return true;
    } catch (error) {
      this.report(error);
      if (!isDatabaseUnreachable(error)) this.logger.error({ err: error }, "health check failed");
      return false;
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.probing);
  }

  private scheduleProbe(delayMs = this.probeEveryMs): void {
    clearTimeout(this.probing);
    this.probing = setTimeout(() => {
      void this.check().then((ok) => {
        if (!ok && !this.closed) this.scheduleProbe();
      });
    }, delayMs);
    this.probing.unref();
  }
}

/** `/healthz`: 200 `{"status":"ok"}` when the database answers, else 503 — never a stack trace. */
export function healthzHandler(health: DatabaseHealth): RequestHandler {
  return async (_req, res) => {
    const ok = await health.check();
    res.setHeader("Cache-Control", "no-store");
    if (!ok) res.setHeader("Retry-After", String(retryAfterSeconds));
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable" });
  };
}

/** While the database is out of reach, every page answers 503 at once, without waiting for it. */
export function unavailableWhileDatabaseDown(health: DatabaseHealth): RequestHandler {
  return (_req, res, next) => {
    if (health.isReachable) return next();
    res.status(503);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Retry-After", String(retryAfterSeconds));
    res.setHeader("Cache-Control", "no-store");
    res.send(unavailableHtml);
  };
}
