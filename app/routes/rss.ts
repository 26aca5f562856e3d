import { services } from "~/.server/context";
import { homeFeedResponse } from "~/.server/feeds";
import { siteOrigin } from "~/.server/site-url";
import type { Route } from "./+types/rss";

// RSS 2.0 of the home list, or of one category's with ?category=<slug>.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const category = new URL(request.url).searchParams.get("category") || null;
  return homeFeedResponse(db, await siteOrigin(services(context), request), "rss", category);
}
