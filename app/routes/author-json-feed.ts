import { services } from "~/.server/context";
import { authorFeedResponse } from "~/.server/author-feed";
import { notFound } from "~/.server/http";
import { siteOrigin } from "~/.server/site-url";
import { isValidSlug } from "~/lib/slug";
import type { Route } from "./+types/author-json-feed";

// One author's articles as a feed (JSON Feed 1.1); an unknown author is 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const feed = isValidSlug(params.slug)
    ? await authorFeedResponse(
        db,
        await siteOrigin(services(context), request),
        "json",
        params.slug,
      )
    : undefined;
  return feed ?? notFound();
}
