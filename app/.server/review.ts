// Editorial review's notices: a writer who may not publish sends an article for review; an editor
// publishes it or sends it back with a note (the commands: ./commands/articles.ts). Accounts that
// opted in (Akun) are mailed through the outbox by the job runner's handlers of those events
// (./jobs/handlers.ts): these build and queue the mail of one event.
import type { Services } from "./context";
import { enqueue } from "./db/outbox";
import { noticeAddress, reviewedArticle, reviewerAddresses } from "./db/review";
import { siteBranding } from "./mail/branding";
import { reviewMail } from "./mail/templates";
import { fromDomain } from "./mail/transport";
import { canonicalOrigin } from "./site-url";
import { texts } from "./texts";

export { countInReview, listInReview, type ReviewItem } from "./db/review";

const t = texts.mail;

/** Tells the editors who asked for it that `byEmail` sent article `id` for review. */
export async function noticeSubmitted(
  svc: Services,
  id: number,
  by: { id: string; email: string },
): Promise<void> {
  const post = await reviewedArticle(svc.db, id);
  const mail = post && (await mailer(svc, post.id));
  if (!post || !mail) return;
  const editors = await reviewerAddresses(svc.db, by.id);
  const messages = editors.map((editor) =>
    mail.message(editor, t.reviewSubmittedSubject(post.title), [
      t.reviewSubmittedIntro(by.email, post.title),
    ]),
  );
  await enqueue(svc.db, messages, fromDomain(svc.env.MAIL_FROM));
}

/** Tells the writer, other than `byId` and when they asked to be, that article `id` came back. */
export function noticeReturned(svc: Services, id: number, byId: string, note: string) {
  return noticeWriter(svc, id, byId, (title) => [
    t.reviewReturnedSubject(title),
    [t.reviewReturnedIntro(title), note],
  ]);
}

/** Tells the writer, other than `byId` and when they asked to be, that article `id` is live. */
export function noticePublished(svc: Services, id: number, byId: string) {
  return noticeWriter(svc, id, byId, (title) => [
    t.reviewPublishedSubject(title),
    [t.reviewPublishedIntro(title)],
  ]);
}

async function noticeWriter(
  svc: Services,
  id: number,
  byId: string,
  mailOf: (title: string) => [string, string[]],
): Promise<void> {
  const post = await reviewedArticle(svc.db, id);
  if (!post?.ownerId || post.ownerId === byId) return;
  const writer = await noticeAddress(svc.db, post.ownerId);
  const mail = writer && (await mailer(svc, post.id));
  if (!writer || !mail) return;
  const [subject, paragraphs] = mailOf(post.title);
  await enqueue(svc.db, [mail.message(writer, subject, paragraphs)], fromDomain(svc.env.MAIL_FROM));
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
