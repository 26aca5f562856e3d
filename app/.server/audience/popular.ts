import { dayBefore, siteDay, utcHour } from "~/lib/audience";
import type { TimeZone } from "~/lib/schedule";
import type { DB } from "../db/connection";
import { listPopular, rankPopular, readPopularIds, replacePopular } from "../db/audience";
import { rememberedRead } from "../read-memory";

/** How many articles Terpopuler shows. */
export const popularSize = 5;
// Fewer views than this in the last 24 hours is a quiet site: the last 7 days rank instead.
const quietBelow = 20;

/**
 * Ranks the most read articles of the last 24 hours (7 days when the site is quiet) and stores
 * the list only when it changed: only then does every cached page drop. True when it changed.
 */
export async function refreshPopular(db: DB, now: Date, timeZone: TimeZone): Promise<boolean> {
  const ids = await rankPopular(db, {
    sinceHour: utcHour(new Date(now.getTime() - 24 * 3600_000)),
    sinceDay: dayBefore(siteDay(now, timeZone), 6),
    limit: popularSize,
    quietBelow,
  });
  const stored = await readPopularIds(db);
  if (ids.length === stored.length && ids.every((id, index) => stored[index] === id)) return false;
  await replacePopular(db, ids);
  return true;
}

/** Terpopuler for a page: from memory until the change feed reports a change (a new list). */
export const getPopular = rememberedRead(listPopular);
