import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "./column-types";

// The mail's tables: newsletter subscribers, the outbox and its attempts, the newsletter sends.

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
  /** Withdrawal of consent: the unsubscribe link, recorded. */
  unsubscribed_at: NullableTimestamp;
  /** The form the subscription was asked for from ("footer", "halaman") (migration 0055). */
  consent_source: string | null;
  /** When the double opt-in was confirmed: the consent on record (migration 0055). */
  consented_at: NullableTimestamp;
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
