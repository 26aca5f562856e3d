import { dayBefore, siteDay, type StatisticsRange } from "~/lib/audience";
import { can, type ArticleSubject, type PolicyUser } from "~/lib/policy";
import { zonedToUtc, type TimeZone } from "~/lib/schedule";
import {
  articleDays,
  countNewSubscribers,
  countsPerDay,
  topArticles,
  topSearches,
  topReferrersOf,
  topSources,
  totalsOfArticles,
  type ArticleTotals,
  type StatisticsScope,
} from "../db/audience-statistics";
import type { DB } from "../db/connection";

/** The days of a range ending today, in the site's zone, and whose articles it covers. */
export function statisticsScope(
  range: StatisticsRange,
  timeZone: TimeZone,
  ownerId: string | undefined,
  now = new Date(),
): StatisticsScope {
  const to = siteDay(now, timeZone);
  return { from: dayBefore(to, range - 1), to, ownerId };
}

/**
 * Everything Statistik shows for one scope: every day of the range (days without views as
 * zeros), top articles and sources; for the whole site also new subscribers and searches.
 */
export async function readStatistics(db: DB, scope: StatisticsScope, timeZone: TimeZone) {
  const whole = scope.ownerId === undefined;
  const start = zonedToUtc(`${scope.from}T00:00`, timeZone) ?? new Date(0);
  const end = new Date((zonedToUtc(`${scope.to}T00:00`, timeZone) ?? new Date()).getTime() + 864e5);
  const [counted, articles, sources, searches, subscribers] = await Promise.all([
    countsPerDay(db, scope),
    topArticles(db, scope),
    topSources(db, scope),
    whole ? topSearches(db, scope) : [],
    whole ? countNewSubscribers(db, start, end) : null,
  ]);
  const byDay = new Map(counted.map((row) => [row.day, row]));
  const days = [];
  for (let day = scope.from; day <= scope.to; day = dayBefore(day, -1)) {
    days.push(byDay.get(day) ?? { day, views: 0, visitors: 0 });
  }
  const totals = days.reduce(
    (sum, row) => ({ views: sum.views + row.views, visitors: sum.visitors + row.visitors }),
    { views: 0, visitors: 0 },
  );
  return { days, totals, articles, sources, searches, subscribers };
}

export type Statistics = Awaited<ReturnType<typeof readStatistics>>;

/** Each article's numbers per day, for the CSV export. */
export function statisticsRows(db: DB, scope: StatisticsScope) {
  return articleDays(db, scope);
}

/** Whether `user` sees an article's numbers: Statistik's rule, editors all, others their own. */
export function seesNumbersOf(user: PolicyUser, post: ArticleSubject): boolean {
  if (!post.published || !can(user, "statistics.view")) return false;
  return can(user, "article.viewAll") || post.ownerId === user.id;
}

/** The last `days` days' views and visitors of each of `postIds` (one query). */
export function recentTotals(
  db: DB,
  postIds: readonly number[],
  days: number,
  timeZone: TimeZone,
  now = new Date(),
): Promise<Map<number, ArticleTotals>> {
  const to = siteDay(now, timeZone);
  return totalsOfArticles(db, postIds, dayBefore(to, days - 1), to);
}

/** The editor's panel: one article's last 7 and 30 days and its top referrers of 30 days. */
export async function articleNumbers(db: DB, postId: number, timeZone: TimeZone, now = new Date()) {
  const to = siteDay(now, timeZone);
  const zero = { views: 0, visitors: 0 };
  const [week, month, referrers] = await Promise.all([
    recentTotals(db, [postId], 7, timeZone, now),
    recentTotals(db, [postId], 30, timeZone, now),
    topReferrersOf(db, postId, dayBefore(to, 29), to),
  ]);
  return {
    week: week.get(postId) ?? zero,
    month: month.get(postId) ?? zero,
    referrers,
  };
}

export type ArticleNumbers = Awaited<ReturnType<typeof articleNumbers>>;
