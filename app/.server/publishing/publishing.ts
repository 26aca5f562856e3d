// The one owner of an article's publication: publishing, scheduling, unscheduling and going live
// at the scheduled time, with their consequences (the newsletter, the page cache). Routes and the
// scheduler call these; nothing else writes `published`, `published_at` or `scheduled_at`.
import type { Services } from "../context";
import { findPostById } from "../db/posts";
import { hasDuePosts, takeDuePosts } from "../db/scheduled-posts";
import { siteBranding } from "../mail/branding";
import { queueNewsletter, queueNewsletterIn } from "../mail/mail";
import { recordRevision } from "../revisions";
import { saveArticle, type SaveResult } from "../save-article";
import { getSiteSettings } from "../settings";
import { canonicalOrigin } from "../site-url";
import { articleSchema } from "~/lib/article-schema";
import { formFields, validate } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import { planPublication, type PublicationOutcome } from "./plan";

export type PublishResult =
  { ok: true; id: number; outcome: PublicationOutcome } | Extract<SaveResult, { ok: false }>;

/**
 * Saves the article editor's form, as `userId`, with what it asks for its publication (the save
 * button, Jadwalkan or Batalkan jadwal). A refused publication stores nothing, like any refused save.
 */
export async function saveArticleFromEditor(
  { db, env }: Services,
  form: FormData,
  id: number | undefined,
  userId: string,
  ownerId?: string | null,
): Promise<PublishResult> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  const newsletter = field("sendNewsletter") === "on";
  const [current, site] = await Promise.all([
    id === undefined ? undefined : findPostById(db, id),
    getSiteSettings(db),
  ]);
  const plan = planPublication(
    {
      intent: intent === "schedule" || intent === "unschedule" ? intent : "save",
      published: ["on", "true"].includes(field("published")),
      publishAt: field("publishAt"),
      newsletter,
    },
    current,
    site.timeZone,
    new Date(),
  );
  // A form that could never be saved says what to fix, whatever its version: every mistake at
  // once, the article's fields with the date's.
  const parsed = validate(articleSchema, formFields(form));
  if (!parsed.ok) {
    return {
      ok: false,
      status: 400,
      errors: { ...parsed.errors, ...(plan.ok ? {} : plan.errors) },
    };
  }
  // A plan made against a version the editor never saw could undo what happened since (the
  // article went live meanwhile): that save gets the conflict message, as any stale save does.
  if (current && field("updatedAt") !== current.updatedAt) {
    return { ok: false, status: 409, errors: { form: texts.editor.stale } };
  }
  if (!plan.ok) return { ok: false, status: 400, errors: plan.errors };
  const saved = await saveArticle(db, form, id, userId, plan.columns, ownerId);
  if (!saved.ok) return saved;
  if (plan.newsletterNow) await queueNewsletter(db, env, saved.id);
  return { ok: true, id: saved.id, outcome: plan.outcome };
}

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
