import { randomBytes } from "node:crypto";
import type { DB } from "../db/connection";
import {
  confirmByToken,
  findConfirmation,
  insertSubscriberIfNew,
  recordConsentSource,
  setConfirmationToken,
  subscribersAwaitingConfirmation,
  subscriptionState,
} from "../db/subscribers";
import { nowIso, toIso } from "../db/values";
import type { SubscribeSource } from "~/lib/newsletter";
import { siteBranding, type Branding } from "./branding";
import { mailOrigin, type MailEnv } from "./mail";
import { enqueue } from "../db/outbox";
import { confirmSubscriptionMail } from "./templates";
import { fromDomain } from "./transport";

// The newsletter's double opt-in: a subscription, its confirmation mail (queued in the same
// transaction, delivered by ./worker.ts) and the link that confirms it.

/** A confirmation link stays valid for 7 days after it was sent. */
export const confirmationDays = 7;
// One confirmation mail per address per 10 minutes: a stranger cannot flood someone's inbox by
// subscribing their address over and over.
const confirmationResendMs = 10 * 60 * 1000;

function token(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Subscribes an address (validated and lower-cased by the caller) and queues its confirmation
 * mail. A confirmed address stays as it is and gets no mail; an unsubscribed one starts over and
 * must confirm again. On a new site without a canonical address yet the subscription is kept and
 * its confirmation waits for the address (sendWaitingConfirmations).
 */
export async function subscribe(
  db: DB,
  env: MailEnv,
  email: string,
  source: SubscribeSource,
): Promise<void> {
  const origin = await mailOrigin(db, env);
  const branding = origin ? await siteBranding(db, origin) : undefined;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await insertSubscriberIfNew(trx, email, token(), now);
    const row = await subscriptionState(trx, email);
    if (row.confirmed_at && !row.unsubscribed_at) return;
    // The form this request for consent came from: the confirmation records it with its time.
    await recordConsentSource(trx, row.id, source);
    if (
      !row.unsubscribed_at &&
      row.confirm_sent_at &&
      Date.now() - Date.parse(toIso(row.confirm_sent_at)) < confirmationResendMs
    ) {
      return;
    }
    if (!origin || !branding) return;
    await queueConfirmation(trx, env, { id: row.id, email }, origin, branding);
  });
}

async function queueConfirmation(
  trx: DB,
  env: MailEnv,
  subscriber: { id: number; email: string },
  origin: string,
  branding: Branding,
): Promise<void> {
  const confirmToken = token();
  await setConfirmationToken(trx, subscriber.id, confirmToken);
  const url = `${origin}/newsletter/confirm?token=${confirmToken}`;
  const mail = confirmSubscriptionMail(branding, subscriber.email, url);
  await enqueue(trx, [mail], fromDomain(env.MAIL_FROM));
}

/**
 * Queues the confirmation of every subscription that waited for the site's canonical address
 * (made before the first account recorded it). Answers how many were queued.
 */
export async function sendWaitingConfirmations(db: DB, env: MailEnv): Promise<number> {
  const origin = await mailOrigin(db, env);
  if (!origin) return 0;
  const branding = await siteBranding(db, origin);
  return db.transaction().execute(async (trx) => {
    const waiting = await subscribersAwaitingConfirmation(trx);
    for (const subscriber of waiting) {
      await queueConfirmation(trx, env, subscriber, origin, branding);
    }
    return waiting.length;
  });
}

export type ConfirmationCheck =
  { state: "valid"; email: string } | { state: "invalid" | "expired" };

/** What a confirmation token stands for, without changing anything (the GET of the link). */
export async function checkConfirmation(db: DB, confirmToken: string): Promise<ConfirmationCheck> {
  const row = await findConfirmation(db, confirmToken);
  if (!row) return { state: "invalid" };
  const sent = row.confirm_sent_at ? Date.parse(toIso(row.confirm_sent_at)) : 0;
  if (Date.now() - sent > confirmationDays * 24 * 60 * 60 * 1000) return { state: "expired" };
  return { state: "valid", email: row.email };
}

/** Confirms the subscription a token belongs to; the token is used up. */
export async function confirmSubscription(
  db: DB,
  confirmToken: string,
): Promise<ConfirmationCheck["state"]> {
  const check = await checkConfirmation(db, confirmToken);
  if (check.state !== "valid") return check.state;
  return (await confirmByToken(db, confirmToken)) ? "valid" : "invalid";
}
