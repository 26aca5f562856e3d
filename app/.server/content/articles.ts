// Articles: every write of an article and all its consequences, in one place. The routes parse,
// authorize and render; these save (with the publication the editor asked for, planned by
// ../publishing/plan.ts), send for review and send back, delete and restore. Their consequences:
// a revision for every save (../revisions.ts), the old address kept on a slug change and a 410
// on delete (../db/post-writes.ts), the newsletter of an article going live, the review's
// activity log and notices (../review.ts). The page cache follows through the change feed (the
// rule: ../context.ts), never by hand. Going live at the scheduled time is
// ../publishing/publishing.ts, the scheduler's.
import type { ArticleErrors } from "~/lib/article-schema";
import { articleSchema } from "~/lib/article-schema";
import { formFields, validate } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import type { Actor } from "../activity";
import type { Services } from "../context";
import type { Post } from "../db/post-rows";
import { deletePost } from "../db/post-writes";
import { queueNewsletter } from "../mail/mail";
import { planPublication, type PublicationOutcome } from "../publishing/plan";
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
  /** The owning account to store, when the policy let the actor choose one. */
  ownerId?: string | null;
  /** Kirim untuk ditinjau: a save of the draft, then the review mark. */
  submit?: boolean;
}

/**
 * Saves the article editor's form as `actor`, with the publication it asks for (the save button,
 * Jadwalkan or Batalkan jadwal), and everything that follows: the revision, the newsletter of an
 * article going live now, the end of its review, or the review mark when submitting. A refused
 * save stores nothing.
 */
export async function saveArticle(
  svc: Services,
  actor: Actor,
  form: FormData,
  { current, ownerId, submit = false }: ArticleSave,
): Promise<ArticleSaveResult> {
  const saved = await saveWithPublication(svc, form, current, actor.id, ownerId);
  if (!saved.ok) return saved;
  if (saved.outcome === "published" && !current?.published) {
    await afterPublish(svc, actor, saved.id);
  } else if (submit) {
    await submitForReview(svc, actor, saved.id);
    return { ok: true, id: saved.id, outcome: "submitted" };
  }
  return saved;
}

async function saveWithPublication(
  { db, env }: Services,
  form: FormData,
  current: Post | undefined,
  userId: string,
  ownerId: string | null | undefined,
): Promise<ArticleSaveResult> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  const site = await getSiteSettings(db);
  const plan = planPublication(
    {
      intent: intent === "schedule" || intent === "unschedule" ? intent : "save",
      published: ["on", "true"].includes(field("published")),
      publishAt: field("publishAt"),
      newsletter: field("sendNewsletter") === "on",
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
  const saved = await storeArticle(db, form, current, userId, plan.columns, ownerId);
  if (!saved.ok) return saved;
  if (plan.newsletterNow) await queueNewsletter(db, env, saved.id);
  return { ok: true, id: saved.id, outcome: plan.outcome };
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

/** Makes a revision the article's text again (as `actor`), recorded as a new revision. */
export function restoreArticleRevision(
  { db }: Services,
  actor: Actor,
  id: number,
  revisionId: number,
  expectedUpdatedAt: string,
): Promise<RestoreResult> {
  return restoreRevision(db, { kind: "post", id }, revisionId, expectedUpdatedAt, actor.id);
}
