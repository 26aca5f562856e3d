import { services } from "~/.server/context";
import { getSiteSettings } from "~/.server/settings";
import { siteOrigin } from "~/.server/site-url";
import type { Route } from "./+types/robots";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const origin = await siteOrigin(services(context), request);
  const site = await getSiteSettings(db);
  // The name only as a comment: a line break in it must not become a directive.
  const body = `# ${site.name.replace(/\s+/g, " ")}
User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${origin}/sitemap.xml
Sitemap: ${origin}/sitemap-news.xml
`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
