import { services } from "~/.server/context";
import { siteOrigin } from "~/.server/site-url";
import type { Route } from "./+types/robots";

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(services(context).env, request);
  const body = `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${origin}/sitemap.xml
`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
