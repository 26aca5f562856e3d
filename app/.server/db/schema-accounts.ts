import type { ColumnType, Generated } from "kysely";
import type { Bool, Timestamp } from "./column-types";

// The accounts' tables: better-auth's own (Warta touches only these columns: roles, the admin
// CLI), the activity log and the rate limiter's counters.

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
  /** Opted in to a mail when a comment on one of their articles waits (migration 0058). */
  commentNotices: ColumnType<boolean | number, boolean | undefined, boolean>;
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

/** better-auth's two-factor secrets; Warta only deletes rows (the admin CLI). */
export interface TwoFactorTable {
  id: string;
  userId: string;
}

/** Who did what, when (migration 0021); read by admins on the Pengguna screen. */
export interface ActivityLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  /** Text of the time before migration 0031; no longer written or shown. */
  subject: string;
  /** What the event was about (`post`, `user`) and its id, its title read when shown. */
  object_type: string | null;
  object_id: string | null;
  detail: Generated<string>;
  /** Later entries of this kind the per-account limit folded into this one. */
  repeats: Generated<number>;
  created_at: Timestamp;
}

/** Invitations from Pengguna (migration 0035): the link's token kept only as its hash. */
export interface InvitationsTable {
  id: Generated<number>;
  email: string;
  role: string;
  name: Generated<string>;
  token_hash: string;
  invited_by: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Counters of app/.server/rate-limit.ts (rate-limiter-flexible's layout). */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** Milliseconds since the epoch; PostgreSQL returns its bigint as a string. */
  expire: number | string | null;
}
