import { services } from "~/.server/context";
import { listCategories } from "~/.server/db/categories";
import { listPublishedPages } from "~/.server/db/pages";
import { listPublishedSlugs } from "~/.server/db/posts";
import { listPublicTagSlugs } from "~/.server/db/tags";
import { siteOrigin } from "~/.server/site-url";
import { listHref } from "~/lib/list-href";
import { tagPath } from "~/lib/tags";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const origin = await siteOrigin(services(context), request);
  const [posts, categories, pages, tags] = await Promise.all([
    listPublishedSlugs(db),
    listCategories(db),
    listPublishedPages(db),
    listPublicTagSlugs(db),
  ]);
  const newest = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  const urls = [
    urlEntry(`${origin}/`, newest),
    ...posts.map((post) => urlEntry(`${origin}/blog/${post.slug}`, post.updatedAt)),
    ...categories.map((category) => urlEntry(`${origin}${listHref({ category: category.slug })}`)),
    ...pages.map((page) => urlEntry(`${origin}/${page.slug}`, page.updatedAt)),
    ...tags.map((slug) => urlEntry(`${origin}${tagPath(slug)}`)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
