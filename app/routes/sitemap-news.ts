import { services } from "~/.server/context";
import { newsSitemapResponse } from "~/.server/news-sitemap";
import { siteOrigin } from "~/.server/site-url";
import type { Route } from "./+types/sitemap-news";

// The Google News sitemap: the last 48 hours' articles (app/.server/news-sitemap.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  return newsSitemapResponse(db, await siteOrigin(services(context), request));
}
