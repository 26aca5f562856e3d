import { Feed } from "feed";
import { services } from "~/.server/context";
import { listPublishedForFeed } from "~/.server/db/posts";
import { siteOrigin } from "~/.server/site-url";
import { authorName } from "~/lib/author";
import { getSiteSettings } from "~/.server/settings";
import { copyright } from "~/lib/site-settings";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/rss";

const feedSize = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const origin = await siteOrigin(services(context), request);
  const [posts, site] = await Promise.all([
    listPublishedForFeed(db, feedSize),
    getSiteSettings(db),
  ]);
  const feed = new Feed({
    title: texts.feed.title(site.name),
    description: site.description,
    id: `${origin}/`,
    link: `${origin}/`,
    language: "id",
    copyright: copyright(site, new Date().getFullYear()),
    updated: posts[0] ? new Date(posts[0].createdAt) : undefined,
    feedLinks: { rss: `${origin}/rss.xml` },
    generator: "Warta",
    ...(site.logo ? { image: new URL(site.logo, `${origin}/`).href } : {}),
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
      category: [{ name: post.category.name }],
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
