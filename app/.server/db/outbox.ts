import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { MailMessage } from "../mail/templates";
import type { DB } from "./connection";
import {
  claimDue,
  outboxQueue,
  release as releaseQueued,
  retryFailed as retry,
  settle,
} from "./queue";
import type { Database } from "./schema";
import type { OutboxStatus } from "./schema-mail";
import { nowIso, toIso } from "./values";

type Executor = DB | Transaction<Database>;

/**
 * Writes messages to the outbox. Pass the transaction of the change that causes them, so the
 * change and its mail are stored together or not at all. `domain` names the Message-ID's host.
 */
export async function enqueue(
  db: Executor,
  messages: MailMessage[],
  domain: string,
): Promise<void> {
  const now = nowIso();
  // Inserted in slices: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let start = 0; start < messages.length; start += 200) {
    await db
      .insertInto("outbox")
      .values(
        messages.slice(start, start + 200).map((message) => ({
          kind: message.kind,
          recipient: message.recipient,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          headers: JSON.stringify(message.headers ?? {}),
          message_id: `<${randomUUID()}@${domain}>`,
          status: "queued" as const,
          next_attempt_at: now,
          post_id: message.postId ?? null,
          created_at: now,
        })),
      )
      .execute();
  }
}

export interface ClaimedMessage {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  attempts: number;
}

/**
 * Claims up to `limit` messages that are due (queued and past their next attempt, or `sending`
 * under a lease that ran out because its worker died) and leases them to this worker for
 * `leaseSeconds`: the runner's one claim (./queue.ts).
 */
export async function claim(
  db: DB,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMessage[]> {
  const claimed = await claimDue(db, outboxQueue, { limit, leaseSeconds });
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom("outbox")
    .select([
      "id",
      "recipient",
      "subject",
      "text_body",
      "html_body",
      "headers",
      "message_id",
      "attempts",
    ])
    .where(
      "id",
      "in",
      claimed.map((row) => row.id),
    )
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: parseHeaders(row.headers),
    messageId: row.message_id,
    attempts: row.attempts,
  }));
}

function parseHeaders(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

export type Outcome =
  | { outcome: "sent" }
  | { outcome: "retry"; error: string; retryAt: Date }
  | { outcome: "failed"; error: string };

/** Records one delivery attempt and moves the message on: sent, back in the queue, or failed. */
export async function record(db: DB, id: number, result: Outcome): Promise<void> {
  const error = result.outcome === "sent" ? null : result.error.slice(0, 1000);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("outbox_attempts")
      .values({ outbox_id: id, attempted_at: nowIso(), outcome: result.outcome, error })
      .execute();
    await settle(trx, outboxQueue, id, result.outcome === "sent" ? { outcome: "done" } : result);
  });
}

/** Hands claimed messages that were not tried back to the queue (a worker stopping). */
export function release(db: DB, ids: number[]): Promise<void> {
  return releaseQueued(db, outboxQueue, ids);
}

/** Puts a failed message back in the queue now; false when it was not failed. */
export function retryFailed(db: DB, id: number): Promise<boolean> {
  return retry(db, outboxQueue, id);
}

export type OutboxCounts = Record<OutboxStatus, number>;

export async function countByStatus(db: DB): Promise<OutboxCounts> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("total")])
    .groupBy("status")
    .execute();
  const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The newest messages, optionally of one status. */
export async function listOutbox(
  db: DB,
  { status, limit }: { status?: OutboxStatus; limit: number },
): Promise<OutboxRow[]> {
  const rows = await db
    .selectFrom("outbox")
    .select([
      "id",
      "kind",
      "recipient",
      "subject",
      "status",
      "attempts",
      "last_error",
      "created_at",
      "sent_at",
    ])
    .$if(status !== undefined, (qb) => qb.where("status", "=", status ?? "queued"))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: toIso(row.created_at),
    sentAt: row.sent_at ? toIso(row.sent_at) : null,
  }));
}

export interface NewsletterStats {
  postId: number;
  title: string;
  sent: number;
  queued: number;
  failed: number;
}

/** Per article sent by newsletter: how many of its messages were sent, are waiting, failed. */
export async function newsletterStats(db: DB): Promise<NewsletterStats[]> {
  const rows = await db
    .selectFrom("outbox")
    .innerJoin("posts", "posts.id", "outbox.post_id")
    .select([
      "posts.id as postId",
      "posts.title",
      sql<number | string>`sum(case when outbox.status = 'sent' then 1 else 0 end)`.as("sent"),
      sql<
        number | string
      >`sum(case when outbox.status in ('queued', 'sending') then 1 else 0 end)`.as("queued"),
      sql<number | string>`sum(case when outbox.status = 'failed' then 1 else 0 end)`.as("failed"),
    ])
    .where("outbox.kind", "=", "newsletter")
    .groupBy(["posts.id", "posts.title"])
    .orderBy("posts.id", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    postId: row.postId,
    title: row.title,
    sent: Number(row.sent),
    queued: Number(row.queued),
    failed: Number(row.failed),
  }));
}
