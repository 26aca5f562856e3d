import { Mail, Pencil } from "~/components/icons";
import { Link } from "react-router";
import { AdminLoadError } from "~/components/admin/load-error";
import { PublicLink } from "~/components/admin/public-links";
import { PageTitle } from "~/components/page-meta";
import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { listScheduled } from "~/.server/db/scheduled-posts";
import { getSiteSettings } from "~/.server/settings";
import { formatZonedDateTime } from "~/lib/schedule";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/scheduled";

const t = texts.schedule;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "scheduled.view");
  const { db } = services(context);
  const [posts, site] = await Promise.all([listScheduled(db), getSiteSettings(db)]);
  return { posts, timeZone: site.timeZone };
}

export default function Scheduled({ loaderData }: Route.ComponentProps) {
  const { posts, timeZone } = loaderData;
  return (
    <>
      <PageTitle title={t.listTitle} />
      <h1 className="text-2xl font-bold">{t.listTitle}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        {t.listLead(t.zones[timeZone])}
      </p>
      {posts.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-slate-200 p-8 text-center text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {t.empty}
        </p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {posts.map((post) => (
            <li
              key={post.id}
              data-testid="baris-terjadwal"
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-sky-800 dark:text-sky-200">
                  <span className="sr-only">{t.columnWhen} </span>
                  <time dateTime={post.scheduledAt}>
                    {formatZonedDateTime(post.scheduledAt, timeZone)}
                  </time>
                </p>
                <p className="mt-1 font-semibold break-words">{post.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                  <span>{post.category}</span>
                  <span className="break-all">/{post.slug}</span>
                  {post.newsletter && (
                    <span className="inline-flex items-center gap-1">
                      <Mail className="size-3.5" aria-hidden />
                      {t.newsletterYes}
                    </span>
                  )}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <PublicLink path={`/blog/${post.slug}`} title={post.title} published={false} />
                <Link
                  to={`/admin/articles/${post.id}/edit`}
                  aria-label={texts.admin.edit(post.title)}
                  title={texts.admin.edit(post.title)}
                  className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  <Pencil className="size-4" aria-hidden />
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
