import { categoryPath } from "./categories";

/** Where a list and its feeds are, as paths on this site. */
export interface FeedPaths {
  /** The list page, e.g. "/kategori/teknologi". */
  pagePath: string;
  /** Its feeds, e.g. "/rss.xml?category=teknologi" and "/feed.json?category=teknologi". */
  rssPath: string;
  jsonPath: string;
}

/** The home list's paths, or one category's. */
export function listFeedPaths(categorySlug?: string): FeedPaths {
  const query = categorySlug ? `?${new URLSearchParams({ category: categorySlug })}` : "";
  return {
    pagePath: categorySlug ? categoryPath(categorySlug) : "/",
    rssPath: `/rss.xml${query}`,
    jsonPath: `/feed.json${query}`,
  };
}
