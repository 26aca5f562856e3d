import { randomBytes } from "node:crypto";
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
