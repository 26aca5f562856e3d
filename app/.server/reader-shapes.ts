import {
  dashboardOnly,
  type ReaderArticle,
  type ReaderAuthor,
  type ReaderCard,
  type ReaderPage,
  type ReaderSite,
  type ReaderTag,
} from "~/lib/reader-shapes";
import type { PostCard } from "~/lib/post-card";
import type { SiteSettings } from "~/lib/site-settings";
import { defaultHeaderLinks } from "~/lib/menus";
import type { SiteMenus } from "./menus";
import type { Post } from "./db/post-rows";
import type { Page } from "./db/pages";
import type { AuthorProfile } from "./db/author-profiles";
import type { Tag } from "./db/tags";

// The one place database rows become what public loaders send (app/lib/reader-shapes.ts): each
// field copied by name, so a column added to a row never reaches a reader by itself. No queries.

// One reader's site per settings and menus read: the header and footer are rendered once per
// object (app/html-first-parts.tsx), and the read memory hands out the same objects until a change.
const readerSites = new WeakMap<SiteSettings, WeakMap<SiteMenus, ReaderSite>>();

/**
 * The settings every page may show, with the menus (docs/decisions/0030-menus.md); a dashboard
 * limit such as Kontributor uploads stays out.
 */
export function readerSite(settings: SiteSettings, menus?: SiteMenus): ReaderSite {
  const byMenus = readerSites.get(settings) ?? new WeakMap<SiteMenus, ReaderSite>();
  readerSites.set(settings, byMenus);
  const kept = menus && byMenus.get(menus);
  if (kept) return kept;
  // The dashboard's own settings (the Kontributor upload limit, Data pribadi and retention) stay out.
  const hidden: readonly string[] = dashboardOnly;
  const shown = Object.fromEntries(
    Object.entries(settings).filter(([key]) => !hidden.includes(key)),
  ) as Omit<SiteSettings, (typeof dashboardOnly)[number]>;
  const site: ReaderSite = {
    ...shown,
    footerGroups: menus?.footer ?? settings.footerGroups,
    headerMenu: menus?.header ?? defaultHeaderLinks,
  };
  if (menus) byMenus.set(menus, site);
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
