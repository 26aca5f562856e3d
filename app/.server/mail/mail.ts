// The mail entry module: routes and the worker call these. Each function writes its messages
// into the outbox in the same transaction as the change that causes them; the worker
// (./worker.ts) delivers them.
import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "../db/connection";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import { nowIso, toIso } from "../db/values";
import { readInternalSetting, swapInternalSetting } from "../settings";
import { canonicalOrigin } from "../site-url";
import { siteBranding, type Branding } from "./branding";
import { enqueue } from "./outbox";
import {
  confirmSubscriptionMail,
  moderationMail,
  newsletterMail,
  passwordResetMail,
  type MailMessage,
} from "./templates";
import { fromDomain } from "./transport";

type MailEnv = Pick<Env, "MAIL_FROM" | "SMTP_URL" | "SITE_URL">;

/** A confirmation link stays valid for 7 days after it was sent. */
export const confirmationDays = 7;
// One confirmation mail per address per 10 minutes: a stranger cannot flood someone's inbox by
// subscribing their address over and over.
const confirmationResendMs = 10 * 60 * 1000;
/** At most one moderation digest per 15 minutes. */
export const digestIntervalMs = 15 * 60 * 1000;

export function mailConfigured(env: MailEnv): boolean {
  return Boolean(env.SMTP_URL && env.MAIL_FROM);
}

function token(): string {
  return randomBytes(24).toString("base64url");
}

// Every link in a mail starts at the site's canonical address, never at the host a request
// named (docs/decisions/0014-canonical-address.md); without one, no link is mailed.
function mailOrigin(db: DB, env: MailEnv): Promise<string | null> {
  return canonicalOrigin({ db, env });
}

/**
 * Subscribes an address (validated and lower-cased by the caller) and queues its confirmation
 * mail. A confirmed address stays as it is and gets no mail; an unsubscribed one starts over and
 * must confirm again. On a new site without a canonical address yet the subscription is kept and
 * its confirmation waits for the address (sendWaitingConfirmations).
 */
export async function subscribe(db: DB, env: MailEnv, email: string): Promise<void> {
  const origin = await mailOrigin(db, env);
  const branding = origin ? await siteBranding(db, origin) : undefined;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .insertInto("subscribers")
      .values({ email, token: token(), created_at: now })
      .onConflict((oc) => oc.column("email").doNothing())
      .execute();
    const row = await trx
      .selectFrom("subscribers")
      .select(["id", "confirmed_at", "unsubscribed_at", "confirm_sent_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    if (row.confirmed_at && !row.unsubscribed_at) return;
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
  await trx
    .updateTable("subscribers")
    .set({
      confirm_token: confirmToken,
      confirm_sent_at: nowIso(),
      confirmed_at: null,
      unsubscribed_at: null,
    })
    .where("id", "=", subscriber.id)
    .execute();
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
    const waiting = await trx
      .selectFrom("subscribers")
      .select(["id", "email"])
      .where("confirm_sent_at", "is", null)
      .where("confirmed_at", "is", null)
      .where("unsubscribed_at", "is", null)
      .execute();
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
  const row = await db
    .selectFrom("subscribers")
    .select(["email", "confirm_sent_at"])
    .where("confirm_token", "=", confirmToken)
    .executeTakeFirst();
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
  const result = await db
    .updateTable("subscribers")
    .set({ confirmed_at: nowIso(), confirm_token: null, unsubscribed_at: null })
    .where("confirm_token", "=", confirmToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? "valid" : "invalid";
}

/**
 * Queues a published article for every confirmed subscriber, once: the article is marked
 * (`newsletter_at`) in the same transaction, and a send record per article and subscriber
 * makes a second queueing impossible. False when it was not queued (draft, already sent, no
 * canonical address).
 */
export async function queueNewsletter(db: DB, env: MailEnv, postId: number): Promise<boolean> {
  const origin = await mailOrigin(db, env);
  if (!origin) return false;
  const branding = await siteBranding(db, origin);
  return db.transaction().execute((trx) => queueNewsletterIn(trx, env, postId, origin, branding));
}

/**
 * queueNewsletter inside the caller's transaction, so that a scheduled article goes live and
 * its newsletter is queued together or not at all.
 */
export async function queueNewsletterIn(
  trx: Transaction<Database>,
  env: MailEnv,
  postId: number,
  origin: string,
  branding: Branding,
): Promise<boolean> {
  const marked = await trx
    .updateTable("posts")
    .set({ newsletter_at: nowIso() })
    .where("id", "=", postId)
    .where("published", "=", true)
    .where("newsletter_at", "is", null)
    .returning(["id", "title", "slug", "summary", "image"])
    .executeTakeFirst();
  if (!marked) return false;
  const subscribers = await trx
    .selectFrom("subscribers")
    .select(["id", "email", "token"])
    .where("confirmed_at", "is not", null)
    .where("unsubscribed_at", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("newsletter_sends")
            .select("post_id")
            .where("newsletter_sends.post_id", "=", postId)
            .whereRef("newsletter_sends.subscriber_id", "=", "subscribers.id"),
        ),
      ),
    )
    .orderBy("id")
    .execute();
  const article = {
    id: marked.id,
    title: marked.title,
    summary: marked.summary,
    url: `${origin}/blog/${marked.slug}`,
    imageUrl: coverUrl(marked.image, origin),
  };
  const now = nowIso();
  for (let start = 0; start < subscribers.length; start += 200) {
    const slice = subscribers.slice(start, start + 200);
    await trx
      .insertInto("newsletter_sends")
      .values(slice.map((s) => ({ post_id: postId, subscriber_id: s.id, created_at: now })))
      .execute();
    const messages: MailMessage[] = slice.map((s) =>
      newsletterMail(
        branding,
        s.email,
        article,
        `${origin}/newsletter/unsubscribe?token=${s.token}`,
      ),
    );
    await enqueue(trx, messages, fromDomain(env.MAIL_FROM));
  }
  return true;
}

/** When the article went to the newsletter, or null. */
export async function newsletterSentAt(db: DB, postId: number): Promise<string | null> {
  const row = await db
    .selectFrom("posts")
    .select("newsletter_at")
    .where("id", "=", postId)
    .executeTakeFirst();
  return row?.newsletter_at ? toIso(row.newsletter_at) : null;
}

// Mail programs cannot show inline data; own media is sent at a mail-sized width.
function coverUrl(image: string | null, origin: string): string | undefined {
  if (!image) return undefined;
  const own = /^\/media\/([a-f0-9]{32})\.webp$/.exec(image);
  if (own) return `${origin}/media/${own[1]}-960.webp`;
  return /^https?:\/\//.test(image) ? image : undefined;
}

/**
 * Queues the password-reset mail better-auth asks for, linking to Warta's reset page. False, and
 * nothing queued, while the site has no canonical address.
 */
export async function queuePasswordReset(
  db: DB,
  env: MailEnv,
  email: string,
  resetToken: string,
): Promise<boolean> {
  const origin = await mailOrigin(db, env);
  if (!origin) return false;
  const url = `${origin}/admin/reset-password?token=${encodeURIComponent(resetToken)}`;
  const branding = await siteBranding(db, origin);
  await enqueue(db, [passwordResetMail(branding, email, url)], fromDomain(env.MAIL_FROM));
  return true;
}

/**
 * Queues one digest of waiting comments for every editor and admin (the roles that moderate,
 * app/lib/policy.ts) who opted in, when comments arrived
 * since the last digest and that one is at least 15 minutes old. The slot is taken with a
 * compare-and-set on the settings row, so two instances never both send one.
 */
export async function queueModerationDigest(db: DB, env: MailEnv): Promise<number> {
  const recipients = await db
    .selectFrom("user")
    .select("email")
    .where("role", "in", ["admin", "editor"])
    .where("moderationNotices", "=", true)
    .execute();
  if (recipients.length === 0) return 0;
  const origin = await mailOrigin(db, env);
  if (!origin) return 0;
  const last = (await readInternalSetting(db, "mail.moderation_digest_at")) ?? "";
  if (last && Date.now() - Date.parse(last) < digestIntervalMs) return 0;
  const waiting = await db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select(["comments.author_name", "comments.content", "posts.title", "comments.created_at"])
    .where("comments.status", "=", "pending")
    .$if(last !== "", (qb) => qb.where("comments.created_at", ">", last))
    .orderBy("comments.created_at", "desc")
    .limit(20)
    .execute();
  if (waiting.length === 0) return 0;
  const total = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  const branding = await siteBranding(db, origin);
  return db.transaction().execute(async (trx) => {
    const taken = await swapInternalSetting(trx, "mail.moderation_digest_at", last, nowIso());
    if (!taken) return 0;
    const comments = waiting.map((c) => ({
      author: c.author_name,
      content: c.content,
      postTitle: c.title,
    }));
    const messages = recipients.map((r) =>
      moderationMail(branding, r.email, Number(total.n), comments, `${origin}/admin/comments`),
    );
    await enqueue(trx, messages, fromDomain(env.MAIL_FROM));
    return messages.length;
  });
}

/** Turns an admin's moderation digest on or off. */
export async function setModerationNotices(db: DB, userId: string, on: boolean): Promise<void> {
  await db.updateTable("user").set({ moderationNotices: on }).where("id", "=", userId).execute();
}
