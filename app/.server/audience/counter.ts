import { randomBytes } from "node:crypto";
import { siteDay, utcHour, type SourceKind } from "~/lib/audience";
import type { TimeZone } from "~/lib/schedule";
import type { DB } from "../db/connection";
import {
  addAudienceBatch,
  forgetPastAudienceDays,
  secretForDay,
  type AudienceBatch,
} from "../db/audience";
import { seenKey } from "./reader";

/** One counted view or search, as the beacon handler read it; the reader is `visitor` only. */
export interface CountedView {
  visitor: string;
  postId?: number;
  search?: { term: string; empty: boolean };
  sources: [SourceKind, string][];
}

// A flood (a database down for minutes) must not take the process's memory: past this many
// distinct keys waiting, new ones are dropped until the next flush.
const maxPendingKeys = 100_000;
// Beacons one visitor may send a minute; a script replaying one is refused with 429.
const perVisitorPerMinute = 30;

/**
 * The per-process buffer of audience counts and the day's secret. Counts wait here and are
 * written in one batch by flush(), every few seconds (app/.server/audience/timers.ts) and on
 * shutdown: a killed process loses at most the last few seconds.
 */
export class AudienceCounter {
  private secret: { day: string; value: Promise<string> } | undefined;
  private views = new Map<string, AudienceBatch["views"][number]>();
  private seen = new Map<string, AudienceBatch["seen"][number]>();
  private sources = new Map<string, AudienceBatch["sources"][number]>();
  private searches = new Map<string, AudienceBatch["searches"][number]>();
  /** Keys this process has written today: a visitor's next view needs no database check. */
  private sent = new Set<string>();
  private sentDay = "";
  private attempts = new Map<string, number>();
  private attemptsMinute = 0;
  private flushing: Promise<void> = Promise.resolve();
  private lastDay: { minute: number; timeZone: TimeZone; day: string } | undefined;

  constructor(
    private readonly db: DB,
    private readonly clock: () => Date,
  ) {}

  /** The current day in the site's zone and the secret of that day (shared by every instance). */
  async today(timeZone: TimeZone): Promise<{ day: string; secret: string }> {
    const day = this.dayAt(this.clock(), timeZone);
    if (this.secret?.day !== day) await this.rotate(day);
    const current = this.secret;
    if (!current) throw new Error("audience secret missing");
    return { day, secret: await current.value };
  }

  // Every time zone in use is a whole number of minutes from UTC, so a site's date changes only
  // on a UTC minute: the date read once a minute is exact, and formatting it per view cost a
  // beacon more than hashing its visitor.
  private dayAt(now: Date, timeZone: TimeZone): string {
    const minute = Math.floor(now.getTime() / 60_000);
    const known = this.lastDay;
    if (known?.minute === minute && known.timeZone === timeZone) return known.day;
    const day = siteDay(now, timeZone);
    this.lastDay = { minute, timeZone, day };
    return day;
  }

  /**
   * Starts `day`: takes (or stores) that day's secret and forgets every other day's secret and
   * visitor keys, in this process and in the database. Yesterday's visitors can no longer be
   * recognised by anyone.
   */
  async rotate(day: string): Promise<void> {
    if (this.secret?.day === day) return;
    const value = secretForDay(this.db, day, randomBytes(32).toString("base64url"));
    this.secret = { day, value };
    value.catch(() => {
      if (this.secret?.value === value) this.secret = undefined;
    });
    this.sent.clear();
    this.sentDay = day;
    const oldestHour = utcHour(new Date(this.clock().getTime() - 48 * 3600_000));
    await Promise.all([value, forgetPastAudienceDays(this.db, day, oldestHour)]);
  }

  /** False when the visitor sent too many beacons this minute (then nothing is counted). */
  allow(visitor: string): boolean {
    const minute = Math.floor(this.clock().getTime() / 60_000);
    if (minute !== this.attemptsMinute) {
      this.attempts.clear();
      this.attemptsMinute = minute;
    }
    const count = (this.attempts.get(visitor) ?? 0) + 1;
    if (count > perVisitorPerMinute) return false;
    if (this.attempts.size < maxPendingKeys) this.attempts.set(visitor, count);
    return true;
  }

  /** Adds one view or search to the buffer. */
  record(day: string, view: CountedView): void {
    if (this.pendingKeys() >= maxPendingKeys) return;
    const hour = utcHour(this.clock());
    if (view.search) {
      const key = `${day}|${view.search.term}`;
      const row = this.searches.get(key) ?? { day, term: view.search.term, searches: 0, empty: 0 };
      row.searches += 1;
      if (view.search.empty) row.empty += 1;
      this.searches.set(key, row);
      return;
    }
    const postId = view.postId;
    if (postId === undefined) return;
    for (const id of [postId, 0]) {
      const key = `${day}|${hour}|${id}`;
      const row = this.views.get(key) ?? { day, hour, postId: id, views: 0 };
      row.views += 1;
      this.views.set(key, row);
      const seen = seenKey(view.visitor, id);
      if (day === this.sentDay && this.sent.has(seen)) continue;
      if (!this.seen.has(seen)) this.seen.set(seen, { day, hour, postId: id, key: seen });
    }
    for (const [kind, value] of view.sources) {
      const key = `${day}|${postId}|${kind}|${value}`;
      const row = this.sources.get(key) ?? { day, postId, kind, value, views: 0 };
      row.views += 1;
      this.sources.set(key, row);
    }
  }

  /** Writes what the buffer holds in one batch; after a failed write its counts wait for the next. */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.write());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async write(): Promise<void> {
    const batch: AudienceBatch = {
      views: [...this.views.values()],
      seen: [...this.seen.values()],
      sources: [...this.sources.values()],
      searches: [...this.searches.values()],
    };
    this.views = new Map();
    this.seen = new Map();
    this.sources = new Map();
    this.searches = new Map();
    if (batch.views.length === 0 && batch.searches.length === 0) return;
    try {
      await addAudienceBatch(this.db, batch);
    } catch (error) {
      // The database is away (a restart, a cut connection): the counts wait for the next flush.
      this.restore(batch);
      throw error;
    }
    // The database knows them too: forgetting this copy only costs a check.
    if (this.sent.size > maxPendingKeys * 5) this.sent.clear();
    for (const row of batch.seen) if (row.day === this.sentDay) this.sent.add(row.key);
  }

  /** Puts an unwritten batch back, under what was counted meanwhile, within the memory bound. */
  private restore(batch: AudienceBatch): void {
    const add = <T extends { views?: number; searches?: number; empty?: number }>(
      map: Map<string, T>,
      key: string,
      row: T,
    ) => {
      const current = map.get(key);
      if (!current) {
        if (this.pendingKeys() < maxPendingKeys) map.set(key, row);
        return;
      }
      if (current.views !== undefined) current.views += row.views ?? 0;
      if (current.searches !== undefined) current.searches += row.searches ?? 0;
      if (current.empty !== undefined) current.empty += row.empty ?? 0;
    };
    for (const row of batch.views) add(this.views, `${row.day}|${row.hour}|${row.postId}`, row);
    for (const row of batch.sources) {
      add(this.sources, `${row.day}|${row.postId}|${row.kind}|${row.value}`, row);
    }
    for (const row of batch.searches) add(this.searches, `${row.day}|${row.term}`, row);
    for (const row of batch.seen) {
      if (!this.seen.has(row.key) && this.pendingKeys() < maxPendingKeys)
        this.seen.set(row.key, row);
    }
  }

  private pendingKeys(): number {
    return this.views.size + this.seen.size + this.sources.size + this.searches.size;
  }
}
