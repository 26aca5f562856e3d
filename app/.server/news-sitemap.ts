import { articlePath } from "~/lib/article-paths";
import type { DB } from "./db/connection";
import { listPublishedSince } from "./db/post-feeds";
import { getSiteSettings } from "./settings";
import { escapeXml } from "./sitemap";

// /sitemap-news.xml: the Google News sitemap (https://www.google.com/schemas/sitemap-news/0.9),
// the articles of the last 48 hours (at most 1,000, as Google reads no more), each with the
// publication's name, its language (Indonesian) and the article's publication time and title.
// tests/fixtures/sitemap-news.xsd is the schema it is checked against.

export const newsSitemapPath = "/sitemap-news.xml";
const window = 48 * 60 * 60 * 1000;
const newsLimit = 1000;

export async function newsSitemapResponse(db: DB, origin: string): Promise<Response> {
  const since = new Date(Date.now() - window).toISOString();
  const [site, posts] = await Promise.all([
    getSiteSettings(db),
    listPublishedSince(db, since, newsLimit),
  ]);
  const publication = `<news:publication><news:name>${escapeXml(site.name)}</news:name><news:language>id</news:language></news:publication>`;
  const entries = posts.map(
    (post) => `  <url>
    <loc>${escapeXml(`${origin}${articlePath(post.slug)}`)}</loc>
    <news:news>${publication}<news:publication_date>${post.publishedAt}</news:publication_date><news:title>${escapeXml(post.title)}</news:title></news:news>
  </url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
${entries.join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // News is read often and changes by the minute.
      "Cache-Control": "public, max-age=300",
    },
  });
}
