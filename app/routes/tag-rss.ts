import { Feed } from "feed";
import { services } from "~/.server/context";
import { listPublished } from "~/.server/db/posts";
import { findTagBySlug } from "~/.server/db/tags";
import { missing } from "~/.server/http";
import { getSiteSettings } from "~/.server/settings";
import { siteOrigin } from "~/.server/site-url";
import { authorName } from "~/lib/author";
import { copyright } from "~/lib/site-settings";
import { isValidSlug } from "~/lib/slug";
import { tagFeedPath, tagPath } from "~/lib/tags";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/tag-rss";

const feedSize = 20;

// RSS 2.0 of one tag's list: its 20 newest published articles.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = services(context);
  const tag = isValidSlug(params.slug) ? await findTagBySlug(db, params.slug) : undefined;
  if (!tag) return missing(db, request);
  const origin = siteOrigin(env, request);
  const [{ posts }, site] = await Promise.all([
    listPublished(db, { tagId: tag.id, page: 1, pageSize: feedSize }),
    getSiteSettings(db),
  ]);
  const feed = new Feed({
    title: texts.tags.feedTitle(site.name, tag.name),
    description: tag.description || texts.tags.defaultDescription(tag.name),
    id: `${origin}${tagPath(tag.slug)}`,
    link: `${origin}${tagPath(tag.slug)}`,
    language: "id",
    copyright: copyright(site, new Date().getFullYear()),
    updated: posts[0] ? new Date(posts[0].createdAt) : undefined,
    feedLinks: { rss: `${origin}${tagFeedPath(tag.slug)}` },
    generator: "Warta",
  });
  for (const post of posts) {
    const link = `${origin}/blog/${post.slug}`;
    feed.addItem({
      title: post.title,
      id: link,
      guid: link,
      link,
      description: post.summary,
      date: new Date(post.createdAt),
      category: [{ name: post.category.name }, { name: tag.name }],
      author: [{ name: authorName(post.author) }],
    });
  }
  return new Response(feed.rss2(), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
