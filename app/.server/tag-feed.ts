import { texts } from "~/lib/texts";
import { tagFeedPaths } from "~/lib/tags";
import type { DB } from "./db/connection";
import { findPublicTagBySlug } from "./db/tags";
import { filteredFeedResponse, type FeedFormat } from "./feeds";
import { getSiteSettings } from "./settings";

/** The feed of one tag's list (its 20 newest articles), or undefined for an unknown or unpublished tag. */
export async function tagFeedResponse(
  db: DB,
  origin: string,
  format: FeedFormat,
  slug: string,
): Promise<Response | undefined> {
  const tag = await findPublicTagBySlug(db, slug);
  if (!tag) return undefined;
  const site = await getSiteSettings(db);
  const list = {
    title: texts.tags.feedTitle(site.name, tag.name),
    description: tag.description || texts.tags.defaultDescription(tag.name),
    ...tagFeedPaths(tag.slug),
  };
  return filteredFeedResponse(db, origin, format, list, { tagId: tag.id });
}
