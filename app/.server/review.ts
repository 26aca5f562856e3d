// Editorial review: a writer who may not publish sends an article for review; an editor
// publishes it or sends it back with a note. Each step is logged (app/.server/activity.ts) and,
// for accounts that opted in (Akun), mailed through the outbox in the same transaction.
import type { Services } from "./context";
import { recordActivity, type Actor } from "./activity";
import type { DB } from "./db/connection";
import { siteBranding } from "./mail/branding";
import { enqueue } from "./db/outbox";
import { reviewMail } from "./mail/templates";
import { fromDomain } from "./mail/transport";
import { canonicalOrigin } from "./site-url";
import { texts } from "./texts";

const t = texts.mail;

/** How many articles wait for review: the dashboard's badge. */
export async function countInReview(db: DB): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("in_review", "=", true)
    .where("scheduled_at", "is", null)
    .where("published", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface ReviewItem {
  id: number;
  title: string;
  ownerName: string;
  updatedAt: string;
}

/** The review queue, oldest submission first (the one waiting longest). */
export async function listInReview(db: DB): Promise<ReviewItem[]> {
  const rows = await db
    .selectFrom("posts")
    .leftJoin("user", "user.id", "posts.owner_id")
    .select(["posts.id", "posts.title", "posts.updated_at", "user.name", "user.email"])
    .where("posts.in_review", "=", true)
    // Scheduled from the queue, it waits for its time, not for an editor.
    .where("posts.scheduled_at", "is", null)
    .where("posts.published", "=", false)
    .orderBy("posts.updated_at", "asc")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    ownerName: row.name ?? row.email ?? "",
    updatedAt: typeof row.updated_at === "string" ? row.updated_at : row.updated_at.toISOString(),
  }));
}

interface Article {
  id: number;
  title: string;
  ownerId: string | null;
}

async function article(db: DB, id: number): Promise<Article | undefined> {
  const row = await db
    .selectFrom("posts")
    .select(["id", "title", "owner_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { id: row.id, title: row.title, ownerId: row.owner_id };
}

/** Marks the article as waiting for review and tells the editors who asked for it. */
export async function submitForReview(svc: Services, actor: Actor, id: number): Promise<void> {
  const { db } = svc;
  const post = await article(db, id);
  if (!post) return;
  const editors = await db
    .selectFrom("user")
    .select("email")
    .where("role", "in", ["editor", "admin"])
    .where("reviewNotices", "=", true)
    .where("deactivated", "=", false)
    .where("id", "!=", actor.id)
    .execute();
  const mail = await mailer(svc, post.id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("posts")
      .set({ in_review: true, review_note: null })
      .where("id", "=", id)
      .execute();
    await recordActivity(trx, svc.limits, actor, {
      action: "article.submit",
      object: { type: "post", id: post.id },
    });
    if (!mail) return;
    const messages = editors.map((editor) =>
      mail.message(editor.email, t.reviewSubmittedSubject(post.title), [
        t.reviewSubmittedIntro(actor.email, post.title),
      ]),
    );
    await enqueue(trx, messages, fromDomain(svc.env.MAIL_FROM));
  });
}

/** Sends the article back to its writer with the editor's note. */
export function returnForChanges(
  svc: Services,
  actor: Actor,
  id: number,
  note: string,
): Promise<void> {
  return endReview(svc, actor, id, {
    note,
    action: "article.return",
    mail: (title) => [t.reviewReturnedSubject(title), [t.reviewReturnedIntro(title), note]],
  });
}

/**
 * After an article went live from the editor: the review (if any) is over and its note gone;
 * a writer other than the publisher is told, when they asked to be.
 */
export function afterPublish(svc: Services, actor: Actor, id: number): Promise<void> {
  return endReview(svc, actor, id, {
    note: null,
    action: "article.publish",
    mail: (title) => [t.reviewPublishedSubject(title), [t.reviewPublishedIntro(title)]],
  });
}

// Ends the review with `note` for the writer (none when published), logs it and mails the
// writer in the same transaction.
async function endReview(
  svc: Services,
  actor: Actor,
  id: number,
  step: {
    note: string | null;
    action: "article.return" | "article.publish";
    mail: (title: string) => [string, string[]];
  },
): Promise<void> {
  const { db } = svc;
  const post = await article(db, id);
  if (!post) return;
  const writer = await optedInOwner(db, post, actor);
  const mail = writer ? await mailer(svc, post.id) : undefined;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("posts")
      .set({ in_review: false, review_note: step.note })
      .where("id", "=", id)
      .execute();
    // The note stays with the article; the log names the article, not the editor's words.
    await recordActivity(trx, svc.limits, actor, {
      action: step.action,
      object: { type: "post", id: post.id },
    });
    if (!writer || !mail) return;
    const [subject, paragraphs] = step.mail(post.title);
    await enqueue(trx, [mail.message(writer, subject, paragraphs)], fromDomain(svc.env.MAIL_FROM));
  });
}

// The owner's address when it is someone other than the actor and opted in.
async function optedInOwner(db: DB, post: Article, actor: Actor): Promise<string | undefined> {
  if (!post.ownerId || post.ownerId === actor.id) return undefined;
  const row = await db
    .selectFrom("user")
    .select("email")
    .where("id", "=", post.ownerId)
    .where("reviewNotices", "=", true)
    .where("deactivated", "=", false)
    .executeTakeFirst();
  return row?.email;
}

// Mail links start at the canonical address; without one, nothing is mailed.
async function mailer(svc: Services, postId: number) {
  const origin = await canonicalOrigin(svc);
  if (!origin) return undefined;
  const branding = await siteBranding(svc.db, origin);
  const url = `${origin}/admin/articles/${postId}/edit`;
  return {
    message: (recipient: string, subject: string, paragraphs: string[]) =>
      reviewMail(branding, recipient, subject, paragraphs, url),
  };
}
