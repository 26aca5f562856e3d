import type { RouterContextProvider, ServerBuild } from "react-router";
import { requestInfoContext } from "~/.server/context";
import type { Logger } from "~/.server/logger";
import type { DatabaseHealth } from "./database-health";

/**
 * React Router's server hooks, set on the build instead of in an entry.server module:
 * - every loader, action and render error is logged through pino with the request's id (React
 *   Router would print it to the console as plain text);
 * - an error saying the database is out of reach marks it so; the router handler then answers
 *   503 with a short page and `Retry-After` instead of the 500 (server/router-handler.ts);
 * - React Router's own action origin check accepts SITE_URL's host as well as the request's, so
 *   that it never refuses what the front's one origin check (server/origin-check.ts) let through.
 */
export function withServerHooks(
  build: ServerBuild,
  { logger, health, siteUrl }: { logger: Logger; health: DatabaseHealth; siteUrl?: string },
): ServerBuild {
  const entry = build.entry.module;
  return {
    ...build,
    allowedActionOrigins: siteUrl ? [new URL(siteUrl).host] : false,
    entry: {
      module: {
        ...entry,
        handleError(error, args) {
          // A client that went away mid-request is not a server error.
          if (args.request.signal.aborted) return;
          health.report(error);
          logger.error(
            { err: error, id: requestIdOf(args.context), url: args.request.url },
            "request failed",
          );
        },
      },
    },
  };
}

function requestIdOf(context: unknown): string | undefined {
  const provider = context as Readonly<RouterContextProvider> | undefined;
  try {
    return provider?.get(requestInfoContext).requestId;
  } catch {
    return undefined;
  }
}
