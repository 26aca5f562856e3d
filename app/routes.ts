import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("media/:file", "routes/media.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
