import { FilePlus2, Pencil, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { failureToast, useFlashToast } from "~/components/admin/flash-toast";
import { Pagination } from "~/components/pagination";
import { requireStaff } from "~/.server/auth";
import { articleSubject, authorizeArticle } from "~/.server/policy";
import { can } from "~/lib/policy";
import { services } from "~/.server/context";
import { adminStatuses, listForAdmin, postStats } from "~/.server/db/admin-posts";
import { deletePost } from "~/.server/db/post-writes";
import { listInReview } from "~/.server/review";
import { listUsers } from "~/.server/db/users";
import { setFlash, takeFlash } from "~/.server/flash";
import { formatLongDate } from "~/lib/dates";
import { parseListQuery } from "~/lib/list-query";
import { mediaSrcSet } from "~/lib/media";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/dashboard";
import { AdminLoadError } from "~/components/admin/load-error";
import { AdminSearchForm } from "~/components/admin/search-form";
import { PublicLink } from "~/components/admin/public-links";

const t = texts.admin;
const adminPageSize = 20;

const deleteSchema = z.object({
  intent: z.literal("delete"),
  id: z.coerce.number().int().positive(),
});

// An unknown value in the address is no filter, never an error.
const filterSchema = z.object({
  status: z.enum(adminStatuses).optional().catch(undefined),
  owner: z.string().min(1).max(100).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const { db } = services(context);
  const params = new URL(request.url).searchParams;
  const { q, page } = parseListQuery(params);
  const filters = filterSchema.parse({
    status: params.get("status") ?? undefined,
    owner: params.get("penulis") ?? undefined,
  });
  const viewer = { id: user.id, seesAllDrafts: can(user, "article.viewAll") };
  const reviews = can(user, "review.decide");
  const [stats, list, queue, accounts] = await Promise.all([
    postStats(db),
    listForAdmin(db, {
      query: q,
      page,
      pageSize: adminPageSize,
      viewer,
      status: filters.status,
      ownerId: filters.owner,
    }),
    reviews ? listInReview(db) : [],
    listUsers(db),
  ]);
  // The author filter names accounts by their display name, the viewer first.
  const owners = accounts
    .filter((account) => account.role !== "pending")
    .map((account) => ({
      id: account.id,
      name: account.id === user.id ? texts.review.ownerMine : account.name,
    }))
    .sort((a, b) => Number(b.id === user.id) - Number(a.id === user.id));
  // Which rows show Edit and Delete: the same rules the editor and the action enforce.
  const posts = list.posts.map((post) => ({
    ...post,
    may: {
      edit: can(user, "article.edit", post),
      delete: can(user, "article.delete", post),
    },
  }));
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      stats,
      posts,
      total: list.total,
      q,
      page,
      filters: { status: filters.status ?? "", owner: filters.owner ?? "" },
      owners,
      queue: reviews ? queue : null,
      pageCount: Math.ceil(list.total / adminPageSize),
      flash,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, cache } = services(context);
  const parsed = deleteSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: t.deleteFailed }, { status: 400 });
  const subject = await articleSubject(db, parsed.data.id);
  if (subject) authorizeArticle(user, "article.delete", subject);
  if (!subject || !(await deletePost(db, parsed.data.id))) {
    return data({ error: t.deleteFailed }, { status: 404 });
  }
  cache.invalidate();
  return redirect("/admin/dashboard", { headers: { "Set-Cookie": await setFlash("deleted") } });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, posts, total, q, page, pageCount, flash, filters, owners, queue } = loaderData;
  const navigation = useNavigation();
  const adding = navigation.location?.pathname === "/admin/articles/new";
  useFlashToast(flash, loaderData);
  useEffect(() => {
    if (actionData?.error) failureToast(actionData.error);
  }, [actionData]);

  const href = (target: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (filters.status) params.set("status", filters.status);
    if (filters.owner) params.set("penulis", filters.owner);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : "/admin/dashboard";
  };

  return (
    <>
      <PageTitle title={t.title} />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t.statTotal} value={stats.total} />
        <StatCard label={t.statPublished} value={stats.published} />
        <StatCard label={t.statDraft} value={stats.draft} />
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t.listTitle}</h1>
        <Link
          to="/admin/articles/new"
          aria-disabled={adding || undefined}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-70"
        >
          <FilePlus2 className="size-5" aria-hidden />
          {adding ? t.adding : t.addArticle}
        </Link>
      </div>

      {queue && <ReviewQueue items={queue} />}

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        {q && <input type="hidden" name="q" value={q} />}
        <label className="text-sm">
          <span className="block font-medium">{texts.review.filterStatus}</span>
          <select
            name="status"
            defaultValue={filters.status}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
          >
            <option value="">{texts.review.filterAll}</option>
            <option value="draft">{texts.review.draft}</option>
            <option value="review">{texts.review.inReview}</option>
            <option value="published">{texts.review.published}</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">{texts.review.filterOwner}</span>
          <select
            name="penulis"
            defaultValue={filters.owner}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
          >
            <option value="">{texts.review.filterAll}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {texts.review.filterApply}
        </button>
      </Form>

      {(total > adminPageSize || q) && (
        <AdminSearchForm
          q={q}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          button={t.searchButton}
        />
      )}

      {/* Below a tablet's width each article is a card with its actions: nothing scrolls sideways. */}
      <div className="mt-6 rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <thead className="hidden bg-slate-50 text-xs tracking-wide text-slate-600 uppercase md:table-header-group dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th className="px-4 py-3">{t.columnArticle}</th>
              <th className="px-4 py-3">{t.columnCategory}</th>
              <th className="px-4 py-3">{t.columnDate}</th>
              <th className="px-4 py-3">{t.columnStatus}</th>
              <th className="px-4 py-3 text-right">{t.columnActions}</th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800">
            {posts.map((post) => (
              <tr
                key={post.id}
                className="block p-4 md:table-row md:p-0"
                data-testid="baris-artikel"
              >
                <td className="block md:table-cell md:px-4 md:py-3">
                  <div className="flex items-center gap-3">
                    {post.image ? (
                      <img
                        src={post.image}
                        srcSet={mediaSrcSet(post.image)}
                        sizes="64px"
                        alt=""
                        className="h-10 w-16 shrink-0 rounded object-cover"
                      />
                    ) : (
                      <div className="h-10 w-16 shrink-0 rounded bg-slate-200 dark:bg-slate-800" />
                    )}
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{post.title}</p>
                      <p className="text-xs break-all text-slate-600 dark:text-slate-400">
                        /{post.slug}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="mt-2 mr-3 inline-block md:mt-0 md:table-cell md:px-4 md:py-3">
                  {post.category.name}
                </td>
                <td className="mr-3 inline-block whitespace-nowrap md:table-cell md:px-4 md:py-3">
                  {formatLongDate(post.publishedAt)}
                </td>
                <td className="inline-block md:table-cell md:px-4 md:py-3">
                  <StatusBadge
                    published={post.published}
                    scheduled={post.scheduledAt !== null}
                    inReview={post.inReview}
                  />
                </td>
                {/* On a phone the actions get a row of their own under the card, never over the title. */}
                <td className="mt-2 block md:mt-0 md:table-cell md:px-4 md:py-3">
                  <div className="flex items-center justify-end gap-1">
                    <PublicLink
                      path={`/blog/${post.slug}`}
                      title={post.title}
                      published={post.published}
                    />
                    {post.may.edit && (
                      <Link
                        to={`/admin/articles/${post.id}/edit`}
                        aria-label={t.edit(post.title)}
                        title={t.edit(post.title)}
                        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                      >
                        <Pencil className="size-4" aria-hidden />
                      </Link>
                    )}
                    {post.may.delete && (
                      <Form
                        method="post"
                        onSubmit={(event) => {
                          if (!window.confirm(t.deleteConfirm)) event.preventDefault();
                        }}
                      >
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={post.id} />
                        <button
                          type="submit"
                          aria-label={t.delete(post.title)}
                          title={t.delete(post.title)}
                          className="rounded-lg p-2 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </button>
                      </Form>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {posts.length === 0 && (
          <p className="p-8 text-center text-slate-600 dark:text-slate-400">
            {q ? t.noResults : t.empty}
          </p>
        )}
      </div>
      <Pagination page={page} count={pageCount} href={href} />
    </>
  );
}

const badgeColors = {
  published: "bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300",
  scheduled: "bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200",
  draft: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300",
  review: "bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200",
};

function StatusBadge({
  published,
  scheduled,
  inReview,
}: {
  published: boolean;
  scheduled: boolean;
  inReview: boolean;
}) {
  const status = published ? "published" : scheduled ? "scheduled" : inReview ? "review" : "draft";
  const label = {
    published: t.published,
    scheduled: texts.schedule.status,
    draft: t.draft,
    review: texts.review.inReview,
  };
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badgeColors[status]}`}>
      {label[status]}
    </span>
  );
}

/** Perlu ditinjau: what writers sent, waiting longest first, for editors and admins. */
function ReviewQueue({ items }: { items: { id: number; title: string; ownerName: string }[] }) {
  return (
    <section
      aria-labelledby="perlu-ditinjau"
      className="mt-8 rounded-2xl border border-violet-200 bg-white p-5 dark:border-violet-900 dark:bg-slate-900"
    >
      <h2 id="perlu-ditinjau" className="flex items-center gap-2 text-lg font-bold">
        {texts.review.queueTitle}
        {items.length > 0 && (
          <span
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-violet-700 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums"
            data-testid="review-badge"
          >
            <span aria-hidden>{items.length > 99 ? "99+" : items.length}</span>
            <span className="sr-only">{`, ${texts.review.queueBadge(items.length)}`}</span>
          </span>
        )}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{texts.review.queueEmpty}</p>
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
                {texts.review.queueBy(item.ownerName)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
