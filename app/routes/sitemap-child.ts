import { services } from "~/.server/context";
import { sitemapResponse } from "~/.server/sitemap";
import { siteOrigin } from "~/.server/site-url";
import type { Route } from "./+types/sitemap-child";

// One child sitemap of the index (/sitemaps/2.xml); anything else here answers 404.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = services(context);
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
  if (!match) return new Response(null, { status: 404 });
  return sitemapResponse(db, await siteOrigin(services(context), request), Number(match[1]));
}
