// The mail entry module for articles and accounts: the newsletter of a published article and
// the password-reset mail, plus what every mail needs (its origin, whether SMTP is set). Each
// function writes its messages into the outbox in the same transaction as the change that causes
// them; the worker (./worker.ts) delivers them. Subscriptions are in ./subscriptions.ts, the
// moderation digest in ./moderation-digest.ts.
import type { DB } from "../db/connection";
import { markNewsletterSent, newsletterRecipients, recordNewsletterSends } from "../db/newsletter";
import type { Trx } from "../db/transaction";
import type { Env } from "../env";
import { nowIso } from "../db/values";
import { canonicalOrigin } from "../site-url";
import { siteBranding, type Branding } from "./branding";
import { enqueue } from "../db/outbox";
import { newsletterMail, passwordResetMail, type MailMessage } from "./templates";
import { fromDomain } from "./transport";

export type MailEnv = Pick<Env, "MAIL_FROM" | "SMTP_URL" | "SITE_URL">;

export function mailConfigured(env: MailEnv): boolean {
  return Boolean(env.SMTP_URL && env.MAIL_FROM);
}

// Every link in a mail starts at the site's canonical address, never at the host a request
// named (docs/decisions/0014-canonical-address.md); without one, no link is mailed.
export function mailOrigin(db: DB, env: MailEnv): Promise<string | null> {
  return canonicalOrigin({ db, env });
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
  trx: Trx,
  env: MailEnv,
  postId: number,
  origin: string,
  branding: Branding,
): Promise<boolean> {
  const marked = await markNewsletterSent(trx, postId);
  if (!marked) return false;
  const subscribers = await newsletterRecipients(trx, postId);
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
    await recordNewsletterSends(
      trx,
      postId,
      slice.map((s) => s.id),
      now,
    );
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
export { newsletterSentAt } from "../db/newsletter";

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
