import { XMLBuilder } from "fast-xml-parser";
import sanitizeHtml from "sanitize-html";
import { bylineName } from "~/lib/author";
import { authorPath } from "~/lib/author-paths";
import { listFeedPaths, type FeedPaths } from "~/lib/feed-paths";
import { copyright } from "~/lib/site-settings";
import { texts } from "~/lib/texts";
import { findCategoryBySlug } from "./db/categories";
import type { DB } from "./db/connection";
import { findOldAddress } from "./db/redirects";
import { articlePath } from "~/lib/article-paths";
import { listPublishedForFeed, type FeedPost } from "./db/post-feeds";
import { listTagsOfPosts } from "./db/tags";
import { getSiteSettings } from "./settings";
import { utf8Bytes } from "./utf8";

// Every list's feeds (the whole site, a category, a tag, an author) are built here, in both
// formats, from the same articles: RSS 2.0 written by fast-xml-parser's builder, and JSON Feed 1.1.

/** How many articles every feed carries. */
export const feedSize = 20;

export type FeedFormat = "rss" | "json";

/** The list a feed follows: its name, and where the list and its feeds are (paths on this site). */
export interface FeedList extends FeedPaths {
  title: string;
  description: string;
}

/** An article as a feed carries it; `tags` is left out by lists that know none. */
export interface FeedArticle extends FeedPost {
  tags?: { name: string }[];
}

const contentTypes: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

/**
 * The feed of `list` in `format`, as a public response the page cache stores and drops with the
 * pages. `origin` is the site's absolute base (siteOrigin()).
 */
export async function feedResponse(
  db: DB,
  origin: string,
  format: FeedFormat,
  list: FeedList,
  articles: FeedArticle[],
): Promise<Response> {
  const site = await getSiteSettings(db);
  const channel: Channel = {
    ...list,
    origin,
    language: "id",
    siteName: site.name,
    copyright: copyright(site, new Date().getFullYear()),
    icon: site.logo ? new URL(site.logo, `${origin}/`).href : undefined,
  };
  const body = format === "rss" ? rss(channel, articles) : jsonFeed(channel, articles);
  // As bytes: from a string, the response converted and encoded the whole feed again, two bytes
  // a character as soon as one curly quote is in it (docs/PERFORMANCE.md).
  return new Response(utf8Bytes(body), {
    headers: { "Content-Type": contentTypes[format], "Cache-Control": "public, max-age=900" },
  });
}

interface Channel extends FeedList {
  origin: string;
  language: string;
  /** For the byline of a profile without a display name ("Redaksi <site>"). */
  siteName: string;
  copyright: string;
  icon?: string;
}

// Text is escaped, CDATA split where it holds `]]>`. The `feed` package wrote the same document
// through xml-js, which joins every element's children into one string at every level: a third
// of an uncached feed's CPU went to copying the articles into their item, the item into the
// channel, the channel into the document (docs/PERFORMANCE.md).
const xml = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  cdataPropName: "#cdata",
  suppressEmptyNode: true,
});

/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification): the summary as description, the whole
 * article as content:encoded, the author's name and the article's labels.
 */
function rss(channel: Channel, articles: FeedArticle[]): string {
  const link = `${channel.origin}${channel.pagePath}`;
  const updated = articles[0] ? new Date(articles[0].publishedAt) : new Date();
  const document = {
    "?xml": { "@version": "1.0", "@encoding": "utf-8" },
    rss: {
      "@version": "2.0",
      "@xmlns:dc": "http://purl.org/dc/elements/1.1/",
      "@xmlns:content": "http://purl.org/rss/1.0/modules/content/",
      "@xmlns:atom": "http://www.w3.org/2005/Atom",
      channel: {
        title: channel.title,
        link,
        description: channel.description,
        lastBuildDate: updated.toUTCString(),
        docs: "https://validator.w3.org/feed/docs/rss2.html",
        generator: "Warta",
        language: channel.language,
        ...(channel.icon ? { image: { title: channel.title, url: channel.icon, link } } : {}),
        copyright: channel.copyright,
        "atom:link": {
          "@href": `${channel.origin}${channel.rssPath}`,
          "@rel": "self",
          "@type": "application/rss+xml",
        },
        item: articles.map((article) => {
          const url = `${channel.origin}${articlePath(article.slug)}`;
          return {
            title: { "#cdata": article.title },
            link: url,
            guid: { "@isPermaLink": "false", "#text": url },
            pubDate: new Date(article.publishedAt).toUTCString(),
            description: { "#cdata": article.summary },
            "content:encoded": { "#cdata": absoluteHtml(article.content, channel.origin) },
            author: bylineName(article.author, article.authorSlug, channel.siteName),
            category: labels(article),
          };
        }),
      },
    },
  };
  return xml.build(document) as string;
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
function jsonFeed(channel: Channel, articles: FeedArticle[]): string {
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: channel.title,
    home_page_url: `${channel.origin}${channel.pagePath}`,
    feed_url: `${channel.origin}${channel.jsonPath}`,
    description: channel.description,
    language: channel.language,
    ...(channel.icon ? { icon: channel.icon } : {}),
    items: articles.map((article) => {
      const url = `${channel.origin}${articlePath(article.slug)}`;
      return {
        id: url,
        url,
        title: article.title,
        content_html: absoluteHtml(article.content, channel.origin),
        summary: article.summary,
        ...(article.image ? { image: new URL(article.image, `${channel.origin}/`).href } : {}),
        date_published: new Date(article.publishedAt).toISOString(),
        date_modified: new Date(article.updatedAt).toISOString(),
        authors: [author(article, channel)],
        tags: labels(article),
      };
    }),
  };
  return JSON.stringify(feed);
}

/** The article's author, with their page when they have a profile. */
function author(article: FeedArticle, channel: Channel): { name: string; url?: string } {
  const name = bylineName(article.author, article.authorSlug, channel.siteName);
  return article.authorSlug
    ? { name, url: `${channel.origin}${authorPath(article.authorSlug)}` }
    : { name };
}

/** The category first, then the tags, without repeats. */
function labels(article: FeedArticle): string[] {
  return [...new Set([article.category.name, ...(article.tags ?? []).map((tag) => tag.name)])];
}

// Feed readers show the article away from the site: its own links and images (/media/…,
// /blog/…) must carry the site's address. Stored HTML is already sanitized; only URLs change.
// An article with no href or src but absolute ones (all text, or links to other sites) is left as
// it is stored: parsing it cost a fifth of an uncached feed, and the parser's output, a string of
// many pieces, cost as much again where the feed writer copies it (docs/PERFORMANCE.md).
export function absoluteHtml(html: string, origin: string): string {
  if (!mayHaveRelativeUrl.test(html)) return html;
  const absolute = (url: string | undefined) => {
    if (!url) return url;
    try {
      return new URL(url, `${origin}/`).href;
    } catch {
      return url;
    }
  };
  const rewrite =
    (attribute: "href" | "src") =>
    (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
      const url = absolute(attribs[attribute]);
      return { tagName, attribs: url ? { ...attribs, [attribute]: url } : attribs };
    };
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: { a: rewrite("href"), img: rewrite("src") },
  });
}

// An href or src whose value does not start with a scheme: the quote and the spaces are taken
// whole (a lookahead, then its capture), so that a failed test cannot backtrack into reading an
// absolute URL as relative. Anything unusual (entities, spaces in the value) reads as relative.
const mayHaveRelativeUrl = /\b(?:href|src)\s*=(?=(\s*["']?))\1(?![a-z][a-z\d+.-]*:)/i;

/** The feed of a tag's or an author's list: its 20 newest articles, each with its tags. */
export async function filteredFeedResponse(
  db: DB,
  origin: string,
  format: FeedFormat,
  list: FeedList,
  filter: { tagId: number } | { authorId: number },
): Promise<Response> {
  const articles = await listPublishedForFeed(db, feedSize, filter);
  const tags = await listTagsOfPosts(
    db,
    articles.map((article) => article.id),
  );
  const withTags = articles.map((article) => ({ ...article, tags: tags.get(article.id) ?? [] }));
  return feedResponse(db, origin, format, list, withTags);
}

/**
 * The feed of the home list, or of one category's list when `categorySlug` is given: a 404
 * answer (plain text) for a category that does not exist.
 */
export async function homeFeedResponse(
  db: DB,
  origin: string,
  format: FeedFormat,
  categorySlug: string | null,
): Promise<Response> {
  const site = await getSiteSettings(db);
  if (categorySlug === null) {
    const list = {
      title: texts.feed.title(site.name),
      description: site.description,
      ...listFeedPaths(),
    };
    return feedResponse(db, origin, format, list, await listPublishedForFeed(db, feedSize));
  }
  const category = await findCategoryBySlug(db, categorySlug);
  if (!category) {
    // A renamed or merged category's feed answers 301 to its new one, a deleted one's 410.
    const paths = listFeedPaths(categorySlug);
    const path = format === "rss" ? paths.rssPath : paths.jsonPath;
    const old = await findOldAddress(db, new URL(path, origin));
    if (old?.status === 301) {
      return new Response(null, { status: 301, headers: { Location: old.location } });
    }
    return new Response(texts.feed.unknownCategory, {
      status: old?.status ?? 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const list = {
    title: texts.feed.categoryTitle(site.name, category.name),
    description: texts.feed.categoryDescription(category.name),
    ...listFeedPaths(category.slug),
  };
  const articles = await listPublishedForFeed(db, feedSize, { categoryId: category.id });
  return feedResponse(db, origin, format, list, articles);
}
