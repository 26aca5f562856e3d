import { texts } from "~/lib/texts";
import { tagFeedPaths } from "~/lib/tags";
import type { DB } from "./db/connection";
import { listPublishedForFeed } from "./db/posts";
import { findTagBySlug, listTagsOfPosts } from "./db/tags";
import { feedResponse, feedSize, type FeedFormat } from "./feeds";
import { getSiteSettings } from "./settings";

/** The feed of one tag's list (its 20 newest articles), or undefined for an unknown tag. */
export async function tagFeedResponse(
  db: DB,
  origin: string,
  format: FeedFormat,
  slug: string,
): Promise<Response | undefined> {
  const tag = await findTagBySlug(db, slug);
  if (!tag) return undefined;
  const [site, articles] = await Promise.all([
    getSiteSettings(db),
    listPublishedForFeed(db, feedSize, { tagId: tag.id }),
  ]);
  const tags = await listTagsOfPosts(
    db,
    articles.map((article) => article.id),
  );
  const list = {
    title: texts.tags.feedTitle(site.name, tag.name),
    description: tag.description || texts.tags.defaultDescription(tag.name),
    ...tagFeedPaths(tag.slug),
  };
  const withTags = articles.map((article) => ({ ...article, tags: tags.get(article.id) ?? [] }));
  return feedResponse(db, origin, format, list, withTags);
}
