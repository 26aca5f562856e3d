import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { listForAdmin } from "~/.server/db/admin-posts";
import type { Route } from "./+types/article-search";

// The editor's "Baca juga": published articles whose title or text match `q`, best first, as
// `{ articles: [{ title, slug }] }` (at most 8).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "article.create", { page: false });
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  if (query === "") return Response.json({ articles: [] });
  const { posts } = await listForAdmin(services(context).db, {
    query,
    page: 1,
    pageSize: 8,
    status: "published",
  });
  return Response.json({ articles: posts.map(({ title, slug }) => ({ title, slug })) });
}
