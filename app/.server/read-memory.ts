import type { ChangeFeed } from "./change-feed";
import type { DB } from "./db/connection";
import type { PageCache } from "./page-cache";

// What every render of a public page reads (the settings, the category list) is kept in each
// process's memory exactly as long as it keeps rendered pages: the page cache's invalidation (a
// write here, or the change feed reporting one from another process or instance) drops it too.
// The feed runs with PAGE_CACHE=off as well. While it cannot be trusted (a lost PostgreSQL
// connection) every call reads the database.
let feed: ChangeFeed | undefined;
const forgetters = new Set<() => void>();

/** Keeps remembered reads for as long as `cache` keeps pages, as `changeFeed` decides. */
export function rememberReadsWith(cache: PageCache, changeFeed: ChangeFeed): void {
  feed = changeFeed;
  cache.onInvalidate(() => {
    for (const forget of forgetters) forget();
  });
}

export interface RememberedRead<T> {
  (db: DB): Promise<T>;
  /** Drops the remembered value: the next call reads again (after a write by its owner). */
  forget(): void;
}

/** `read`, answered from memory while the change feed vouches that nothing has changed. */
export function rememberedRead<T>(read: (db: DB) => Promise<T>): RememberedRead<T> {
  let memo: Promise<T> | undefined;
  const forget = () => {
    memo = undefined;
  };
  forgetters.add(forget);
  const remembered = (db: DB) => {
    if (!feed?.isReliable()) return read(db);
    feed.checkForChanges();
    if (memo) return memo;
    const reading = read(db);
    memo = reading;
    reading.catch(() => {
      if (memo === reading) memo = undefined;
    });
    return reading;
  };
  return Object.assign(remembered, { forget });
}
