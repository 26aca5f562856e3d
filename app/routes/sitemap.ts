import { services } from "~/.server/context";
import { sitemapResponse } from "~/.server/sitemap";
import { siteOrigin } from "~/.server/site-url";
import type { Route } from "./+types/sitemap";

// The sitemap, or past 50,000 addresses the index of its children (/sitemaps/<n>.xml).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  return sitemapResponse(db, await siteOrigin(services(context), request));
}
