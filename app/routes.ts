import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("admin/auth", "routes/admin/auth.tsx", { id: "admin-auth" }),
  route("admin/login", "routes/admin/auth.tsx", { id: "admin-login" }),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/uploads", "routes/admin/upload.ts"),
  route("admin/subscribers.csv", "routes/admin/subscribers-csv.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.ts"),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/comments", "routes/admin/comments.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/articles/new", "routes/admin/article-editor.tsx", { id: "article-new" }),
    route("admin/articles/:id/edit", "routes/admin/article-editor.tsx", { id: "article-edit" }),
  ]),
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
