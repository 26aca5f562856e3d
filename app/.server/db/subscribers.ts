import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { toCsv } from "~/lib/csv";
import { texts } from "~/lib/texts";
import type { DB } from "./connection";
import { nowIso, toIso } from "./values";

export interface Subscriber {
  id: number;
  email: string;
  createdAt: string;
}

/** 24 random bytes, URL-safe: 32 characters that cannot be guessed. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Stores an address (already validated and normalized by the caller). An address that is
 * already there stays as it was, with its date and token: subscribing twice is not an error.
 */
export async function addSubscriber(db: DB, email: string): Promise<void> {
  await db
    .insertInto("subscribers")
    .values({ email, token: newToken(), created_at: nowIso() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

/** The subscriber an unsubscribe link belongs to, or undefined for an unknown token. */
export async function findSubscriberByToken(
  db: DB,
  token: string,
): Promise<Subscriber | undefined> {
  const row = await db
    .selectFrom("subscribers")
    .select(["id", "email", "created_at"])
    .where("token", "=", token)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, createdAt: toIso(row.created_at) };
}

/** Removes the subscriber with this token; false when no subscriber had it. */
export async function removeSubscriberByToken(db: DB, token: string): Promise<boolean> {
  const result = await db.deleteFrom("subscribers").where("token", "=", token).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every subscriber, newest first. */
export async function listSubscribers(db: DB): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom("subscribers")
    .select(["id", "email", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: toIso(row.created_at) }));
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  total: number;
}

/** A LIKE pattern matching `text` anywhere, its own %, _ and backslash taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * One page of subscribers, newest first; `query` keeps the addresses containing it (addresses are
 * stored lower-cased, so the match ignores case on both dialects).
 */
export async function pageSubscribers(
  db: DB,
  { query = "", page, pageSize }: { query?: string; page: number; pageSize: number },
): Promise<SubscriberPage> {
  const base = db
    .selectFrom("subscribers")
    .$if(query !== "", (qb) =>
      qb.where(sql<boolean>`email like ${containsPattern(query)} escape '\\'`),
    );
  const [rows, count] = await Promise.all([
    base
      .select(["id", "email", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      createdAt: toIso(row.created_at),
    })),
    total: Number(count.total),
  };
}

/** Removes one subscriber (an admin honouring a removal request); false when the id is unknown. */
export async function removeSubscriber(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom("subscribers").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countSubscribers(db: DB): Promise<number> {
  const row = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The subscriber list as a CSV document (header row, then one address per line, newest first). */
export async function exportSubscribersCsv(db: DB): Promise<string> {
  const subscribers = await listSubscribers(db);
  return toCsv(
    texts.subscribers.csvHeader,
    subscribers.map((subscriber) => [subscriber.email, subscriber.createdAt]),
  );
}
