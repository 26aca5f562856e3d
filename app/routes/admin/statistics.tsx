import type { ReactNode } from "react";
import { Download } from "~/components/icons";
import { Link } from "react-router";
import { AudienceChart } from "~/components/admin/audience-chart";
import { AdminLoadError } from "~/components/admin/load-error";
import { PageTitle } from "~/components/page-meta";
import { readStatistics, statisticsScope } from "~/.server/audience/statistics";
import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { getSiteSettings } from "~/.server/settings";
import { parseRange, statisticsRanges } from "~/lib/audience";
import { can } from "~/lib/policy";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/statistics";

const t = texts.statistics;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCan(request, context, "statistics.view");
  const { db } = services(context);
  const range = parseRange(new URL(request.url).searchParams.get("hari"));
  const site = await getSiteSettings(db);
  // Below Editor, only the numbers of one's own articles.
  const ownerId = can(user, "article.viewAll") ? undefined : user.id;
  const scope = statisticsScope(range, site.timeZone, ownerId);
  const stats = await readStatistics(db, scope, site.timeZone);
  return { range, own: ownerId !== undefined, counting: site.audienceCounting, ...stats };
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { range, own, counting, days, totals, articles, sources, searches, subscribers } =
    loaderData;
  const of = (kind: string) => sources.filter((source) => source.kind === kind);
  const campaigns = sources.filter((source) => source.kind.startsWith("utm_"));
  return (
    <>
      <PageTitle title={t.title} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
            {own ? t.leadOwn : t.leadAll}
          </p>
        </div>
        <a
          href={`/admin/statistics.csv?hari=${range}`}
          download
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          <Download className="size-5" aria-hidden />
          {t.csv}
        </a>
      </div>
      {!counting && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t.countingOff}
        </p>
      )}
      <nav aria-label={t.rangeLabel} className="mt-6 flex gap-2">
        {statisticsRanges.map((days) => (
          <Link
            key={days}
            to={`?hari=${days}`}
            aria-current={days === range ? "page" : undefined}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-slate-700"
          >
            {t.range(days)}
          </Link>
        ))}
      </nav>

      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Stat label={t.totalViews} value={totals.views} />
        <Stat label={t.totalVisitors} value={totals.visitors} />
        {subscribers !== null && <Stat label={t.newSubscribers} value={subscribers} />}
      </dl>

      <section aria-labelledby="per-hari" className="mt-8">
        <h2 id="per-hari" className="text-lg font-semibold">
          {t.chartTitle}
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <AudienceChart days={days} />
          <div className="max-h-80 overflow-auto rounded-xl border border-slate-200 dark:border-slate-800">
            <Table
              caption={t.perDay}
              head={[t.day, t.views, t.visitors]}
              rows={[...days].reverse().map((day) => [day.day, day.views, day.visitors])}
            />
          </div>
        </div>
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <Panel title={t.topArticles} id="artikel-teratas">
          <Table
            head={[t.article, t.views, t.visitors]}
            rows={articles.map((article) => [
              <a key="a" href={`/blog/${article.slug}`} className="hover:underline">
                {article.title}
              </a>,
              article.views,
              article.visitors,
            ])}
            testId="artikel-teratas"
          />
        </Panel>
        <Panel title={t.referrers} id="perujuk">
          <Table head={[t.source, t.views]} rows={of("referrer").map((s) => [s.value, s.views])} />
        </Panel>
        <Panel title={t.campaigns} id="kampanye">
          <Table
            head={[t.source, t.views]}
            rows={campaigns.map((s) => [`${t.kindLabels[s.kind] ?? s.kind}: ${s.value}`, s.views])}
          />
        </Panel>
        <Panel title={t.devices} id="perangkat">
          <Table
            head={[t.devices, t.views]}
            rows={of("device").map((s) => [t.deviceLabels[s.value] ?? s.value, s.views])}
          />
        </Panel>
        {of("country").length > 0 && (
          <Panel title={t.countries} id="negara">
            <Table
              head={[t.countries, t.views]}
              rows={of("country").map((s) => [s.value, s.views])}
            />
          </Panel>
        )}
        {!own && (
          <Panel title={t.searches} id="pencarian">
            <Table
              head={[t.term, t.searchCount, t.noResults]}
              rows={searches.map((s) => [s.term, s.searches, s.empty])}
            />
          </Panel>
        )}
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value.toLocaleString("id-ID")}</dd>
    </div>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        {children}
      </div>
    </section>
  );
}

function Table(props: { head: string[]; rows: ReactNode[][]; caption?: string; testId?: string }) {
  if (props.rows.length === 0) {
    return <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{t.empty}</p>;
  }
  return (
    <table className="w-full text-left text-sm" data-testid={props.testId}>
      {props.caption && <caption className="sr-only">{props.caption}</caption>}
      <thead className="bg-slate-50 dark:bg-slate-900">
        <tr>
          {props.head.map((label, index) => (
            <th
              key={label}
              scope="col"
              className={`px-3 py-2 font-semibold ${index > 0 ? "text-right" : ""}`}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {props.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td
                key={c}
                className={`px-3 py-2 ${c > 0 ? "text-right tabular-nums" : "break-words"}`}
              >
                {typeof cell === "number" ? cell.toLocaleString("id-ID") : cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
