import type { ColumnType, Generated } from "kysely";
import type { CommentStatus } from "../../lib/comment-schema";

// SQLite hands back 0/1 and ISO text; PostgreSQL booleans and Dates. Rows are normalized by the
// entity modules through ./values.ts, so callers only ever see booleans and ISO strings.
type Bool = ColumnType<boolean | number, boolean, boolean>;
type Timestamp = ColumnType<string | Date, string, string>;

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

export interface PostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  summary: string;
  content: string;
  /** Plain text of `content`, for full-text search. */
  content_text: string;
  image: string | null;
  category_id: number;
  author: string | null;
  published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
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
}

export interface Database {
  categories: CategoriesTable;
  posts: PostsTable;
  media: MediaTable;
  comments: CommentsTable;
  // better-auth's tables; Warta touches only these columns (roles, the admin CLI).
  user: UserTable;
  account: AccountTable;
  session: SessionTable;
  settings: SettingsTable;
  subscribers: SubscribersTable;
}
