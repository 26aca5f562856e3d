import { services } from "~/.server/context";
import { missing } from "~/.server/http";
import { siteOrigin } from "~/.server/site-url";
import { tagFeedResponse } from "~/.server/tag-feed";
import { isValidSlug } from "~/lib/slug";
import type { Route } from "./+types/tag-json-feed";

// JSON Feed 1.1 of one tag's list; a renamed or merged tag's old feed answers 301.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const feed = isValidSlug(params.slug)
    ? await tagFeedResponse(db, await siteOrigin(services(context), request), "json", params.slug)
    : undefined;
  return feed ?? missing(db, request);
}
