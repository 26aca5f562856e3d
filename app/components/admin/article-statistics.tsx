import { Link } from "react-router";
import { texts } from "~/lib/admin-texts";

const t = texts.articleNumbers;
const s = texts.statistics;

interface Totals {
  views: number;
  visitors: number;
}

/** One article's numbers as the editor's loader sends them. */
export interface ArticleStatisticsNumbers {
  week: Totals;
  month: Totals;
  referrers: readonly { value: string; views: number }[];
}

/** "Statistik artikel": the article's last 7 and 30 days and where its readers came from. */
export function ArticleStatistics({ numbers }: { numbers: ArticleStatisticsNumbers }) {
  const rows = [
    { days: 7, totals: numbers.week },
    { days: 30, totals: numbers.month },
  ];
  return (
    <section
      aria-labelledby="statistik-artikel"
      className="mt-8 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="statistik-artikel" className="text-lg font-semibold">
          {t.panelTitle}
        </h2>
        <Link
          to="/admin/statistics?hari=30"
          className="text-sm font-medium text-brand-700 underline hover:no-underline dark:text-brand-300"
        >
          {t.link}
        </Link>
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t.period}
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              {s.views}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {s.visitors}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(({ days, totals }) => (
            <tr key={days}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {t.last(days)}
              </th>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">{totals.views}</td>
              <td className="py-2 text-right font-semibold tabular-nums">{totals.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-4 text-sm font-semibold">{t.referrers}</h3>
      {numbers.referrers.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.noReferrers}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {numbers.referrers.map((referrer) => (
            <li key={referrer.value} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0 break-all">{referrer.value}</span>
              <span className="tabular-nums">{referrer.views}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
