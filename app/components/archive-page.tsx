import type { ReactNode } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { archivePageHref, type ArchiveList } from "~/lib/archive";
import type { FeedPaths } from "~/lib/feed-paths";
import { ArchiveHeader } from "./archive-header";
import { ArticleGrid } from "./article-grid";
import { FeedLinks } from "./feed-links";
import { GoneView } from "./gone-view";
import { NotFoundView } from "./not-found-view";
import { PageMeta, type PageMetaProps } from "./page-meta";

/**
 * A reader's archive page (a category's, a tag's, an author's): its meta tags with the canonical
 * address of the page of the list shown, its feeds in <head>, the header with the count and the
 * feed link, the cards and the pager (rel prev/next). `list` is the loader's own data
 * (app/.server/archive-page.ts); the page says only what differs.
 */
export function ArchivePage({
  list,
  feeds,
  meta,
  feedTitle,
  words,
  header,
  lead,
  jsonLd,
  children,
}: {
  list: ArchiveList;
  /** The list's own path and its feeds'. */
  feeds: FeedPaths;
  meta: Omit<PageMetaProps, "path" | "noindex">;
  /** The feeds' title for feed readers. */
  feedTitle: string;
  /** The page's own texts: what it is, its article count, its feed link's label. */
  words: { eyebrow: string; articleCount: (count: number) => string; feedLink: string };
  header: { title: string; top?: ReactNode };
  /** The owner's own description, under the heading. */
  lead?: string | null;
  /** Structured data for search engines (a breadcrumb, a person). */
  jsonLd?: ReactNode;
  /** More under the heading (an author's bio and links). */
  children?: ReactNode;
}) {
  const href = (page: number) => archivePageHref(feeds.pagePath, page);
  return (
    <>
      <PageMeta {...meta} path={href(list.page)} />
      <FeedLinks title={feedTitle} paths={feeds} />
      {jsonLd}
      <ArchiveHeader
        eyebrow={words.eyebrow}
        title={header.title}
        count={words.articleCount(list.total)}
        feed={{ href: feeds.rssPath, label: words.feedLink }}
        top={header.top}
      >
        {lead && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {lead}
          </p>
        )}
        {children}
      </ArchiveHeader>
      <ArticleGrid posts={list.posts} page={list.page} count={list.pageCount} href={href} />
    </>
  );
}

/** An archive page's error: 410 for a deleted owner's old address, else not found. */
export function ArchiveErrorBoundary({ error }: { error: unknown }) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 410) return <GoneView />;
  return <NotFoundView path={location.pathname} />;
}
