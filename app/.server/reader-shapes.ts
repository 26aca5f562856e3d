import type {
  ReaderArticle,
  ReaderAuthor,
  ReaderCard,
  ReaderPage,
  ReaderSite,
  ReaderTag,
} from "~/lib/reader-shapes";
import type { PostCard } from "~/lib/post-card";
import type { SiteSettings } from "~/lib/site-settings";
import type { Post } from "./db/post-rows";
import type { Page } from "./db/pages";
import type { AuthorProfile } from "./db/author-profiles";
import type { Tag } from "./db/tags";

// The one place database rows become what public loaders send (app/lib/reader-shapes.ts): each
// field copied by name, so a column added to a row never reaches a reader by itself. No queries.

/** The settings every page may show; a dashboard limit such as Kontributor uploads stays out. */
export function readerSite(settings: SiteSettings): ReaderSite {
  const site: ReaderSite & Partial<SiteSettings> = { ...settings };
  delete site.contributorDailyUploads;
  return site;
}

/** A card's reader fields: no internal id. */
export function readerCard(card: PostCard): ReaderCard {
  return {
    title: card.title,
    slug: card.slug,
    summary: card.summary,
    image: card.image,
    author: card.author,
    authorSlug: card.authorSlug,
    createdAt: card.createdAt,
    publishedAt: card.publishedAt,
    category: { slug: card.category.slug, name: card.category.name },
  };
}

/** An article's reader fields: no owner, review state, note, schedule or internal ids. */
export function readerArticle(post: Post): ReaderArticle {
  return {
    ...readerCard(post),
    content: post.content,
    updatedAt: post.updatedAt,
    seo: { ...post.seo },
    markedUpdatedAt: post.markedUpdatedAt,
  };
}

export function readerPage(page: Page): ReaderPage {
  return {
    title: page.title,
    slug: page.slug,
    summary: page.summary,
    content: page.content,
    updatedAt: page.updatedAt,
    seo: { ...page.seo },
  };
}

/** An author's public fields: no account link, no internal id. */
export function readerAuthor(profile: AuthorProfile): ReaderAuthor {
  return {
    slug: profile.slug,
    name: profile.name,
    bio: profile.bio,
    avatar: profile.avatar,
    website: profile.website,
    links: profile.links,
  };
}

export function readerTag(tag: Tag): ReaderTag {
  return { slug: tag.slug, name: tag.name, description: tag.description };
}
