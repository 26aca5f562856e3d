import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("media/:file", "routes/media.ts"),
] satisfies RouteConfig;
