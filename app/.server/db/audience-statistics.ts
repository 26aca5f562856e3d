import { sql } from "kysely";
import type { SourceKind } from "~/lib/audience";
import type { DB } from "./connection";

// What Statistik shows, read from the audience counters (migration 0038). A scope with an owner
// reads only that account's articles: a Penulis or Kontributor sees their own numbers.

export interface StatisticsScope {
  /** First and last day, inclusive ("2026-11-22"), in the site's zone. */
  from: string;
  to: string;
  /** Only this account's articles; undefined: the whole site. */
  ownerId?: string;
}

export interface DayCount {
  day: string;
  views: number;
  visitors: number;
}

export interface ArticleCount {
  id: number;
  title: string;
  slug: string;
  views: number;
  visitors: number;
}

export interface SourceCount {
  kind: SourceKind;
  value: string;
  views: number;
}

export interface SearchCount {
  term: string;
  searches: number;
  empty: number;
}

const num = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Views and visitors per day. The site's own row (article 0) counts a reader once a day whatever
 * they read; an owner's numbers add up their articles' rows.
 */
export async function countsPerDay(db: DB, scope: StatisticsScope): Promise<DayCount[]> {
  const base = db
    .selectFrom("audience_daily as a")
    .where("a.day", ">=", scope.from)
    .where("a.day", "<=", scope.to);
  const rows =
    scope.ownerId === undefined
      ? await base.select(["a.day", "a.views", "a.visitors"]).where("a.post_id", "=", 0).execute()
      : await base
          .innerJoin("posts as p", "p.id", "a.post_id")
          .where("p.owner_id", "=", scope.ownerId)
          .select([
            "a.day",
            sql<string>`sum(a.views)`.as("views"),
            sql<string>`sum(a.visitors)`.as("visitors"),
          ])
          .groupBy("a.day")
          .execute();
  return rows.map((row) => ({ day: row.day, views: num(row.views), visitors: num(row.visitors) }));
}

/** The most read articles of the range. */
export async function topArticles(
  db: DB,
  scope: StatisticsScope,
  limit = 10,
): Promise<ArticleCount[]> {
  let query = db
    .selectFrom("audience_daily as a")
    .innerJoin("posts as p", "p.id", "a.post_id")
    .where("a.day", ">=", scope.from)
    .where("a.day", "<=", scope.to)
    .select([
      "p.id",
      "p.title",
      "p.slug",
      sql<string>`sum(a.views)`.as("views"),
      sql<string>`sum(a.visitors)`.as("visitors"),
    ])
    .groupBy(["p.id", "p.title", "p.slug"])
    .orderBy(sql`sum(a.views)`, "desc")
    .orderBy("p.id", "desc")
    .limit(limit);
  if (scope.ownerId !== undefined) query = query.where("p.owner_id", "=", scope.ownerId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, views: num(row.views), visitors: num(row.visitors) }));
}

/** The commonest values of each kind (referrer, campaign, device, country) in the range. */
export async function topSources(
  db: DB,
  scope: StatisticsScope,
  limit = 10,
): Promise<SourceCount[]> {
  let query = db
    .selectFrom("audience_sources as s")
    .where("s.day", ">=", scope.from)
    .where("s.day", "<=", scope.to)
    .select(["s.kind", "s.value", sql<string>`sum(s.views)`.as("views")])
    .groupBy(["s.kind", "s.value"])
    .orderBy(sql`sum(s.views)`, "desc")
    .orderBy("s.value");
  if (scope.ownerId !== undefined) {
    query = query
      .innerJoin("posts as p", "p.id", "s.post_id")
      .where("p.owner_id", "=", scope.ownerId);
  }
  const rows = await query.execute();
  const taken = new Map<string, number>();
  const out: SourceCount[] = [];
  for (const row of rows) {
    const count = taken.get(row.kind) ?? 0;
    if (count >= limit) continue;
    taken.set(row.kind, count + 1);
    out.push({ kind: row.kind as SourceKind, value: row.value, views: num(row.views) });
  }
  return out;
}

/** What readers searched for in the range, most searched first. */
export async function topSearches(
  db: DB,
  scope: StatisticsScope,
  limit = 20,
): Promise<SearchCount[]> {
  const rows = await db
    .selectFrom("audience_searches")
    .where("day", ">=", scope.from)
    .where("day", "<=", scope.to)
    .select([
      "term",
      sql<string>`sum(searches)`.as("searches"),
      sql<string>`sum(empty)`.as("empty"),
    ])
    .groupBy("term")
    .orderBy(sql`sum(searches)`, "desc")
    .orderBy("term")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    term: row.term,
    searches: num(row.searches),
    empty: num(row.empty),
  }));
}

/** Newsletter subscribers who signed up between two instants. */
export async function countNewSubscribers(db: DB, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom("subscribers")
    .select(sql<string>`count(*)`.as("n"))
    .where("created_at", ">=", from.toISOString())
    .where("created_at", "<", to.toISOString())
    .executeTakeFirst();
  return num(row?.n);
}

/** Every article's views and visitors per day in the range, for the CSV export. */
export async function articleDays(
  db: DB,
  scope: StatisticsScope,
): Promise<(DayCount & { title: string; slug: string })[]> {
  let query = db
    .selectFrom("audience_daily as a")
    .innerJoin("posts as p", "p.id", "a.post_id")
    .where("a.day", ">=", scope.from)
    .where("a.day", "<=", scope.to)
    .select(["a.day", "p.title", "p.slug", "a.views", "a.visitors"])
    .orderBy("a.day")
    .orderBy("a.views", "desc")
    .orderBy("p.id");
  if (scope.ownerId !== undefined) query = query.where("p.owner_id", "=", scope.ownerId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, views: num(row.views), visitors: num(row.visitors) }));
}

export interface ArticleTotals {
  views: number;
  visitors: number;
}

/**
 * Views and visitors of each of `postIds` over the days from `from` to `to`, in one query;
 * an article without views is absent from the map.
 */
export async function totalsOfArticles(
  db: DB,
  postIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, ArticleTotals>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("audience_daily")
    .where("post_id", "in", postIds)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .select([
      "post_id",
      sql<string>`sum(views)`.as("views"),
      sql<string>`sum(visitors)`.as("visitors"),
    ])
    .groupBy("post_id")
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.post_id),
      { views: num(row.views), visitors: num(row.visitors) },
    ]),
  );
}

/** One article's commonest referrer domains from `from` to `to`. */
export async function topReferrersOf(
  db: DB,
  postId: number,
  from: string,
  to: string,
  limit = 5,
): Promise<{ value: string; views: number }[]> {
  const rows = await db
    .selectFrom("audience_sources")
    .where("post_id", "=", postId)
    .where("kind", "=", "referrer")
    .where("day", ">=", from)
    .where("day", "<=", to)
    .select(["value", sql<string>`sum(views)`.as("views")])
    .groupBy("value")
    .orderBy(sql`sum(views)`, "desc")
    .orderBy("value")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ value: row.value, views: num(row.views) }));
}
