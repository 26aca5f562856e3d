import { sql } from "kysely";
import { toCsv } from "~/lib/csv";
import { subscriberStateLabel, type SubscriberState } from "~/lib/newsletter";
import { texts } from "~/lib/admin-texts";
import type { DB } from "./connection";
import { nowIso, toIso } from "./values";

// Subscribing, and its confirmation mail, is in app/.server/mail/subscriptions.ts (double opt-in).

export interface Subscriber {
  id: number;
  email: string;
  createdAt: string;
  state: SubscriberState;
}

const subscriberColumns = ["id", "email", "created_at", "confirmed_at", "unsubscribed_at"] as const;

function toSubscriber(row: {
  id: number;
  email: string;
  created_at: string | Date;
  confirmed_at: string | Date | null;
  unsubscribed_at: string | Date | null;
}): Subscriber {
  const state: SubscriberState = row.unsubscribed_at
    ? "unsubscribed"
    : row.confirmed_at
      ? "confirmed"
      : "pending";
  return { id: row.id, email: row.email, createdAt: toIso(row.created_at), state };
}

/** The subscriber an unsubscribe link belongs to, or undefined for an unknown token. */
export async function findSubscriberByToken(
  db: DB,
  token: string,
): Promise<Subscriber | undefined> {
  const row = await db
    .selectFrom("subscribers")
    .select(subscriberColumns)
    .where("token", "=", token)
    .executeTakeFirst();
  return row && toSubscriber(row);
}

/**
 * Unsubscribes the address with this token (kept, marked, so the list shows it and a later
 * subscription starts over with a new confirmation). Repeating it is harmless: RFC 8058 mail
 * programs may POST more than once. False when no subscriber has the token.
 */
export async function unsubscribeByToken(db: DB, token: string): Promise<boolean> {
  const row = await db
    .selectFrom("subscribers")
    .select("id")
    .where("token", "=", token)
    .executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable("subscribers")
    .set({ unsubscribed_at: nowIso(), confirm_token: null })
    .where("id", "=", row.id)
    .where("unsubscribed_at", "is", null)
    .execute();
  return true;
}

/** Every subscriber, newest first. */
export async function listSubscribers(db: DB): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom("subscribers")
    .select(subscriberColumns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toSubscriber);
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
      .select(subscriberColumns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    subscribers: rows.map(toSubscriber),
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
    subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.createdAt,
      subscriberStateLabel[subscriber.state],
    ]),
  );
}

// The double opt-in's queries (app/.server/mail/subscriptions.ts); pass its transaction.

/** Adds the address with its unsubscribe token unless it is there already. */
export async function insertSubscriberIfNew(
  db: DB,
  email: string,
  token: string,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto("subscribers")
    .values({ email, token, created_at: createdAt })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

/** Notes the form a subscription waiting for its confirmation was asked for from. */
export async function recordConsentSource(db: DB, id: number, source: string): Promise<void> {
  await db
    .updateTable("subscribers")
    .set({ consent_source: source })
    .where("id", "=", id)
    .execute();
}

/** Where the address's subscription stands; it must exist. */
export function subscriptionState(db: DB, email: string) {
  return db
    .selectFrom("subscribers")
    .select(["id", "confirmed_at", "unsubscribed_at", "confirm_sent_at"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
}

/** Starts the subscription over with a new confirmation token, sent now. */
export async function setConfirmationToken(
  db: DB,
  id: number,
  confirmToken: string,
): Promise<void> {
  await db
    .updateTable("subscribers")
    .set({
      confirm_token: confirmToken,
      confirm_sent_at: nowIso(),
      confirmed_at: null,
      unsubscribed_at: null,
    })
    .where("id", "=", id)
    .execute();
}

/** Subscriptions never sent a confirmation, neither confirmed nor ended. */
export function subscribersAwaitingConfirmation(db: DB): Promise<{ id: number; email: string }[]> {
  return db
    .selectFrom("subscribers")
    .select(["id", "email"])
    .where("confirm_sent_at", "is", null)
    .where("confirmed_at", "is", null)
    .where("unsubscribed_at", "is", null)
    .execute();
}

/** The address a confirmation token belongs to, and when it was sent. */
export function findConfirmation(db: DB, confirmToken: string) {
  return db
    .selectFrom("subscribers")
    .select(["email", "confirm_sent_at"])
    .where("confirm_token", "=", confirmToken)
    .executeTakeFirst();
}

/** Confirms the subscription of the token and uses the token up; true when one was. */
export async function confirmByToken(db: DB, confirmToken: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable("subscribers")
    // The confirmation is the consent on record: when, and (consent_source) from which form.
    .set({ confirmed_at: now, consented_at: now, confirm_token: null, unsubscribed_at: null })
    .where("confirm_token", "=", confirmToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
