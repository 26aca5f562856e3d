import { tagPath } from "~/lib/tags";
import { authorPath } from "~/lib/author-paths";
import { listPublicCategories } from "./db/categories";
import { categoryPath } from "~/lib/categories";
import type { DB } from "./db/connection";
import { countPublishedPages, listPublishedPages } from "./db/pages";
import { articlePath } from "~/lib/article-paths";
import { countPublished } from "./db/posts";
import { listPublishedSlugs, newestPublishedChange } from "./db/post-feeds";
import { listPublicTagSlugs } from "./db/tags";
import { listPublishedAuthorSlugs } from "./db/author-profiles";

// /sitemap.xml lists every public address. Past the protocol's limit of URLs in one file it
// becomes a sitemap index of child sitemaps (/sitemaps/<n>.xml), each a slice of the same list,
// read from the database slice by slice: no request loads the whole archive.

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const sitemapUrlLimit = 50_000;

interface SitemapUrl {
  /** A path on this site. */
  path: string;
  lastmod?: string;
}

/** One kind of public address: how many there are, and a slice of them in a stable order. */
interface SitemapSource {
  count(db: DB): Promise<number>;
  list(db: DB, offset: number, limit: number): Promise<SitemapUrl[]>;
}

const home: SitemapSource = {
  count: async () => 1,
  list: async (db) => [{ path: "/", lastmod: await newestPublishedChange(db) }],
};

const categories: SitemapSource = {
  // A category without a published article is no page a reader can be sent to.
  count: async (db) => (await listPublicCategories(db)).length,
  list: async (db, offset, limit) =>
    (await listPublicCategories(db))
      .slice(offset, offset + limit)
      .map((category) => ({ path: categoryPath(category.slug) })),
};

const pages: SitemapSource = {
  count: countPublishedPages,
  list: async (db, offset, limit) =>
    (await listPublishedPages(db))
      .slice(offset, offset + limit)
      .map((page) => ({ path: `/${page.slug}`, lastmod: page.updatedAt })),
};

// Tags with a published article; a site has far fewer tags than articles.
const tags: SitemapSource = {
  count: async (db) => (await listPublicTagSlugs(db)).length,
  list: async (db, offset, limit) =>
    (await listPublicTagSlugs(db))
      .slice(offset, offset + limit)
      .map((slug) => ({ path: tagPath(slug) })),
};

// Authors with a published article; like tags, far fewer than articles.
const authors: SitemapSource = {
  count: async (db) => (await listPublishedAuthorSlugs(db)).length,
  list: async (db, offset, limit) =>
    (await listPublishedAuthorSlugs(db))
      .slice(offset, offset + limit)
      .map((slug) => ({ path: authorPath(slug) })),
};

const articles: SitemapSource = {
  count: (db) => countPublished(db),
  list: async (db, offset, limit) =>
    (await listPublishedSlugs(db, { offset, limit })).map((post) => ({
      path: articlePath(post.slug),
      lastmod: post.updatedAt,
    })),
};

// The few small kinds first, the archive last: every child but the last is full.
const sources = [home, categories, pages, tags, authors, articles];

const xmlHeaders = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=900",
};

/**
 * The sitemap (`child` undefined) or one child sitemap of the index. A child that does not
 * exist (or any child of a site small enough for one sitemap) answers 404.
 */
export async function sitemapResponse(db: DB, origin: string, child?: number): Promise<Response> {
  const counts = await Promise.all(sources.map((source) => source.count(db)));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const children = Math.ceil(total / sitemapUrlLimit);
  if (child === undefined && children <= 1) {
    return new Response(urlset(origin, await slice(db, counts, 0, total)), {
      headers: xmlHeaders,
    });
  }
  if (child === undefined)
    return new Response(sitemapIndex(origin, children), { headers: xmlHeaders });
  if (children <= 1 || child < 1 || child > children) {
    return new Response(null, { status: 404 });
  }
  const urls = await slice(db, counts, (child - 1) * sitemapUrlLimit, sitemapUrlLimit);
  return new Response(urlset(origin, urls), { headers: xmlHeaders });
}

/** The path of the index's `n`th child sitemap. */
export function childSitemapPath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

/** URLs `offset` to `offset + limit` of the whole list, asking each source for its part. */
async function slice(
  db: DB,
  counts: number[],
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const parts: Promise<SitemapUrl[]>[] = [];
  let start = 0;
  for (const [index, source] of sources.entries()) {
    const count = counts[index] ?? 0;
    const from = Math.max(offset, start);
    const to = Math.min(offset + limit, start + count);
    if (from < to) parts.push(source.list(db, from - start, to - from));
    start += count;
  }
  return (await Promise.all(parts)).flat();
}

function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
    return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`;
}

function sitemapIndex(origin: string, children: number): string {
  // The news sitemap (app/.server/news-sitemap.ts) is listed last.
  const paths = [
    ...Array.from({ length: children }, (_, index) => childSitemapPath(index + 1)),
    "/sitemap-news.xml",
  ];
  const entries = paths.map(
    (path) => `  <sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</sitemapindex>
`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
