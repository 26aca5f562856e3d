import { createHash } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Connection } from "./db/connection";

/**
 * Where strangers can write, attempts per key (an address, an address and an account, an
 * editor) in a window of seconds. Every attempt counts, refused ones too, so probing costs the
 * same as posting.
 */
export const limitRules = {
  // A reader comments a few times an hour; a bot wants hundreds.
  comment: { points: 5, duration: 10 * 60 },
  newsletter: { points: 5, duration: 10 * 60 },
  // Sign-in counts per address and, tighter, per address and account: a stranger guessing the
  // admin's password is stopped at their own address and never locks the admin out of theirs.
  signIn: { points: 20, duration: 10 * 60 },
  signInAccount: { points: 10, duration: 60 },
  signUp: { points: 5, duration: 60 },
  // Reset links (docs/decisions/0014-canonical-address.md): per address; per address and
  // account, so one stranger sends an account a few links an hour and never touches the owner's
  // own bucket; and per account from anywhere, so many addresses cannot flood an inbox either.
  // That last one's window is no longer than a link lives (one hour): whenever it refuses, a
  // link mailed to the account within the hour is still valid, so nobody locks the owner out.
  passwordReset: { points: 10, duration: 15 * 60 },
  passwordResetAccount: { points: 3, duration: 60 * 60 },
  passwordResetInbox: { points: 10, duration: 60 * 60 },
  // Per editor: an article's worth of inline images, not a flood of image conversions.
  upload: { points: 60, duration: 10 * 60 },
  // Per editor: one copy a few seconds after each pause is at most ~200 in 10 minutes of steady
  // typing, in two tabs; a runaway script gets refused well before it fills the database.
  autosave: { points: 400, duration: 10 * 60 },
  // Per account: entries in the activity log. Past it the change stands and its entry is folded
  // into the account's newest one (app/.server/activity.ts), so quick submits cannot flood it.
  activity: { points: 20, duration: 60 },
} as const;

export type LimitName = keyof typeof limitRules;

export interface RateLimits {
  /** Counts one attempt; resolves to 0 when allowed, or the seconds to wait when refused. */
  attempt(name: LimitName, key: string): Promise<number>;
  close(): void;
}

const tableName = "rate_limits";
const sweepEveryMs = 5 * 60_000;

/**
 * Limits counted in the database (table `rate_limits`, migration 0007), so that every instance
 * and worker on one database shares them. rate-limiter-flexible's PostgreSQL store runs on the
 * app's pool; its SQLite store on the app's node:sqlite connection (docs/decisions/0008).
 */
export function createRateLimits({ pool, sqlite }: Connection): RateLimits {
  const store = (name: LimitName): RateLimiterAbstract => {
    // Expired rows are swept below, once, instead of by a timer in each limiter.
    const options = {
      keyPrefix: name,
      tableName,
      tableCreated: true,
      clearExpiredByTimeout: false,
      ...limitRules[name],
    };
    if (pool) return new RateLimiterPostgres({ ...options, storeClient: pool, storeType: "pool" });
    if (sqlite) {
      return new RateLimiterSQLite({
        ...options,
        storeClient: betterSqliteShape(sqlite),
        storeType: "better-sqlite3",
      });
    }
    throw new Error("rate limits need PostgreSQL or SQLite");
  };
  const limiters = new Map(
    (Object.keys(limitRules) as LimitName[]).map((name) => [name, store(name)]),
  );

  const sweep = setInterval(() => {
    const now = Date.now();
    if (pool) void pool.query(`delete from ${tableName} where expire < $1`, [now]).catch(() => {});
    else if (sqlite) {
      try {
        sqlite.prepare(`delete from ${tableName} where expire < ?`).run(now);
      } catch {
        // A busy database is swept next time.
      }
    }
  }, sweepEveryMs);
  sweep.unref();

  return {
    async attempt(name, key) {
      const limiter = limiters.get(name);
      if (!limiter) throw new Error(`unknown limit ${name}`);
      try {
        await limiter.consume(key);
        return 0;
      } catch (refusal) {
        // The library rejects with its result when the limit is reached, with an Error when the
        // database failed: that one goes on, like any failed query.
        if (refusal instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
    close: () => clearInterval(sweep),
  };
}

/**
 * The store speaks better-sqlite3; node:sqlite has the same `prepare(…).get/run(...params)`. Its
 * one write is a single upsert, atomic on its own, so `transaction` just runs the function.
 */
function betterSqliteShape(database: DatabaseSync) {
  return {
    prepare: (sql: string) => database.prepare(sql),
    transaction:
      <T>(work: () => T) =>
      () =>
        work(),
  };
}

/** A key for an account, whether it exists or not: the e-mail hashed and short. */
export function accountKey(email: string): string {
  const account = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  return account.slice(0, 22);
}

/** A key for an address and an account: the address in clear, the account's key. */
export function addressAndAccount(address: string, email: string): string {
  return `${address}|${accountKey(email)}`;
}
