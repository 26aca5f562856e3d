// Articles: every write of an article and all its consequences, in one place. The routes parse,
// authorize and render; these save (with the publication the editor asked for, planned by
// ../publishing/plan.ts), send for review and send back, delete and restore. Their consequences:
// a revision for every save (../revisions.ts), the old address kept on a slug change and a 410
// on delete (../db/post-writes.ts), the newsletter of an article going live, the review's
// activity log and notices (../review.ts). The page cache follows through the change feed (the
// rule: ../context.ts), never by hand. Going live at the scheduled time is
// ../publishing/publishing.ts, the scheduler's.
import { articleSchema, type ArticleErrors, type ArticleForm } from "~/lib/article-schema";
import { isYes } from "~/lib/form-boolean";
import { validate } from "~/lib/form-errors";
import {
  articleState,
  canMove,
  featuredAfterSave,
  stateAfterSave,
  type ArticleState,
} from "~/lib/policy";
import { texts } from "~/lib/admin-texts";
import type { Actor } from "../activity";
import { forbidden, type SessionUser } from "../auth";
import type { Services } from "../context";
import type { Post } from "../db/post-rows";
import { findPostById } from "../db/posts";
import { deletePost } from "../db/post-writes";
import { queueNewsletter } from "../mail/mail";
import { planPublication, type PlanInput, type PublicationOutcome } from "../publishing/plan";
import { afterPublish, returnForChanges, submitForReview } from "../review";
import { restoreRevision, type RestoreResult } from "../revisions";
import { getSiteSettings } from "../settings";
import { saveArticle as storeArticle } from "./article-save";

export type ArticleSaveResult =
  | { ok: true; id: number; outcome: PublicationOutcome | "submitted" }
  | { ok: false; status: 400 | 404 | 409 | 413; errors: ArticleErrors };

export interface ArticleSave {
  /** The article as the editor loaded it; undefined for a new one. */
  current: Post | undefined;
  /** The editor's button: Jadwalkan, Batalkan jadwal, or the save button. */
  intent: PlanInput["intent"];
  /** Kirim untuk ditinjau: a save of the draft, then the review mark. */
  submit?: boolean;
  /** The cover uploaded with the form. */
  upload?: File;
  /**
   * The route's guards over the form as read (the same object this save stores): throws 403 for
   * what the actor may not ask, and answers the owning account to store (undefined: keep it).
   */
  authorize: (input: ArticleForm) => Promise<string | null | undefined>;
}

/**
 * Saves the article editor's form, read once into `fields`, as `actor`, with the publication it
 * asks for (the save button, Jadwalkan or Batalkan jadwal), and everything that follows: the
 * revision, the newsletter of an article going live now, the end of its review, or the review
 * mark when submitting. The move between publication states and the featured flag are the
 * policy's (app/lib/policy.ts): a refused move throws 403. A refused save stores nothing.
 */
export async function saveArticle(
  svc: Services,
  actor: SessionUser,
  fields: Record<string, string>,
  save: ArticleSave,
): Promise<ArticleSaveResult> {
  const saved = await saveWithPublication(svc, actor, fields, save);
  if (!saved.ok) return saved;
  const { current } = save;
  if (saved.outcome === "published" && !current?.published) {
    await afterPublish(svc, actor, saved.id);
  } else if (saved.toReview) {
    await submitForReview(svc, actor, saved.id);
    return { ok: true, id: saved.id, outcome: "submitted" };
  }
  return { ok: true, id: saved.id, outcome: saved.outcome };
}

type Saved =
  | { ok: true; id: number; outcome: PublicationOutcome; toReview: boolean }
  | Extract<ArticleSaveResult, { ok: false }>;

async function saveWithPublication(
  { db, env }: Services,
  actor: SessionUser,
  fields: Record<string, string>,
  { current, intent, submit = false, upload, authorize }: ArticleSave,
): Promise<Saved> {
  const site = await getSiteSettings(db);
  const parsed = validate(articleSchema, fields);
  const subject = current ?? { ownerId: actor.id, published: false };
  const from = current ? articleState(current) : "draft";
  const planFor = (button: PlanInput["intent"], input: Partial<ArticleForm>) =>
    planPublication(
      {
        intent: button,
        published: input.published ?? false,
        publishAt: input.publishAt ?? "",
        newsletter: input.sendNewsletter ?? false,
      },
      current,
      site.timeZone,
      new Date(),
    );
  // A form that could never be saved says what to fix, whatever its version: every mistake at
  // once, the article's fields with the date's.
  if (!parsed.ok) {
    const plan = planFor(intent, {
      published: isYes(fields.published),
      publishAt: fields.publishAt ?? "",
    });
    return {
      ok: false,
      status: 400,
      errors: { ...parsed.errors, ...(plan.ok ? {} : plan.errors) },
    };
  }
  const input = parsed.data;
  const ownerId = await authorize(input);
  const featured = featuredAfterSave(actor, current?.featured ?? false, input.featured);
  if (featured === undefined) forbidden(texts.forbidden.feature);
  // A plan made against a version the editor never saw could undo what happened since (the
  // article went live meanwhile): that save gets the conflict message, as any stale save does.
  if (current && input.updatedAt !== current.updatedAt) {
    return { ok: false, status: 409, errors: { form: texts.editor.stale } };
  }
  let plan = planFor(intent, input);
  if (!plan.ok) return { ok: false, status: 400, errors: plan.errors };
  const wanted = stateOfPlan(plan.outcome, submit || (current?.inReview ?? false));
  const to = stateAfterSave(actor, subject, from, wanted);
  if (!canMove(actor, subject, from, to)) forbidden(texts.forbidden.publish);
  // Sent back to review, an article leaves the schedule an editor set for the text they read.
  if (to === "review" && from === "scheduled") {
    plan = planFor("unschedule", input);
    if (!plan.ok) return { ok: false, status: 400, errors: plan.errors };
  }
  const saved = await storeArticle(db, input, upload, current, actor.id, {
    publication: plan.columns,
    ownerId,
    featured,
  });
  if (!saved.ok) return saved;
  if (plan.newsletterNow) await queueNewsletter(db, env, saved.id);
  const toReview = to === "review" && (submit || from !== "review");
  return { ok: true, id: saved.id, outcome: plan.outcome, toReview };
}

// The state a planned save asks for; `reviewed` when it is (or stays) marked for review.
function stateOfPlan(outcome: PublicationOutcome, reviewed: boolean): ArticleState {
  if (outcome === "published") return "published";
  if (outcome === "scheduled") return "scheduled";
  return reviewed ? "review" : "draft";
}

export type ReviewReturnResult = { ok: true } | { ok: false; status: 400 | 409; message: string };

/** Kembalikan: sends an article in review back to its writer with `note`; its text stays. */
export async function returnArticle(
  svc: Services,
  actor: Actor,
  current: Post,
  note: string,
): Promise<ReviewReturnResult> {
  if (!current.inReview) return { ok: false, status: 409, message: texts.review.notInReview };
  const text = note.trim();
  if (text.length === 0 || text.length > 2000) {
    return { ok: false, status: 400, message: texts.review.noteRequired };
  }
  await returnForChanges(svc, actor, current.id, text);
  return { ok: true };
}

/** Deletes the article; its address answers 410 from now on. False when there was none. */
export function deleteArticle({ db }: Services, id: number): Promise<boolean> {
  return deletePost(db, id);
}

/**
 * Makes a revision the article's text again (as `actor`), recorded as a new revision. Restored by
 * someone who may not publish it, an article in review or scheduled goes (back) to review and off
 * the schedule, as that person's save would (the policy's move; 403 when it is none).
 */
export async function restoreArticleRevision(
  svc: Services,
  actor: SessionUser,
  id: number,
  revisionId: number,
  expectedUpdatedAt: string,
): Promise<RestoreResult> {
  const current = await findPostById(svc.db, id);
  if (!current) return { ok: false, status: 404 };
  const from = articleState(current);
  const to = stateAfterSave(actor, current, from, from);
  if (!canMove(actor, current, from, to)) forbidden(texts.forbidden.publish);
  const unschedule = to === "review" && from === "scheduled";
  const restored = await restoreRevision(
    svc.db,
    { kind: "post", id },
    revisionId,
    expectedUpdatedAt,
    actor.id,
    unschedule
      ? { published: false, publishedAt: null, scheduledAt: null, scheduleNewsletter: false }
      : undefined,
  );
  if (restored.ok && to === "review" && from !== "review") await submitForReview(svc, actor, id);
  return restored;
}
