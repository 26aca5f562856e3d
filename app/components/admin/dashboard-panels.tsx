import { Form, Link } from "react-router";
import { texts } from "~/lib/admin-texts";

// The dashboard's parts above its article list: the counts, the review queue and the filters.

const t = texts.admin;
const r = texts.review;

/** Total, published and draft, side by side from a phone's width up. */
export function StatCards({
  stats,
}: {
  stats: { total: number; published: number; draft: number };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard label={t.statTotal} value={stats.total} />
      <StatCard label={t.statPublished} value={stats.published} />
      <StatCard label={t.statDraft} value={stats.draft} />
    </div>
  );
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-3xl font-bold">{value}</p>
    </div>
  );
}

/** Perlu ditinjau: what writers sent, waiting longest first, for editors and admins. */
export function ReviewQueue({
  items,
}: {
  items: { id: number; title: string; ownerName: string }[];
}) {
  return (
    <section
      aria-labelledby="perlu-ditinjau"
      className="mt-8 rounded-2xl border border-violet-200 bg-white p-5 dark:border-violet-900 dark:bg-slate-900"
    >
      <h2 id="perlu-ditinjau" className="flex items-center gap-2 text-lg font-bold">
        {r.queueTitle}
        {items.length > 0 && (
          <span
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-violet-700 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums"
            data-testid="review-badge"
          >
            <span aria-hidden>{items.length > 99 ? "99+" : items.length}</span>
            <span className="sr-only">{`, ${r.queueBadge(items.length)}`}</span>
          </span>
        )}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{r.queueEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <Link
                to={`/admin/articles/${item.id}/edit`}
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                {item.title}
              </Link>{" "}
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {r.queueBy(item.ownerName)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The list's filters by status and by author, kept with the search words in the address. */
export function ArticleFilters({
  q,
  filters,
  owners,
}: {
  q: string;
  filters: { status: string; owner: string };
  owners: { id: string; name: string }[];
}) {
  const statuses = [
    { id: "draft", name: r.draft },
    { id: "review", name: r.inReview },
    { id: "published", name: r.published },
  ];
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
      {q && <input type="hidden" name="q" value={q} />}
      <FilterSelect
        name="status"
        label={r.filterStatus}
        value={filters.status}
        choices={statuses}
      />
      <FilterSelect name="penulis" label={r.filterOwner} value={filters.owner} choices={owners} />
      <button
        type="submit"
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {r.filterApply}
      </button>
    </Form>
  );
}

export function FilterSelect({
  name,
  label,
  value,
  choices,
}: {
  name: string;
  label: string;
  value: string;
  choices: { id: string; name: string }[];
}) {
  return (
    <label className="text-sm">
      <span className="block font-medium">{label}</span>
      <select
        name={name}
        defaultValue={value}
        className="mt-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">{r.filterAll}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </label>
  );
}
