import type { ColumnType, Generated } from "kysely";
import type { CommentStatus } from "../../lib/comment-schema";

// SQLite hands back 0/1 and ISO text; PostgreSQL booleans and Dates. Rows are normalized by the
// entity modules through ./values.ts, so callers only ever see booleans and ISO strings.
type Bool = ColumnType<boolean | number, boolean, boolean>;
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>;

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

export interface TagsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
}

/** One row per article and tag (migration 0015). */
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
}

export interface PostTagsTable {
  post_id: number;
  tag_id: number;
  /** The article's own flag, copied by triggers (migration 0019) so a tag counts in its index. */
  published: Generated<boolean>;
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
}

export interface MediaTable {
  hash: string;
  width: number;
  height: number;
  mime: string;
  data: Uint8Array;
  created_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  author_name: string;
  author_email: string | null;
  content: string;
  status: CommentStatus;
  created_at: Timestamp;
  /** The comment this one answers, for threads (imported ones; readers' comments have none). */
  parent_id: number | null;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: string;
  twoFactorEnabled: ColumnType<boolean | number | null, boolean | undefined, boolean>;
  /** Opted in to the e-mail digest of waiting comments. */
  moderationNotices: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** True on the site's first account only (unique: migration 0013), NULL on every other. */
  firstAccount: ColumnType<boolean | number | null, boolean | null | undefined, boolean | null>;
  /** May not sign in; its sessions were ended (migration 0021). */
  deactivated: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Opted in to review mail: submissions (editors), published or sent back (writers). */
  reviewNotices: ColumnType<boolean | number, boolean | undefined, boolean>;
}

/** Who did what, when (migration 0021); read by admins on the Pengguna screen. */
export interface ActivityLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject: string;
  detail: Generated<string>;
  created_at: Timestamp;
}

export interface AccountTable {
  id: string;
  userId: string;
  providerId: string;
  password: string | null;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  userId: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  /** Random secret of the unsubscribe link. */
  token: string;
  created_at: Timestamp;
  /** Secret of the confirmation link; null once used. */
  confirm_token: string | null;
  confirm_sent_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
}

export type OutboxStatus = "queued" | "sending" | "sent" | "failed";

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers. */
  headers: string;
  message_id: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  post_id: number | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface OutboxAttemptsTable {
  id: Generated<number>;
  outbox_id: number;
  attempted_at: Timestamp;
  outcome: "sent" | "retry" | "failed";
  error: string | null;
}

export interface NewsletterSendsTable {
  post_id: number;
  subscriber_id: number;
  created_at: Timestamp;
}

/** better-auth's two-factor secrets; Warta only deletes rows (the admin CLI). */
export interface TwoFactorTable {
  id: string;
  userId: string;
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

export interface Database {
  categories: CategoriesTable;
  posts: PostsTable;
  tags: TagsTable;
  author_profiles: AuthorProfilesTable;
  post_tags: PostTagsTable;
  media: MediaTable;
  comments: CommentsTable;
  // better-auth's tables; Warta touches only these columns (roles, the admin CLI).
  user: UserTable;
  account: AccountTable;
  session: SessionTable;
  settings: SettingsTable;
  subscribers: SubscribersTable;
  pages: PagesTable;
  redirects: RedirectsTable;
  rate_limits: RateLimitsTable;
  published_counts: PublishedCountsTable;
  import_sources: ImportSourcesTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
  newsletter_sends: NewsletterSendsTable;
  twoFactor: TwoFactorTable;
  revisions: RevisionsTable;
  working_copies: WorkingCopiesTable;
  activity_log: ActivityLogTable;
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

/** Counters of app/.server/rate-limit.ts (rate-limiter-flexible's layout). */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** Milliseconds since the epoch; PostgreSQL returns its bigint as a string. */
  expire: number | string | null;
}

/** Published articles per category, kept by triggers on posts (migration 0012). */
export interface PublishedCountsTable {
  category_id: number;
  total: number;
}
