import type { MenuLink } from "./menus";
import type { SeoFields } from "./seo";
import type { SiteSettings } from "./site-settings";

// What public pages receive from their loaders (docs/SECURITY.md, "Reader shape"): the fields a
// reader sees, never a database row. The server's mappers are in app/.server/reader-shapes.ts;
// the public components take these types.

/**
 * The site's settings as every page receives them: the dashboard's own limits stay out, the
 * footer's columns are the footer menu and `headerMenu` the header's (its defaults when absent).
 */
export type ReaderSite = Omit<SiteSettings, (typeof dashboardOnly)[number]> & {
  headerMenu?: MenuLink[];
};

/** Settings only the dashboard reads: the Kontributor upload limit, erasure and retention. */
export const dashboardOnly = [
  "contributorDailyUploads",
  "keepCommentText",
  "unconfirmedDays",
  "commenterEmailMonths",
] as const satisfies readonly (keyof SiteSettings)[];

/** An article as a card in a list (home, tag, author, related). */
export interface ReaderCard {
  title: string;
  slug: string;
  summary: string;
  image: string | null;
  /** The byline's name; "" for a profile without a display name (shown as the newsroom). */
  author: string | null;
  /** The author's page slug; null when the article has no profile. */
  authorSlug: string | null;
  createdAt: string;
  /** The date readers see. */
  publishedAt: string;
  category: { slug: string; name: string };
}

/** One article as its page shows it. */
export interface ReaderArticle extends ReaderCard {
  content: string;
  updatedAt: string;
  /** What search engines and social networks get instead of the defaults. */
  seo: SeoFields;
  /** The last meaningful update an editor marked (Diperbarui); null when none. */
  markedUpdatedAt: string | null;
}

/** A page (about, contact…) as its page shows it. */
export interface ReaderPage {
  title: string;
  slug: string;
  summary: string;
  content: string;
  updatedAt: string;
  seo: SeoFields;
}

/** An author's page header. */
export interface ReaderAuthor {
  slug: string;
  name: string;
  bio: string;
  avatar: string | null;
  website: string | null;
  links: string[];
}

/** A tag's page header. */
export interface ReaderTag {
  slug: string;
  name: string;
  description: string;
}
