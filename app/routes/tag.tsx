import { isRouteErrorResponse, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { GoneView } from "~/components/gone-view";
import { NotFoundView } from "~/components/not-found-view";
import { PageMeta } from "~/components/page-meta";
import { ArticleGrid } from "~/components/article-grid";
import { services } from "~/.server/context";
import { listPublished } from "~/.server/db/posts";
import { findPublicTagBySlug } from "~/.server/db/tags";
import { missing, notFound } from "~/.server/http";
import { readerCard, readerTag } from "~/.server/reader-shapes";
import { pageSize, parseListQuery } from "~/lib/list-query";
import { isNewsletterSubmission } from "~/lib/newsletter";
import { pageCount } from "~/lib/pagination";
import { isValidSlug } from "~/lib/slug";
import { tagFeedPaths, tagPath } from "~/lib/tags";
import { FeedLinks } from "~/components/feed-links";
import { texts } from "~/lib/texts";
import { useSiteSettings } from "~/components/use-root-data";
import { ArchiveHeader } from "~/components/archive-header";
import type { Route } from "./+types/tag";

const t = texts.tags;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  if (!isValidSlug(params.slug)) notFound();
  const tag = await findPublicTagBySlug(db, params.slug);
  // A renamed or merged tag's old address answers 301, a deleted one's 410.
  if (!tag) return missing(db, request);
  const { page } = parseListQuery(new URL(request.url).searchParams);
  const { posts, total } = await listPublished(db, { tagId: tag.id, page });
  return {
    tag: readerTag(tag),
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
      <ArchiveHeader
        eyebrow={t.eyebrow}
        title={tag.name}
        count={t.articleCount(total)}
        feed={{ href: tagFeedPaths(tag.slug).rssPath, label: t.feedLink }}
      >
        {tag.description && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {tag.description}
          </p>
        )}
      </ArchiveHeader>
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
