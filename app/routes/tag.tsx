import { isRouteErrorResponse, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { GoneView } from "~/components/gone-view";
import { NotFoundView } from "~/components/not-found-view";
import { PageMeta } from "~/components/page-meta";
import { ArticleGrid } from "~/components/article-grid";
import { services } from "~/.server/context";
import { listPublished } from "~/.server/db/posts";
import { findTagBySlug } from "~/.server/db/tags";
import { missing, notFound } from "~/.server/http";
import { pageSize, parseListQuery } from "~/lib/list-query";
import { isNewsletterSubmission } from "~/lib/newsletter";
import { pageCount } from "~/lib/pagination";
import { isValidSlug } from "~/lib/slug";
import { tagFeedPaths, tagPath } from "~/lib/tags";
import { FeedLinks } from "~/components/feed-links";
import { texts } from "~/lib/texts";
import { useSiteSettings } from "~/components/use-root-data";
import type { Route } from "./+types/tag";

const t = texts.tags;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  if (!isValidSlug(params.slug)) notFound();
  const tag = await findTagBySlug(db, params.slug);
  // A renamed or merged tag's old address answers 301, a deleted one's 410.
  if (!tag) return missing(db, request);
  const { page } = parseListQuery(new URL(request.url).searchParams);
  const { posts, total } = await listPublished(db, { tagId: tag.id, page, pageSize });
  return {
    tag: { slug: tag.slug, name: tag.name, description: tag.description },
    posts,
    page,
    total,
    pageCount: pageCount(total, pageSize),
  };
}

export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isNewsletterSubmission(formAction) ? false : defaultShouldRevalidate;
}

function pageHref(slug: string, page: number): string {
  return page > 1 ? `${tagPath(slug)}?page=${page}` : tagPath(slug);
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, posts, page, total } = loaderData;
  const site = useSiteSettings();
  const feedTitle = t.feedTitle(site.name, tag.name);
  return (
    <>
      <PageMeta
        title={t.pageTitle(tag.name)}
        description={tag.description || t.defaultDescription(tag.name)}
        path={pageHref(tag.slug, page)}
      />
      <FeedLinks title={feedTitle} paths={tagFeedPaths(tag.slug)} />
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
            {t.eyebrow}
          </p>
          <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight break-words sm:text-5xl">
            {tag.name}
          </h1>
          {tag.description && (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
              {tag.description}
            </p>
          )}
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {t.articleCount(total)}
            <span aria-hidden> · </span>
            <a
              href={tagFeedPaths(tag.slug).rssPath}
              className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
            >
              {t.feedLink}
            </a>
          </p>
        </div>
      </section>
      <ArticleGrid
        posts={posts}
        page={page}
        count={loaderData.pageCount}
        href={(n) => pageHref(tag.slug, n)}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 410) return <GoneView />;
  return <NotFoundView path={location.pathname} />;
}
