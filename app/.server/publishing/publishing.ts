// Going live at the scheduled time, with its consequences (the newsletter, a revision). An
// article's publication is planned by ./plan.ts: the editor's through the articles service
// (../content/articles.ts), the scheduler's here; nothing else writes `published`,
// `published_at` or `scheduled_at`.
import type { Services } from "../context";
import { hasDuePosts, takeDuePosts } from "../db/scheduled-posts";
import { siteBranding } from "../mail/branding";
import { queueNewsletterIn } from "../mail/mail";
import { recordRevision } from "../revisions";
import { canonicalOrigin } from "../site-url";

/** How many due articles one transaction takes live. */
const batchSize = 20;

/**
 * Takes every article whose scheduled time has come live, exactly once however many instances
 * run this at the same moment, and queues each one's newsletter (when it was ticked) in the same
 * transaction. Every instance, this one included, drops its cached pages through the change
 * feed. Answers the ids that went live.
 */
export async function publishDuePosts(
  { db, env, logger }: Services,
  now = new Date(),
): Promise<number[]> {
  if (!(await hasDuePosts(db, now))) return [];
  // Links in the newsletter start at the site's canonical address (app/.server/site-url.ts).
  const origin = await canonicalOrigin({ db, env });
  const branding = origin ? await siteBranding(db, origin) : undefined;
  const published: number[] = [];
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const live = await takeDuePosts(trx, now, batchSize);
      for (const post of live) {
        if (!post.newsletter) continue;
        if (origin && branding) await queueNewsletterIn(trx, env, post.id, origin, branding);
        else logger.warn({ post: post.id }, "newsletter not sent: the site has no address yet");
      }
      return live;
    });
    published.push(...batch.map((post) => post.id));
    if (batch.length < batchSize) break;
  }
  // Going live is a publish like any other: it leaves a revision (by no one: the scheduler).
  for (const id of published) await recordRevision(db, { kind: "post", id }, { savedBy: null });
  return published;
}
