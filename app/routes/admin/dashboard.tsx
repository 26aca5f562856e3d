import { FilePlus2 } from "~/components/icons";
import { data, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { useFlashToast } from "~/components/admin/flash-toast";
import { Pagination } from "~/components/pagination";
import { requireStaff } from "~/.server/auth";
import { articleSubject, authorizeArticle } from "~/.server/policy";
import { can } from "~/lib/policy";
import { idField, readFormSafely, refuse, unreadableForm } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { adminStatuses, listForAdmin, postStats } from "~/.server/db/admin-posts";
import { deleteArticle } from "~/.server/commands/articles";
import { listInReview } from "~/.server/review";
import { listUsers } from "~/.server/db/users";
import { recentTotals, seesNumbersOf } from "~/.server/audience/statistics";
import { getSiteSettings } from "~/.server/settings";
import { setFlash, takeFlash } from "~/.server/flash";
import { formFields } from "~/lib/form-errors";
import { parseListQuery } from "~/lib/list-query";
import { useActionToast } from "~/lib/use-action-toast";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/dashboard";
import { AdminLoadError } from "~/components/admin/load-error";
import { AdminSearchForm } from "~/components/admin/search-form";
import { ArticleTable } from "~/components/admin/dashboard-articles";
import { ArticleFilters, ReviewQueue, StatCards } from "~/components/admin/dashboard-panels";

const t = texts.admin;
const adminPageSize = 20;

const deleteSchema = z.object({
  intent: z.literal("delete"),
  id: idField(),
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
    // Who sees only their own drafts counts only their own articles.
    postStats(db, viewer.seesAllDrafts ? undefined : user.id),
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
  // Each published article's last 30 days, for the rows whose numbers this account may see
  // (Statistik's rule), in one query for the page.
  const counted = list.posts.filter((post) => seesNumbersOf(user, post)).map((post) => post.id);
  const { timeZone } = await getSiteSettings(db);
  const totals = await recentTotals(db, counted, 30, timeZone);
  // Which rows show Edit and Delete: the same rules the editor and the action enforce.
  const posts = list.posts.map((post) => ({
    ...post,
    may: {
      edit: can(user, "article.edit", post),
      delete: can(user, "article.delete", post),
    },
    numbers: counted.includes(post.id) ? (totals.get(post.id) ?? { views: 0, visitors: 0 }) : null,
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
  const { db } = services(context);
  const form = await readFormSafely(request);
  if (!form) return unreadableForm();
  const parsed = deleteSchema.safeParse(formFields(form));
  if (!parsed.success) return refuse(400, t.deleteFailed);
  const subject = await articleSubject(db, parsed.data.id);
  if (subject) authorizeArticle(user, "article.delete", subject);
  if (!subject || !(await deleteArticle(services(context), parsed.data.id))) {
    return refuse(404, t.deleteFailed);
  }
  return redirect("/admin/dashboard", { headers: { "Set-Cookie": await setFlash("deleted") } });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, posts, total, q, page, pageCount, flash, filters, owners, queue } = loaderData;
  const navigation = useNavigation();
  const adding = navigation.location?.pathname === "/admin/articles/new";
  useFlashToast(flash, loaderData);
  useActionToast(actionData, { retry: true });

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
      <StatCards stats={stats} />

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
      <ArticleFilters q={q} filters={filters} owners={owners} />

      {(total > adminPageSize || q) && (
        <AdminSearchForm
          q={q}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          button={t.searchButton}
        />
      )}

      <ArticleTable posts={posts} empty={q ? t.noResults : t.empty} />
      <Pagination page={page} count={pageCount} href={href} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
