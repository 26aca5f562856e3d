import { redirect } from "react-router";
import { ArticleEditorForm } from "~/components/admin/article-editor-form";
import { articleNumbers, seesNumbersOf } from "~/.server/audience/statistics";
import { forbidden, requireCan, type SessionUser } from "~/.server/auth";
import { idParam, refuse } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { listAuthorChoices, profileOfUser } from "~/.server/db/author-profiles";
import { listCategories } from "~/.server/db/categories";
import { existingAccount } from "~/.server/db/ownership";
import { findPostById } from "~/.server/db/posts";
import type { Post } from "~/.server/db/post-rows";
import { listTagNames, listTagsOfPost } from "~/.server/db/tags";
import { setFlash, type FlashKind } from "~/.server/flash";
import { notFound } from "~/.server/http";
import { newsletterSentAt } from "~/.server/mail/mail";
import { returnArticle, saveArticle, type ArticleSaveResult } from "~/.server/commands/articles";
import { getSiteSettings } from "~/.server/settings";
import { requireOwnImages } from "~/.server/media-library";
import { authorizeArticle } from "~/.server/policy";
import type { DB } from "~/.server/db/connection";
import { can } from "~/lib/policy";
import { autosaveState, postFormFields } from "~/.server/working-copies";
import { readForm, UploadError } from "~/.server/uploads";
import { errorsOf, refusalOf } from "~/lib/action-result";
import type { ArticleErrors, ArticleForm } from "~/lib/article-schema";
import { formFields } from "~/lib/form-errors";
import { tagFieldValue } from "~/lib/tags";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/article-editor";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const editor = await requireCan(request, context, "article.create");
  const { db } = services(context);
  const id = idParam(params.id);
  const post = id === undefined ? undefined : await findPostById(db, id);
  if (id !== undefined && !post) notFound();
  if (post) authorizeArticle(editor, "article.edit", post);
  const newsletterAt = id === undefined ? null : await newsletterSentAt(db, id);
  const [categories, tags, tagNames, ownProfile] = await Promise.all([
    listCategories(db),
    post ? listTagsOfPost(db, post.id) : [],
    listTagNames(db),
    profileOfUser(db, editor.id),
  ]);
  // After profileOfUser: a first visit makes the writer's own profile, which the list includes.
  // Who may give an article to another account may also sign it with any profile; the others
  // choose between their own and the one the article already has.
  const reassign = can(editor, "article.reassign");
  const authors = (await listAuthorChoices(db)).filter(
    (choice) => reassign || choice.id === ownProfile.id || choice.id === post?.authorProfileId,
  );
  const { timeZone } = await getSiteSettings(db);
  const live = post && {
    id: post.id,
    updatedAt: post.updatedAt,
    fields: postFormFields(post, tagFieldValue(tags)),
  };
  const autosave = await autosaveState(db, request, editor.id, "post", live);
  // A published article's own numbers, for whoever Statistik shows them to.
  const numbers =
    post && seesNumbersOf(editor, post) ? await articleNumbers(db, post.id, timeZone) : null;
  return {
    categories,
    authors,
    // A new article is the writer's own by default.
    defaultAuthor: String(post?.authorProfileId ?? ownProfile.id),
    post,
    newsletterAt,
    tags: tagFieldValue(tags),
    tagNames,
    timeZone,
    autosave,
    numbers,
    // What this account's editor shows (the action checks again): publishing, the featured
    // flag and uploads only for roles that may.
    may: {
      publish: can(editor, "article.publish", post ?? { ownerId: editor.id, published: false }),
      feature: can(editor, "article.feature"),
      upload: can(editor, "media.upload"),
      review: can(editor, "review.decide"),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireCan(request, context, "article.create");
  const id = idParam(params.id);
  const app = services(context);
  const current = id === undefined ? undefined : await findPostById(app.db, id);
  if (id !== undefined && !current) notFound();
  if (current) authorizeArticle(editor, "article.edit", current);
  const failed = id === undefined ? texts.admin.createFailed : texts.admin.updateFailed;
  // Read once: a field sent twice is refused here (400), so every guard and the save read the
  // one value each field has.
  const form = await readForm(request);
  if (form instanceof UploadError) {
    return refuse<keyof ArticleErrors>(form.status, failed, { errors: { image: form.message } });
  }
  const fields = formFields(form);
  const file = form.get("imageFile");
  const upload = file instanceof File && file.size > 0 ? file : undefined;
  const intent = fields.intent;
  // Kembalikan: the editor's note goes to the writer; the article's text is not saved.
  if (intent === "return") {
    if (!can(editor, "review.decide")) forbidden(texts.forbidden.review);
    if (!current) return refuse(409, texts.review.notInReview, { for: "review" });
    const returned = await returnArticle(app, editor, current, fields.reviewNote ?? "");
    if (!returned.ok) return refuse(returned.status, returned.message, { for: "review" });
    return redirect("/admin/dashboard", { headers: { "Set-Cookie": await setFlash("returned") } });
  }
  // Terbitkan (in the review panel) is the save button with the published box ticked.
  if (intent === "publish") fields.published = "on";
  if (upload && !can(editor, "media.upload")) forbidden(texts.forbidden.upload);
  const result = await saveArticle(app, editor, fields, {
    current,
    intent: intent === "schedule" || intent === "unschedule" ? intent : "save",
    // Kirim untuk ditinjau is a save of the draft, then the review mark.
    submit: intent === "submit",
    upload,
    authorize: async (input) => {
      checkPublicationFields(editor, input, intent, current);
      await checkAuthorChoice(app.db, editor, input, current);
      await requireOwnImages(app.db, editor, input, current);
      return ownerToStore(app.db, editor, input, current);
    },
  });
  if (!result.ok) return refuse(result.status, failed, { errors: result.errors });
  const flash = await setFlash(flashFor(result.outcome, id === undefined));
  return redirect("/admin/dashboard", { headers: { "Set-Cookie": flash } });
}

/**
 * Refuses (403) a form asking for what only a publisher may, whatever its editor showed: a
 * schedule or unschedule, a publication date, the newsletter, the "Diperbarui" mark. Where the article goes (published,
 * scheduled, review) is the policy's move check in the save; the featured flag is the policy's
 * too.
 */
function checkPublicationFields(
  editor: SessionUser,
  input: ArticleForm,
  intent: string | undefined,
  current: Post | undefined,
): void {
  const subject = current ?? { ownerId: editor.id, published: false };
  if (can(editor, "article.publish", subject)) return;
  const scheduling = intent === "schedule" || intent === "unschedule";
  if (
    input.published !== subject.published ||
    scheduling ||
    (input.publishAt ?? "") !== "" ||
    input.sendNewsletter ||
    input.markUpdated
  ) {
    forbidden(texts.forbidden.publish);
  }
}

/**
 * The owner to store: the author on a new article, a chosen account from an editor (403 for
 * another account from anyone else), undefined to keep the current one.
 */
async function ownerToStore(
  db: DB,
  editor: SessionUser,
  input: ArticleForm,
  current: Post | undefined,
): Promise<string | undefined> {
  const owner = input.ownerId ?? "";
  if (owner === "" || owner === (current?.ownerId ?? editor.id)) {
    return current ? undefined : editor.id;
  }
  if (!can(editor, "article.reassign")) forbidden(texts.forbidden.reassign);
  const account = await existingAccount(db, owner);
  if (!account) forbidden(texts.forbidden.reassign);
  return account;
}

/**
 * Refuses (403) a byline this account may not give: without the right to reassign articles, only
 * its own profile or the one the article already has. An unknown profile is the save's 400.
 */
async function checkAuthorChoice(
  db: DB,
  editor: SessionUser,
  input: ArticleForm,
  current: Post | undefined,
): Promise<void> {
  // Empty is the writer's own profile.
  if (input.author === undefined || can(editor, "article.reassign")) return;
  if (input.author === current?.authorProfileId) return;
  const own = await profileOfUser(db, editor.id);
  if (input.author !== own.id) forbidden(texts.forbidden.byline);
}

type SaveOutcome = Extract<ArticleSaveResult, { ok: true }>["outcome"];

// The toast says what happened: published, scheduled, sent for review, or kept as a draft
// readers cannot see.
function flashFor(outcome: SaveOutcome, created: boolean): FlashKind {
  if (outcome === "scheduled" || outcome === "unscheduled" || outcome === "submitted") {
    return outcome;
  }
  if (created) return outcome === "published" ? "created" : "createdDraft";
  return outcome === "published" ? "updated" : "updatedDraft";
}

export default function ArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticleEditorForm
      {...loaderData}
      serverErrors={errorsOf(actionData)}
      reviewError={refusalOf(actionData, "review")}
    />
  );
}
