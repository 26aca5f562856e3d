import type { FeedPaths } from "./feed-paths";

// An author's public addresses, apart from the profile form's rules (./authors.ts): reader pages
// load these and nothing of the dashboard.

/** An author's page. */
export function authorPath(slug: string): string {
  return `/penulis/${slug}`;
}

/** An author's page and its feeds (RSS 2.0 and JSON Feed), as paths on this site. */
export function authorFeedPaths(slug: string): FeedPaths {
  return {
    pagePath: authorPath(slug),
    rssPath: `${authorPath(slug)}/rss.xml`,
    jsonPath: `${authorPath(slug)}/feed.json`,
  };
}

/** Every public address of an author: the page and its feeds. */
export function authorPaths(slug: string): string[] {
  return Object.values(authorFeedPaths(slug));
}
