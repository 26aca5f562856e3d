import { siteDay } from "~/lib/audience";
import type { Services } from "../context";
import { getSiteSettings } from "../settings";
import type { AudienceCounter } from "./counter";
import { refreshPopular } from "./popular";

export interface AudienceWork {
  /** Stops the timers and writes what the buffer still holds. */
  stop(): Promise<void>;
}

// The audience's periodic work, each a plain function: flushing the buffer, ranking Terpopuler,
// starting a new day (the secret's rotation). Started once per process by server/app.ts; when
// the job runner lands, these three move onto it unchanged.

/** The clock audience counting reads: now, moved by AUDIENCE_CLOCK_OFFSET_HOURS in tests. */
export function audienceClock(offsetHours: number): () => Date {
  return () => new Date(Date.now() + offsetHours * 3600_000);
}

/** Writes the buffered counts. */
export async function flushAudience(counter: AudienceCounter): Promise<void> {
  await counter.flush();
}

/** Ranks Terpopuler again; cached pages drop only when the list changed. */
export async function refreshTerpopuler(services: Services, now: Date): Promise<void> {
  const site = await getSiteSettings(services.db);
  const changed = await refreshPopular(services.db, now, site.timeZone);
  if (changed) services.logger.info("terpopuler changed");
}

/** Starts the site's current day: yesterday's secret and visitor keys are forgotten. */
export async function rotateAudienceSecret(
  services: Services,
  counter: AudienceCounter,
  now: Date,
): Promise<void> {
  const site = await getSiteSettings(services.db);
  await counter.rotate(siteDay(now, site.timeZone));
}

export function startAudienceWork(
  services: Services,
  counter: AudienceCounter,
  clock: () => Date,
): AudienceWork {
  const { env, logger } = services;
  const every = (seconds: number, name: string, work: () => Promise<void>) => {
    let running: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      running = running
        .then(work)
        .catch((error: unknown) => logger.error({ err: error }, `${name} failed`));
    }, seconds * 1000);
    timer.unref();
    return { timer, last: () => running };
  };
  const flush = every(env.AUDIENCE_FLUSH_SECONDS, "audience flush", () => flushAudience(counter));
  const popular = every(env.POPULAR_REFRESH_SECONDS, "terpopuler refresh", () =>
    refreshTerpopuler(services, clock()),
  );
  const day = every(60, "audience day", () => rotateAudienceSecret(services, counter, clock()));
  return {
    async stop() {
      for (const { timer } of [flush, popular, day]) clearInterval(timer);
      await Promise.all([popular.last(), day.last(), flush.last()]);
      await flushAudience(counter).catch((error: unknown) =>
        logger.error({ err: error }, "audience flush on shutdown failed"),
      );
    },
  };
}
