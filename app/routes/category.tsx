import { isRouteErrorResponse, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { GoneView } from "~/components/gone-view";
import { NotFoundView } from "~/components/not-found-view";
import { PageMeta } from "~/components/page-meta";
import { ArticleGrid } from "~/components/article-grid";
import { services } from "~/.server/context";
import { findCategoryBySlug } from "~/.server/db/categories";
import { listPublished } from "~/.server/db/posts";
import { readerCard } from "~/.server/reader-shapes";
import { missing, notFound } from "~/.server/http";
import { categoryPageHref as pageHref } from "~/lib/categories";
import { listFeedPaths } from "~/lib/feed-paths";
import { pageSize, parseListQuery } from "~/lib/list-query";
import { isNewsletterSubmission } from "~/lib/newsletter";
import { pageCount } from "~/lib/pagination";
import { isValidSlug } from "~/lib/slug";
import { FeedLinks } from "~/components/feed-links";
import { texts } from "~/lib/texts";
import { useSiteOrigin, useSiteSettings } from "~/components/use-root-data";
import { BreadcrumbJsonLd } from "~/components/breadcrumb-json-ld";
import { ArchiveHeader } from "~/components/archive-header";
import type { Route } from "./+types/category";

// A category's own page (issue 43): its name, description, articles by page and feed. It was the
// home list's `?category=`, which now answers 301 here (home.tsx).

const t = texts.category;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  if (!isValidSlug(params.slug)) notFound();
  const category = await findCategoryBySlug(db, params.slug);
  // A renamed or merged category's old address answers 301, a deleted one's 410.
  if (!category) return missing(db, request);
  const { page } = parseListQuery(new URL(request.url).searchParams);
  const { posts, total } = await listPublished(db, { categorySlug: category.slug, page });
  return {
    category: { slug: category.slug, name: category.name, description: category.description },
    posts: posts.map(readerCard),
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

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, posts, page, total } = loaderData;
  const site = useSiteSettings();
  const origin = useSiteOrigin();
  const feeds = listFeedPaths(category.slug);
  return (
    <>
      <PageMeta
        title={category.name}
        description={category.description || t.defaultDescription(category.name)}
        path={pageHref(category.slug, page)}
      />
      <BreadcrumbJsonLd
        crumbs={[
          { name: texts.nav.home, url: `${origin}/` },
          { name: category.name, url: `${origin}${pageHref(category.slug, 1)}` },
        ]}
      />
      <FeedLinks title={texts.feed.categoryTitle(site.name, category.name)} paths={feeds} />
      <ArchiveHeader
        eyebrow={t.eyebrow}
        title={category.name}
        count={t.articleCount(total)}
        feed={{ href: feeds.rssPath, label: t.feedLink }}
      >
        {category.description && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {category.description}
          </p>
        )}
      </ArchiveHeader>
      <ArticleGrid
        posts={posts}
        page={page}
        count={loaderData.pageCount}
        href={(n) => pageHref(category.slug, n)}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 410) return <GoneView />;
  return <NotFoundView path={location.pathname} />;
}
