import type { DB } from "./connection";
import type { Trx } from "./transaction";
import { nowIso, toIso } from "./values";

// The newsletter of published articles: an article's mark (`newsletter_at`) and one send record
// per article and subscriber. The mail itself is made in app/.server/mail/mail.ts.

export interface NewsletterArticle {
  id: number;
  title: string;
  slug: string;
  summary: string;
  image: string | null;
}

/** Marks a published article not yet sent as sent now; the article, or undefined when not. */
export function markNewsletterSent(
  trx: Trx,
  postId: number,
): Promise<NewsletterArticle | undefined> {
  return trx
    .updateTable("posts")
    .set({ newsletter_at: nowIso() })
    .where("id", "=", postId)
    .where("published", "=", true)
    .where("newsletter_at", "is", null)
    .returning(["id", "title", "slug", "summary", "image"])
    .executeTakeFirst();
}

/** Confirmed, still subscribed readers without a send record for the article, in id order. */
export function newsletterRecipients(
  trx: Trx,
  postId: number,
): Promise<{ id: number; email: string; token: string }[]> {
  return trx
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
}

/** Records that the article went to these subscribers. */
export async function recordNewsletterSends(
  trx: Trx,
  postId: number,
  subscriberIds: number[],
  createdAt: string,
): Promise<void> {
  await trx
    .insertInto("newsletter_sends")
    .values(
      subscriberIds.map((id) => ({ post_id: postId, subscriber_id: id, created_at: createdAt })),
    )
    .execute();
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
