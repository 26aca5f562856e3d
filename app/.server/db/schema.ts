import type { ColumnType, Generated } from "kysely";
import type { CommentStatus } from "../../lib/comment-schema";
import type { Bool, NullableTimestamp, Timestamp } from "./column-types";
import type {
  AccountTable,
  ActivityLogTable,
  InvitationsTable,
  RateLimitsTable,
  SessionTable,
  TwoFactorTable,
  UserTable,
} from "./schema-accounts";
import type {
  NewsletterSendsTable,
  OutboxAttemptsTable,
  OutboxTable,
  SubscribersTable,
} from "./schema-mail";
import type { EventsTable, JobsTable } from "./schema-jobs";
import type {
  AudienceDailyTable,
  AudienceHourlyTable,
  AudienceSearchesTable,
  AudienceSecretsTable,
  AudienceSeenTable,
  AudienceSourcesTable,
  PopularArticlesTable,
} from "./schema-audience";

// The database as Kysely sees it: every table, with the content's tables here and the accounts'
// and the mail's in ./schema-accounts.ts and ./schema-mail.ts.

export interface Database {
  categories: CategoriesTable;
  posts: PostsTable;
  tags: TagsTable;
  author_profiles: AuthorProfilesTable;
  post_tags: PostTagsTable;
  media: MediaTable;
  media_items: MediaItemsTable;
  media_uses: MediaUsesTable;
  demo_content: DemoContentTable;
  comments: CommentsTable;
  comment_notices: CommentNoticesTable;
  // better-auth's tables; Warta touches only these columns (roles, the admin CLI).
  user: UserTable;
  account: AccountTable;
  session: SessionTable;
  settings: SettingsTable;
  subscribers: SubscribersTable;
  pages: PagesTable;
  redirects: RedirectsTable;
  menus: MenusTable;
  menu_items: MenuItemsTable;
  rate_limits: RateLimitsTable;
  published_counts: PublishedCountsTable;
  import_sources: ImportSourcesTable;
  import_media: ImportMediaTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
  newsletter_sends: NewsletterSendsTable;
  twoFactor: TwoFactorTable;
  revisions: RevisionsTable;
  working_copies: WorkingCopiesTable;
  activity_log: ActivityLogTable;
  invitations: InvitationsTable;
  events: EventsTable;
  jobs: JobsTable;
  audience_secrets: AudienceSecretsTable;
  audience_seen: AudienceSeenTable;
  audience_daily: AudienceDailyTable;
  audience_hourly: AudienceHourlyTable;
  audience_sources: AudienceSourcesTable;
  audience_searches: AudienceSearchesTable;
  popular_articles: PopularArticlesTable;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Shown on the category's page (migration 0042). */
  description: Generated<string>;
  /** The category's place in the site's lists, smallest first (migration 0042). */
  position: Generated<number>;
}

export interface TagsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
}

/** An author's public profile (migration 0022); `links` is a JSON array of addresses. */
export interface AuthorProfilesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  bio: Generated<string>;
  avatar: string | null;
  website: string | null;
  links: Generated<string>;
  /** The account it belongs to, if any (no foreign key: see the migration). */
  user_id: string | null;
  /** An administrator opened its page before a published article (migration 0030). */
  public: Generated<boolean | number>;
  /** A Kontributor's edit waiting for an editor, as JSON; null when none (migration 0030). */
  pending_changes: string | null;
}

/** One row per article and tag (migration 0015). */
export interface PostTagsTable {
  post_id: number;
  tag_id: number;
  /** The article's own flag, copied by triggers (migration 0019) so a tag counts in its index. */
  published: Generated<boolean>;
  /** The article's category and date, copied the same way (0025) for its related articles. */
  category_id: ColumnType<number | null, undefined, never>;
  published_at: ColumnType<string | Date | null, undefined, never>;
}

export interface PostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  summary: string;
  content: string;
  /** Plain text of `content`, for full-text search. */
  content_text: string;
  /** Tag names and Indonesian roots for search (migration 0014); NULL until indexed. */
  search_stems: ColumnType<string | null, string | null | undefined, string | null>;
  image: string | null;
  category_id: number;
  /** The author's name at the last save; readers see the profile's current name. */
  author: string | null;
  /** The author's profile (migration 0022); null shows the name above, or 'Admin'. */
  author_profile_id: ColumnType<number | null, number | null | undefined, number | null>;
  published: Bool;
  /** Pilihan redaksi: shown at the top of the home page while published. */
  featured: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the article was queued for the newsletter; it is never queued twice. */
  newsletter_at: NullableTimestamp;
  /** The date readers see (byline, feeds, order); set for every published article. */
  published_at: NullableTimestamp;
  /** When a draft goes live by itself (scheduled); null otherwise. */
  scheduled_at: NullableTimestamp;
  /** Mail the newsletter when the scheduled article goes live. */
  schedule_newsletter: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The owning account (migration 0020): whose role decides who may edit and publish it. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sent for review and not yet published or sent back (migration 0023). */
  in_review: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The editor's note when the article was sent back; null when none. */
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** SEO fields (migration 0052); null keeps the defaults. */
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
  social_image: ColumnType<string | null, string | null | undefined, string | null>;
  canonical_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hidden from search engines, sitemaps and feeds. */
  noindex: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** When an editor marked a meaningful update (Tandai sebagai diperbarui); null when never. */
  marked_updated_at: NullableTimestamp;
}

export interface MediaTable {
  hash: string;
  width: number;
  height: number;
  mime: string;
  data: Uint8Array;
  /** "database" (the bytes are in `data`) or the bucket holding them, "s3://bucket/prefix". */
  storage: Generated<string>;
  created_at: Timestamp;
}

/** One image of the media library (migration 0040): its description and where it came from. */
export interface MediaItemsTable {
  hash: string;
  original_name: ColumnType<string, string | undefined, string>;
  mime: string;
  size: number;
  width: number;
  height: number;
  alt: ColumnType<string, string | undefined, string>;
  caption: ColumnType<string, string | undefined, string>;
  credit: ColumnType<string, string | undefined, string>;
  uploaded_by: string | null;
  created_at: Timestamp;
}

/** What the demo seed wrote (migration 0054): a kind and the row's id (an image's hash). */
export interface DemoContentTable {
  kind: "post" | "media" | "tag" | "profile" | "category";
  ref: string;
}

/** Which article (`post`) or page points at which image; rewritten on every save. */
export interface MediaUsesTable {
  hash: string;
  kind: "post" | "page";
  item_id: number;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  author_name: string;
  author_email: string | null;
  content: string;
  status: CommentStatus;
  created_at: Timestamp;
  /** The comment this one answers (a reader's reply, or an imported thread's), or null. */
  parent_id: number | null;
  /** When the notice of this reply went to the outbox (migration 0058): once per reply. */
  notice_sent_at: NullableTimestamp;
}

/** A reader's wish to hear of replies to one comment (migration 0058). */
export interface CommentNoticesTable {
  id: Generated<number>;
  comment_id: number;
  email: string;
  /** The one-click unsubscribe's token. */
  token: string;
  /** The double opt-in's token, until it is used. */
  confirm_token: string | null;
  confirm_sent_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  stopped_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface PagesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  summary: string;
  content: string;
  published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** SEO fields (migration 0052); null keeps the defaults. */
  seo_title: ColumnType<string | null, string | null | undefined, string | null>;
  seo_description: ColumnType<string | null, string | null | undefined, string | null>;
  social_image: ColumnType<string | null, string | null | undefined, string | null>;
  canonical_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hidden from search engines, sitemaps and feeds. */
  noindex: ColumnType<boolean | number, boolean | undefined, boolean>;
}

/** A menu that was saved (migration 0050); without its row the site shows the defaults. */
export interface MenusTable {
  name: "header" | "footer";
}

export interface MenuItemsTable {
  id: Generated<number>;
  menu: "header" | "footer";
  /** The item above it: a header item's parent, a footer link's column. */
  parent_id: number | null;
  position: Generated<number>;
  label: string;
  kind: string;
  /** The category's, tag's, page's or author's id. */
  target_id: number | null;
  url: string | null;
}

export interface RedirectsTable {
  /** A decoded path as readers request it, e.g. /blog/old-slug. */
  path: string;
  /** Where it moved (a path on this site), or null: gone (410). */
  target: string | null;
  created_at: Timestamp;
}

export interface ImportSourcesTable {
  source: string;
  kind: string;
  source_id: string;
  local_id: number;
  fingerprint: string;
  local_updated_at: Timestamp | null;
}

export interface ImportMediaTable {
  source: string;
  url: string;
  /** The /media/… URL the image became; null when fetching it failed. */
  local_url: string | null;
}

/** A snapshot of an article (post_id) or a page (page_id) at a save (migration 0018). */
export interface RevisionsTable {
  id: Generated<number>;
  post_id: number | null;
  page_id: number | null;
  title: string;
  slug: string;
  summary: string;
  content: string;
  image: string | null;
  category_id: number | null;
  author: string | null;
  published: Bool;
  /** The account that saved it (no foreign key: an export without accounts keeps history). */
  saved_by: string | null;
  restored_from: number | null;
  created_at: Timestamp;
  /** The SEO fields as JSON (migration 0053); null for revisions saved before. */
  seo: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Autosave's copy of an editor's unsaved form, one per slot (migration 0018). */
export interface WorkingCopiesTable {
  slot: string;
  user_id: string;
  post_id: number | null;
  page_id: number | null;
  /** JSON of the form's fields. */
  fields: string;
  base_updated_at: string | null;
  saved_at: Timestamp;
}

/** Published articles per category, kept by triggers on posts (migration 0012). */
export interface PublishedCountsTable {
  category_id: number;
  total: number;
}
