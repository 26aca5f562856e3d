import { texts } from "~/lib/texts";
import { authorFeedPaths } from "~/lib/author-paths";
import type { DB } from "./db/connection";
import { findPublicProfileBySlug } from "./db/author-profiles";
import { filteredFeedResponse, type FeedFormat } from "./feeds";
import { getSiteSettings } from "./settings";

/** The feed of one author's articles (their 20 newest), or undefined for an unknown author or one without a published article. */
export async function authorFeedResponse(
  db: DB,
  origin: string,
  format: FeedFormat,
  slug: string,
): Promise<Response | undefined> {
  const profile = await findPublicProfileBySlug(db, slug);
  if (!profile) return undefined;
  const site = await getSiteSettings(db);
  const list = {
    title: texts.authors.feedTitle(site.name, profile.name),
    description: profile.bio || texts.authors.defaultDescription(profile.name),
    ...authorFeedPaths(profile.slug),
  };
  return filteredFeedResponse(db, origin, format, list, { authorId: profile.id });
}
