// The article commands (docs/decisions/0029-commands.md): one function per change, each checking
// once and then writing, in ONE transaction, the article, its revision, its review state, the
// activity entry and the events the change causes (app/.server/db/events.ts). What follows a
// change (the newsletter, review notices, later analytics) is a handler of those events on the
// job runner (app/.server/jobs/handlers.ts), never a call from here. Slow work that cannot sit in
// a transaction (storing an uploaded image) runs before it, and its result is what it writes.
// The page cache follows through the change feed (the rule: ../context.ts).
import { articleSchema, type ArticleErrors, type ArticleForm } from "~/lib/article-schema";
import { isYes } from "~/lib/form-boolean";
import { seoOfForm } from "~/lib/seo";
import { validate } from "~/lib/form-errors";
import {
  articleState,
  canMove,
  featuredAfterSave,
  stateAfterSave,
  type ArticleState,
} from "~/lib/policy";
import { texts } from "~/lib/admin-texts";
import { recordActivity, type Actor } from "../activity";
import { forbidden, type SessionUser } from "../auth";
import type { Services } from "../context";
import { findProfileById, profileOfUser } from "../db/author-profiles";
import { listCategories } from "../db/categories";
import type { DB } from "../db/connection";
import { recordEvent, type EventKind } from "../db/events";
import type { Post } from "../db/post-rows";
import { findPostById } from "../db/posts";
import { deletePost, insertPost, isSlugTaken, SlugTakenError, updatePost } from "../db/post-writes";
import { setReview } from "../db/review";
import { dueIds, takeDuePosts } from "../db/scheduled-posts";
import { planPublication, type PlanInput, type PublicationOutcome } from "../publishing/plan";
import { keepBaseline, recordRevision, recordSave, restoreRevision as restore } from "../revisions";
import { sanitizeArticleHtml } from "../sanitize";
import { getSiteSettings } from "../settings";
import { checkDataImages, checkUpload, inlineDataImages, refusalOf, storeUpload } from "../uploads";
import { faultPoint } from "./faults";

/** Who takes a scheduled article live: no person, so no activity entry and no writer's notice. */
export const scheduler = "scheduler";

type Trx = Parameters<typeof recordEvent>[0];

export type ArticleSaveResult =
  | { ok: true; id: number; outcome: PublicationOutcome | "submitted" }
  | { ok: false; status: 400 | 404 | 409 | 413; errors: ArticleErrors };

type Refusal = Extract<ArticleSaveResult, { ok: false }>;

// Thrown inside a command's transaction to roll it back and answer `refusal`.
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.status.toString());
  }
}

const t = texts.editor;

function refused(status: Refusal["status"], errors: ArticleErrors): Refusal {
  return { ok: false, status, errors };
}

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
 * asks for (the save button, Jadwalkan or Batalkan jadwal): published now, scheduled, taken off
 * the schedule, sent for review (`submit`) or kept a draft. Checks once (the form, the policy's
 * move between publication states and featured flag, a refused one throwing 403, the version the
 * editor loaded), stores the upload, then writes everything in one transaction. A refused save
 * stores nothing.
 */
export async function saveArticle(
  svc: Services,
  actor: SessionUser,
  fields: Record<string, string>,
  save: ArticleSave,
): Promise<ArticleSaveResult> {
  const { db } = svc;
  const { current, intent, submit = false, upload, authorize } = save;
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
    return refused(400, { ...parsed.errors, ...(plan.ok ? {} : plan.errors) });
  }
  const input = parsed.data;
  const ownerId = await authorize(input);
  const featured = featuredAfterSave(actor, current?.featured ?? false, input.featured);
  if (featured === undefined) forbidden(texts.forbidden.feature);
  // The one staleness check before writing (the write itself matches only the version loaded):
  // a plan made against a version the editor never saw could undo what happened since, and a
  // stale save stores no upload.
  if (current && input.updatedAt !== current.updatedAt) return refused(409, { form: t.stale });
  let plan = planFor(intent, input);
  if (!plan.ok) return refused(400, plan.errors);
  const wanted = stateOfPlan(plan.outcome, submit || (current?.inReview ?? false));
  const to = stateAfterSave(actor, subject, from, wanted);
  if (!canMove(actor, subject, from, to)) forbidden(texts.forbidden.publish);
  // Sent back to review, an article leaves the schedule an editor set for the text they read.
  if (to === "review" && from === "scheduled") {
    plan = planFor("unschedule", input);
    if (!plan.ok) return refused(400, plan.errors);
  }
  const checked = await checkReferences(db, input, actor.id, current?.id);
  if (!checked.ok) return checked;
  const files = await storeFiles(db, input, upload, actor.id);
  if (!files.ok) return files;
  faultPoint("publish:checked");

  const post = {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    content: files.content,
    image: files.image,
    categoryId: input.categoryId,
    // The name at this save goes with the article (revisions compare it); readers see the
    // profile's current name.
    author: checked.author.name,
    authorProfileId: checked.author.id,
    featured,
    tags: input.tags,
    seo: seoOfForm(input),
    // Tandai sebagai diperbarui: only an article that was live and stays live was updated.
    ...(input.markUpdated && current?.published && plan.outcome === "published"
      ? { markedUpdatedAt: new Date().toISOString() }
      : {}),
    ...plan.columns,
    ...(ownerId !== undefined ? { ownerId } : {}),
  };
  const toReview = to === "review" && (submit || from !== "review");
  const outcome = plan.outcome;
  const newsletter = plan.newsletterNow;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const id = current ? current.id : await insertPost(trx, post);
      if (current) {
        await keepBaseline(trx, { kind: "post", id });
        const written = await updatePost(trx, id, post, input.updatedAt ?? "");
        if (written === "missing") throw new Refused(refused(404, { form: t.notFound }));
        if (written === "stale") throw new Refused(refused(409, { form: t.stale }));
      }
      faultPoint("publish:written");
      await recordSave(trx, { kind: "post", id }, { userId: actor.id, wasNew: !current });
      faultPoint("publish:revision");
      if (outcome === "published" && !current?.published) {
        await wentLive(trx, svc, actor, id, newsletter);
      } else if (toReview) {
        await submitted(trx, svc, actor, id);
      } else {
        const kind = eventOfSave(current, outcome);
        // A live article's newsletter ticked later goes out with this save.
        if (kind) await recordEvent(trx, kind, id, { by: actor.id, newsletter });
      }
      return id;
    });
    faultPoint("publish:committed");
    return { ok: true, id, outcome: toReview ? "submitted" : outcome };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    if (error instanceof SlugTakenError) return refused(400, { slug: t.slugTaken });
    throw error;
  }
}

// The state a planned save asks for; `reviewed` when it is (or stays) marked for review.
function stateOfPlan(outcome: PublicationOutcome, reviewed: boolean): ArticleState {
  if (outcome === "published") return "published";
  if (outcome === "scheduled") return "scheduled";
  return reviewed ? "review" : "draft";
}

// What a save that neither took the article live nor sent it for review tells the handlers.
function eventOfSave(current: Post | undefined, outcome: PublicationOutcome): EventKind | null {
  if (outcome === "scheduled") return "article.scheduled";
  if (current?.published && outcome !== "published") return "article.unpublished";
  if (outcome === "published") return "article.updated";
  return null;
}

// The rows the form names (category, address, author profile), checked before anything is
// written or stored.
async function checkReferences(db: DB, input: ArticleForm, userId: string, id: number | undefined) {
  const categories = await listCategories(db);
  if (!categories.some((category) => category.id === input.categoryId)) {
    return refused(400, { categoryId: t.categoryRequired });
  }
  if (await isSlugTaken(db, input.slug, id)) return refused(400, { slug: t.slugTaken });
  const author =
    input.author === undefined
      ? await profileOfUser(db, userId)
      : await findProfileById(db, input.author);
  if (!author) return refused(400, { author: t.authorUnknown });
  return { ok: true as const, author };
}

// The uploaded cover and pasted images, checked all before any is stored, then stored: slow work
// (decoding) that runs before the command's transaction. Stored media nobody uses is harmless.
async function storeFiles(
  db: DB,
  input: ArticleForm,
  upload: File | undefined,
  uploadedBy: string,
) {
  const imageError = upload ? await refusalOf(() => checkUpload(upload)) : undefined;
  if (imageError) return refused(imageError.status, { image: imageError.message });
  const contentError = await refusalOf(() => checkDataImages(input.content));
  if (contentError) return refused(contentError.status, { content: contentError.message });
  const image = upload ? await storeUpload(db, upload, { uploadedBy }) : input.image;
  const content = sanitizeArticleHtml(await inlineDataImages(db, input.content, uploadedBy));
  return { ok: true as const, image, content };
}

// An article went live (from the editor, or the scheduler): its review is over and its note
// gone, the publisher's activity entry, and `article.published` for the newsletter and the
// writer's notice.
async function wentLive(
  trx: Trx,
  svc: Services,
  by: Actor | typeof scheduler,
  id: number,
  newsletter: boolean,
): Promise<void> {
  await setReview(trx, id, { inReview: false, note: null });
  faultPoint("publish:review");
  if (by !== scheduler) {
    await recordActivity(trx, svc.limits, by, {
      action: "article.publish",
      object: { type: "post", id },
    });
  }
  faultPoint("publish:activity");
  await recordEvent(trx, "article.published", id, {
    newsletter,
    by: by === scheduler ? null : by.id,
  });
  faultPoint("publish:event");
}

// Marked as waiting for review, logged, and `article.submitted` for the editors' notice.
async function submitted(trx: Trx, svc: Services, actor: Actor, id: number): Promise<void> {
  await setReview(trx, id, { inReview: true, note: null });
  await recordActivity(trx, svc.limits, actor, {
    action: "article.submit",
    object: { type: "post", id },
  });
  await recordEvent(trx, "article.submitted", id, { by: actor.id, byEmail: actor.email });
}

/**
 * Takes scheduled article `id` live as `by` (the scheduler) if it is due at `now`, exactly once
 * however many instances try at the same moment: the claim, a revision by no one, the end of its
 * review and `article.published` (with the newsletter it was scheduled with) in one transaction.
 * False when it was not due (taken by another instance, rescheduled or unscheduled meanwhile).
 */
export async function publishArticle(
  svc: Services,
  by: Actor | typeof scheduler,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const live = await svc.db.transaction().execute(async (trx) => {
    const [taken] = await takeDuePosts(trx, now, 1, id);
    if (!taken) return false;
    faultPoint("publish:written");
    await recordRevision(trx, { kind: "post", id }, { savedBy: by === scheduler ? null : by.id });
    faultPoint("publish:revision");
    await wentLive(trx, svc, by, id, taken.newsletter);
    return true;
  });
  if (live) faultPoint("publish:committed");
  return live;
}

/** Takes every article whose scheduled time has come live (publishArticle); answers their ids. */
export async function publishDueArticles(svc: Services, now = new Date()): Promise<number[]> {
  const published: number[] = [];
  for (;;) {
    const due = await dueIds(svc.db, now, 20);
    const live: number[] = [];
    for (const id of due) if (await publishArticle(svc, scheduler, id, now)) live.push(id);
    published.push(...live);
    // Another instance took them all: what is left is theirs, or nothing.
    if (due.length < 20 || live.length === 0) return published;
  }
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
  await svc.db.transaction().execute(async (trx) => {
    await setReview(trx, current.id, { inReview: false, note: text });
    // The note stays with the article; the log names the article, not the editor's words.
    await recordActivity(trx, svc.limits, actor, {
      action: "article.return",
      object: { type: "post", id: current.id },
    });
    await recordEvent(trx, "article.returned", current.id, { by: actor.id, note: text });
  });
  return { ok: true };
}

/**
 * Deletes the article; its address answers 410 from now on, and a published one leaves
 * `article.unpublished`. False when there was none.
 */
export function deleteArticle({ db }: Services, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const post = await findPostById(trx, id);
    if (!post || !(await deletePost(trx, id))) return false;
    if (post.published) await recordEvent(trx, "article.unpublished", id, { deleted: true });
    return true;
  });
}

export type RestoreResult = { ok: true } | { ok: false; status: 404 | 409 };

/**
 * Makes a revision the article's text again (as `actor`), recorded as a new revision, in one
 * transaction. Restored by someone who may not publish it, an article in review or scheduled goes
 * (back) to review and off the schedule, as that person's save would (the policy's move; 403
 * when it is none).
 */
export async function restoreRevision(
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
  const owner = { kind: "post", id } as const;
  const publication = unschedule
    ? { published: false, publishedAt: null, scheduledAt: null, scheduleNewsletter: false }
    : undefined;
  return svc.db
    .transaction()
    .execute(async (trx) => {
      const restored = await restore(
        trx,
        owner,
        revisionId,
        expectedUpdatedAt,
        actor.id,
        publication,
      );
      if (!restored.ok) throw new RestoreRefused(restored);
      if (to === "review" && from !== "review") await submitted(trx, svc, actor, id);
      else if (current.published) await recordEvent(trx, "article.updated", id, { by: actor.id });
      return restored;
    })
    .catch((error: unknown) => {
      if (error instanceof RestoreRefused) return error.result;
      throw error;
    });
}

class RestoreRefused extends Error {
  constructor(readonly result: Extract<RestoreResult, { ok: false }>) {
    super(result.status.toString());
  }
}
