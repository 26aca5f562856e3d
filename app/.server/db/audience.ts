import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "kysely";
import type { SourceKind } from "~/lib/audience";
import type { DB } from "./connection";

// Audience counters (migration 0038, docs/decisions/0026-audience-counting.md). Every write adds
// to what is stored (`views = views + excluded.views`), so batches from several processes and
// instances add up; nothing here stores who a reader is.

/** What one process counted since its last flush, grouped. */
export interface AudienceBatch {
  /** Candidates for "new visitor today": one key per visitor and article (post 0: the site). */
  seen: { day: string; hour: string; postId: number; key: string }[];
  views: { day: string; hour: string; postId: number; views: number }[];
  sources: { day: string; postId: number; kind: SourceKind; value: string; views: number }[];
  searches: { day: string; term: string; searches: number; empty: number }[];
}

const chunkSize = 200;

// Rows are written in key order, so that two instances flushing at once lock the same rows in
// the same order on PostgreSQL and never deadlock.
function sorted<T>(rows: T[], key: (row: T) => string): T[] {
  return rows
    .map((row) => [key(row), row] as const)
    .sort(([a], [b]) => compareText(a, b))
    .map(([, row]) => row);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += chunkSize) out.push(rows.slice(i, i + chunkSize));
  return out;
}

/** Today's secret as stored, storing `candidate` first when the day has none yet. */
export async function secretForDay(db: DB, day: string, candidate: string): Promise<string> {
  await db
    .insertInto("audience_secrets")
    .values({ day, secret: candidate })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db
    .selectFrom("audience_secrets")
    .select("secret")
    .where("day", "=", day)
    .executeTakeFirst();
  return row?.secret ?? candidate;
}

/** Forgets every secret and visitor key of other days, and hourly counters before `oldestHour`. */
export async function forgetPastAudienceDays(db: DB, day: string, oldestHour: string) {
  await db.deleteFrom("audience_secrets").where("day", "!=", day).execute();
  await db.deleteFrom("audience_seen").where("day", "!=", day).execute();
  await db.deleteFrom("audience_hourly").where("hour", "<", oldestHour).execute();
}

/** The published articles among `ids`. */
async function publishedAmong(db: DB, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom("posts")
      .select("id")
      .where("id", "in", part)
      .where("published", "=", true)
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/**
 * Adds one batch to the counters in one transaction: views as counted; a visitor where the
 * visitor's key for that day and article was not stored yet by any process. Counts for articles
 * that are not published (a forged id, a draft) are dropped.
 *
 * Between two statements the event loop answers what waited (`nextTurn`): 2,000 beacons a second
 * from new readers leave 20,000 keys every five seconds, and writing them at one go held every
 * cached page for a quarter of a second. The transaction stays one (a failed batch is retried
 * whole, and each key is written once), so on SQLite other queries of this process wait for it as
 * they would for any transaction; cached pages and beacons need no query. The rate limiter's
 * upserts, which go to the SQLite connection without Kysely, may land inside it and commit with it.
 */
export async function addAudienceBatch(db: DB, batch: AudienceBatch): Promise<void> {
  const published = await publishedAmong(
    db,
    [...batch.views, ...batch.sources].map((row) => row.postId).filter((id) => id !== 0),
  );
  const counted = (postId: number) => postId === 0 || published.has(postId);
  const views = batch.views.filter((row) => counted(row.postId));
  const seen = batch.seen.filter((row) => counted(row.postId));
  const sources = batch.sources.filter((row) => counted(row.postId));
  await db.transaction().execute(async (trx) => {
    const fresh = new Set<string>();
    // Sorted in place by comparing fields: 20,000 keys made into strings to sort cost a pause.
    seen.sort((a, b) => compareText(a.day, b.day) || compareText(a.key, b.key));
    for (const part of chunks(seen)) {
      const rows = await trx
        .insertInto("audience_seen")
        .values(part.map(({ day, key }) => ({ day, key })))
        .onConflict((oc) => oc.columns(["day", "key"]).doNothing())
        .returning("key")
        .execute();
      for (const row of rows) fresh.add(row.key);
      await nextTurn();
    }
    const daily = new Map<
      string,
      { post_id: number; day: string; views: number; visitors: number }
    >();
    const hourly = new Map<
      string,
      { post_id: number; hour: string; views: number; visitors: number }
    >();
    const add = (postId: number, day: string, hour: string, views: number, visitors: number) => {
      const d = daily.get(`${postId}|${day}`) ?? { post_id: postId, day, views: 0, visitors: 0 };
      d.views += views;
      d.visitors += visitors;
      daily.set(`${postId}|${day}`, d);
      const h = hourly.get(`${postId}|${hour}`) ?? { post_id: postId, hour, views: 0, visitors: 0 };
      h.views += views;
      h.visitors += visitors;
      hourly.set(`${postId}|${hour}`, h);
    };
    for (const row of views) add(row.postId, row.day, row.hour, row.views, 0);
    for (const row of seen) if (fresh.has(row.key)) add(row.postId, row.day, row.hour, 0, 1);
    for (const part of chunks(sorted([...daily.values()], (r) => `${r.post_id}|${r.day}`))) {
      await trx
        .insertInto("audience_daily")
        .values(part)
        .onConflict((oc) =>
          oc.columns(["post_id", "day"]).doUpdateSet({
            views: sql`audience_daily.views + excluded.views`,
            visitors: sql`audience_daily.visitors + excluded.visitors`,
          }),
        )
        .execute();
    }
    for (const part of chunks(sorted([...hourly.values()], (r) => `${r.post_id}|${r.hour}`))) {
      await trx
        .insertInto("audience_hourly")
        .values(part)
        .onConflict((oc) =>
          oc.columns(["post_id", "hour"]).doUpdateSet({
            views: sql`audience_hourly.views + excluded.views`,
            visitors: sql`audience_hourly.visitors + excluded.visitors`,
          }),
        )
        .execute();
    }
    const sourceKey = (r: (typeof sources)[number]) => `${r.day}|${r.postId}|${r.kind}|${r.value}`;
    for (const part of chunks(sorted(sources, sourceKey))) {
      await trx
        .insertInto("audience_sources")
        .values(
          part.map((row) => ({
            day: row.day,
            post_id: row.postId,
            kind: row.kind,
            value: row.value,
            views: row.views,
          })),
        )
        .onConflict((oc) =>
          oc.columns(["day", "post_id", "kind", "value"]).doUpdateSet({
            views: sql`audience_sources.views + excluded.views`,
          }),
        )
        .execute();
    }
    for (const part of chunks(sorted(batch.searches, (r) => `${r.day}|${r.term}`))) {
      await trx
        .insertInto("audience_searches")
        .values(part)
        .onConflict((oc) =>
          oc.columns(["day", "term"]).doUpdateSet({
            searches: sql`audience_searches.searches + excluded.searches`,
            empty: sql`audience_searches.empty + excluded.empty`,
          }),
        )
        .execute();
    }
  });
}

/**
 * The most read published articles: by views in the hourly counters since `sinceHour`, or, when
 * fewer than `quietBelow` views were counted there, by views in the daily counters since
 * `sinceDay`.
 */
export async function rankPopular(
  db: DB,
  options: { sinceHour: string; sinceDay: string; limit: number; quietBelow: number },
): Promise<number[]> {
  const recent = await db
    .selectFrom("audience_hourly as a")
    .innerJoin("posts as p", "p.id", "a.post_id")
    .select(["a.post_id", sql<string | number>`sum(a.views)`.as("views")])
    .where("a.hour", ">=", options.sinceHour)
    .where("p.published", "=", true)
    .groupBy("a.post_id")
    .orderBy(sql`sum(a.views)`, "desc")
    .orderBy("a.post_id", "desc")
    .limit(options.limit)
    .execute();
  const total = recent.reduce((sum, row) => sum + Number(row.views), 0);
  if (total >= options.quietBelow) return recent.map((row) => row.post_id);
  const week = await db
    .selectFrom("audience_daily as a")
    .innerJoin("posts as p", "p.id", "a.post_id")
    .select("a.post_id")
    .where("a.day", ">=", options.sinceDay)
    .where("p.published", "=", true)
    .groupBy("a.post_id")
    .orderBy(sql`sum(a.views)`, "desc")
    .orderBy("a.post_id", "desc")
    .limit(options.limit)
    .execute();
  return week.map((row) => row.post_id);
}

/** Terpopuler as last stored: article ids in order. */
export async function readPopularIds(db: DB): Promise<number[]> {
  const rows = await db
    .selectFrom("popular_articles")
    .select("post_id")
    .orderBy("position")
    .execute();
  return rows.map((row) => row.post_id);
}

/** Stores Terpopuler (the change feed then drops cached pages everywhere). */
export async function replacePopular(db: DB, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("popular_articles").execute();
    if (ids.length === 0) return;
    await trx
      .insertInto("popular_articles")
      .values(ids.map((postId, index) => ({ position: index + 1, post_id: postId })))
      .execute();
  });
}

/** Terpopuler for readers: the stored list's published articles, in order. */
export async function listPopular(db: DB): Promise<{ slug: string; title: string }[]> {
  return (
    db
      .selectFrom("popular_articles as pa")
      .innerJoin("posts as p", "p.id", "pa.post_id")
      .select(["p.slug", "p.title"])
      .where("p.published", "=", true)
      // Hidden from search engines (SEO section): not advertised beside other articles either.
      .where("p.noindex", "=", false)
      .orderBy("pa.position")
      .execute()
  );
}
