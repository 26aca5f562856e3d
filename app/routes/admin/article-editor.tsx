import { ArrowLeft, ExternalLink, Eye } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ArticlePreview } from "~/components/admin/article-preview";
import { Autosave } from "~/components/admin/autosave";
import { RevisionsLink } from "~/components/admin/revision-history";
import { ContentField, PublishedBox, useEditorForm } from "~/components/admin/editor-fields";
import { TagField } from "~/components/admin/tag-field";
import { ScheduleBox } from "~/components/admin/schedule-box";
import { Field, FormAlert, inputClass } from "~/components/field";
import { forbidden, requireCan, type SessionUser } from "~/.server/auth";
import { services } from "~/.server/context";
import { listAuthorChoices, profileOfUser } from "~/.server/db/author-profiles";
import { listCategories } from "~/.server/db/categories";
import { findPostById } from "~/.server/db/posts";
import type { Post } from "~/.server/db/post-rows";
import { listTagNames, listTagsOfPost } from "~/.server/db/tags";
import { setFlash, type FlashKind } from "~/.server/flash";
import { notFound } from "~/.server/http";
import { newsletterSentAt } from "~/.server/mail/mail";
import type { PublicationOutcome } from "~/.server/publishing/plan";
import { saveArticleFromEditor } from "~/.server/publishing/publishing";
import { getSiteSettings } from "~/.server/settings";
import { authorizeArticle } from "~/.server/policy";
import { afterPublish, returnForChanges, submitForReview } from "~/.server/review";
import type { DB } from "~/.server/db/connection";
import { can } from "~/lib/policy";
import { autosaveState, postFormFields } from "~/.server/working-copies";
import { readForm, UploadError } from "~/.server/uploads";
import { articleSchema, type ArticleErrors } from "~/lib/article-schema";
import { imageTypes, maxImageBytes } from "~/lib/image-rules";
import { formFields, validate } from "~/lib/form-errors";
import { formatLongDate } from "~/lib/dates";
import { slugify } from "~/lib/slug";
import { tagFieldValue } from "~/lib/tags";
import { PageTitle } from "~/components/page-meta";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/article-editor";

const t = texts.editor;

function postId(params: { id?: string }): number | undefined {
  if (params.id === undefined) return undefined;
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  return Number(params.id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const editor = await requireCan(request, context, "article.create");
  const { db } = services(context);
  const id = postId(params);
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
  const live = post && { id: post.id, updatedAt: post.updatedAt, fields: postFormFields(post) };
  const autosave = await autosaveState(db, request, editor.id, "post", live);
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
  const id = postId(params);
  const app = services(context);
  const current = id === undefined ? undefined : await findPostById(app.db, id);
  if (id !== undefined && !current) notFound();
  if (current) authorizeArticle(editor, "article.edit", current);
  const form = await readForm(request);
  if (form instanceof UploadError) {
    return data({ errors: { image: form.message } as ArticleErrors }, { status: form.status });
  }
  const intent = form.get("intent");
  // Kembalikan: the editor's note goes to the writer; the article's text is not saved.
  if (intent === "return") {
    if (!can(editor, "review.decide")) forbidden(texts.forbidden.review);
    if (!current?.inReview) {
      return data({ reviewError: texts.review.notInReview }, { status: 409 });
    }
    const note = String(form.get("reviewNote") ?? "").trim();
    if (note.length === 0 || note.length > 2000) {
      return data({ reviewError: texts.review.noteRequired }, { status: 400 });
    }
    await returnForChanges(app, editor, current.id, note);
    return redirect("/admin/dashboard", { headers: { "Set-Cookie": await setFlash("returned") } });
  }
  // Terbitkan (in the review panel) is the save button with the published box ticked.
  if (intent === "publish") {
    form.set("published", "on");
    form.set("intent", "save");
  }
  // Kirim untuk ditinjau is a save of the draft, then the review mark.
  const submitting = intent === "submit";
  if (submitting) form.set("intent", "save");
  const ownerId = await checkCraftedFields(app.db, editor, form, current);
  await checkAuthorChoice(app.db, editor, form, current);
  const result = await saveArticleFromEditor(app, form, id, editor.id, ownerId);
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  if (result.outcome === "published" && !current?.published) {
    await afterPublish(app, editor, result.id);
  } else if (submitting) {
    await submitForReview(app, editor, result.id);
    return redirect("/admin/dashboard", { headers: { "Set-Cookie": await setFlash("submitted") } });
  }
  const flash = await setFlash(flashFor(result.outcome, id === undefined));
  return redirect("/admin/dashboard", { headers: { "Set-Cookie": flash } });
}

/**
 * Refuses (403) a form asking for what this account's role may not do, whatever its editor
 * showed: publishing, scheduling or unpublishing, the featured flag, an upload, another owner.
 * Answers the owner to store: the author on a new article, a chosen account from an editor.
 */
async function checkCraftedFields(
  db: DB,
  editor: SessionUser,
  form: FormData,
  current: Post | undefined,
): Promise<string | undefined> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const subject = current ?? { ownerId: editor.id, published: false };
  if (!can(editor, "article.publish", subject)) {
    const published = ["on", "true"].includes(field("published"));
    const scheduling = ["schedule", "unschedule"].includes(field("intent"));
    if (
      published !== subject.published ||
      scheduling ||
      field("publishAt") !== "" ||
      field("sendNewsletter") === "on"
    ) {
      forbidden(texts.forbidden.publish);
    }
  }
  if (
    !can(editor, "article.feature") &&
    (field("featured") === "on") !== (current?.featured ?? false)
  ) {
    forbidden(texts.forbidden.feature);
  }
  const file = form.get("imageFile");
  if (file instanceof File && file.size > 0 && !can(editor, "media.upload")) {
    forbidden(texts.forbidden.upload);
  }
  const owner = field("ownerId");
  if (owner === "" || owner === (current?.ownerId ?? editor.id)) {
    return current ? undefined : editor.id;
  }
  if (!can(editor, "article.reassign")) forbidden(texts.forbidden.reassign);
  const account = await db
    .selectFrom("user")
    .select("id")
    .where("id", "=", owner)
    .executeTakeFirst();
  if (!account) forbidden(texts.forbidden.reassign);
  return account.id;
}

/**
 * Refuses (403) a byline this account may not give: without the right to reassign articles, only
 * its own profile or the one the article already has. An unknown profile is the save's 400.
 */
async function checkAuthorChoice(
  db: DB,
  editor: SessionUser,
  form: FormData,
  current: Post | undefined,
): Promise<void> {
  const chosen = form.get("author");
  // Empty is the writer's own profile; a value that is no id at all is the save's 400.
  if (typeof chosen !== "string" || !/^\d{1,10}$/.test(chosen.trim())) return;
  if (can(editor, "article.reassign")) return;
  const id = Number(chosen.trim());
  if (id === current?.authorProfileId) return;
  const own = await profileOfUser(db, editor.id);
  if (id !== own.id) forbidden(texts.forbidden.byline);
}

// The toast says what happened: published, scheduled, or kept as a draft readers cannot see.
function flashFor(outcome: PublicationOutcome, created: boolean): FlashKind {
  if (outcome === "scheduled" || outcome === "unscheduled") return outcome;
  if (created) return outcome === "published" ? "created" : "createdDraft";
  return outcome === "published" ? "updated" : "updatedDraft";
}

// The browser's check before sending: the schema, and the upload's type and size.
function checkArticle(form: FormData): ArticleErrors {
  const parsed = validate(articleSchema, formFields(form));
  const found: ArticleErrors = parsed.ok ? {} : parsed.errors;
  const file = form.get("imageFile");
  if (file instanceof File && file.size > 0) {
    if (!imageTypes.includes(file.type)) found.image = t.uploadNotImage;
    else if (file.size > maxImageBytes) found.image = t.uploadTooLarge;
  }
  return found;
}

export default function ArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, authors, post, newsletterAt, tags, tagNames, timeZone, may } = loaderData;
  // Opened to restore a working copy: the fields start from it instead of the stored text.
  const restored = loaderData.autosave.restored;
  const editing = post !== undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";

  const [title, setTitle] = useState(restored?.title ?? post?.title ?? "");
  const [slug, setSlug] = useState(restored?.slug ?? post?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(editing || Boolean(restored?.slug));
  const [content, setContent] = useState(restored?.content ?? post?.content ?? "");
  const [imageUrl, setImageUrl] = useState(restored?.image ?? post?.image ?? "");
  const [imageFile, setImageFile] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState(
    restored?.categoryId ?? String(post?.categoryId ?? ""),
  );
  const [author, setAuthor] = useState(restored?.author ?? loaderData.defaultAuthor);
  const [previewing, setPreviewing] = useState(false);
  const form = useEditorForm(
    checkArticle,
    actionData && "errors" in actionData ? actionData.errors : undefined,
    editing ? texts.admin.updateFailed : texts.admin.createFailed,
  );
  const errors = form.errors;

  useEffect(
    () => () => {
      if (imageFile) URL.revokeObjectURL(imageFile);
    },
    [imageFile],
  );

  const heading = editing ? t.editTitle : t.newTitle;
  const categoryName = categories.find((c) => String(c.id) === categoryId)?.name ?? "";

  return (
    <>
      <PageTitle title={heading} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin/dashboard"
          className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t.back}
        </Link>
        {post?.published && (
          <a
            href={`/blog/${post.slug}`}
            className="ml-auto inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <ExternalLink className="size-4" aria-hidden />
            {texts.publicLinks.viewOnSite}
          </a>
        )}
        {post && <RevisionsLink path={`/admin/articles/${post.id}/riwayat`} />}
        {!previewing && (
          <button
            type="button"
            onClick={() => setPreviewing(true)}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <Eye className="size-4" aria-hidden />
            {t.preview}
          </button>
        )}
      </div>

      {previewing && (
        <div className="mt-6">
          <ArticlePreview
            title={title}
            image={imageFile ?? (imageUrl || null)}
            categoryName={categoryName}
            author={authors.find((a) => String(a.id) === author)?.name ?? ""}
            date={post?.publishedAt ?? new Date().toISOString()}
            html={content}
            onBack={() => setPreviewing(false)}
          />
        </div>
      )}

      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.markDirty}
        hidden={previewing}
        className="mt-6 space-y-6"
      >
        <h1 className="text-2xl font-bold">{heading}</h1>
        <FormAlert message={errors.form} />
        <ReviewNotices inReview={post?.inReview ?? false} note={post?.reviewNote ?? null} />
        {post && <input type="hidden" name="updatedAt" value={post.updatedAt} />}
        <Autosave state={loaderData.autosave} />

        <Field id="image" label={t.image} error={errors.image} hint={t.imageHint}>
          {(props) => (
            <div className="space-y-2">
              <input
                {...props}
                name="image"
                type="url"
                value={imageUrl}
                placeholder={t.imageUrlPlaceholder}
                aria-label={t.imageUrl}
                onChange={(event) => setImageUrl(event.target.value)}
                className={inputClass(errors.image)}
              />
              {may.upload && (
                <input
                  name="imageFile"
                  type="file"
                  accept={imageTypes.join(",")}
                  aria-label={t.imageUpload}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    setImageFile(file ? URL.createObjectURL(file) : null);
                  }}
                  className="block text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium dark:file:bg-slate-800 dark:file:text-slate-100"
                />
              )}
              {(imageFile ?? imageUrl) && (
                <img src={imageFile ?? imageUrl} alt="" className="h-32 rounded-lg object-cover" />
              )}
            </div>
          )}
        </Field>

        <Field id="title" label={t.title} error={errors.title}>
          {(props) => (
            <input
              {...props}
              name="title"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (!slugEdited) setSlug(slugify(event.target.value));
              }}
              className={inputClass(errors.title)}
            />
          )}
        </Field>

        <Field id="slug" label={t.slug} error={errors.slug} hint={t.slugHint}>
          {(props) => (
            <input
              {...props}
              name="slug"
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugEdited(true);
              }}
              className={inputClass(errors.slug)}
            />
          )}
        </Field>

        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="categoryId" label={t.category} error={errors.categoryId}>
            {(props) => (
              <select
                {...props}
                name="categoryId"
                value={categoryId}
                onChange={(event) => setCategoryId(event.target.value)}
                className={inputClass(errors.categoryId)}
              >
                <option value="">{t.categoryPlaceholder}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="author" label={t.author} error={errors.author}>
            {(props) => (
              <select
                {...props}
                name="author"
                value={author}
                onChange={(event) => setAuthor(event.target.value)}
                className={inputClass(errors.author)}
              >
                <option value="">{t.authorPlaceholder}</option>
                {authors.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <TagField defaultValue={tags} suggestions={tagNames} error={errors.tags} />

        <Field id="summary" label={t.summary} error={errors.summary}>
          {(props) => (
            <textarea
              {...props}
              name="summary"
              rows={3}
              defaultValue={restored?.summary ?? post?.summary ?? ""}
              className={inputClass(errors.summary)}
            />
          )}
        </Field>

        <ContentField
          label={t.content}
          html={content}
          error={errors.content}
          onChange={(html) => {
            setContent(html);
            form.markDirty();
          }}
        />

        {may.publish ? (
          <PublishedBox
            label={t.published}
            hint={t.publishedHint}
            defaultChecked={post?.published ?? false}
          />
        ) : (
          post?.published && <input type="hidden" name="published" value="on" />
        )}
        {may.feature ? (
          <PublishedBox
            name="featured"
            label={texts.featured.label}
            hint={texts.featured.hint}
            defaultChecked={post?.featured ?? false}
            error={errors.featured}
          />
        ) : (
          // The flag stays as an editor set it: a save from this form neither sets nor clears it.
          post?.featured && <input type="hidden" name="featured" value="on" />
        )}
        {may.publish && (
          <NewsletterChoice sentAt={newsletterAt} ticked={post?.scheduleNewsletter ?? false} />
        )}

        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={saving}
            className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {saving ? t.saving : editing ? t.update : t.save}
          </button>
          {/* Who may not publish sends the article to the editors instead. */}
          {!may.publish && (
            <button
              type="submit"
              name="intent"
              value="submit"
              disabled={saving}
              className="rounded-xl border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-slate-800"
            >
              {texts.review.submit}
            </button>
          )}
          {may.review && post?.inReview && !post.published && (
            <button
              type="submit"
              name="intent"
              value="publish"
              disabled={saving}
              className="rounded-xl bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
            >
              {texts.review.publish}
            </button>
          )}
        </div>
        {!may.publish && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{texts.review.submitHint}</p>
        )}
        {may.publish && <ScheduleBox post={post} timeZone={timeZone} error={errors.publishAt} />}
      </Form>
      {may.review && post?.inReview && !previewing && (
        <ReturnForm
          updatedAt={post.updatedAt}
          error={actionData && "reviewError" in actionData ? actionData.reviewError : undefined}
        />
      )}
    </>
  );
}

/** What the writer (and the editor) needs to know about the review: waiting, or sent back. */
function ReviewNotices({ inReview, note }: { inReview: boolean; note: string | null }) {
  return (
    <>
      {inReview && (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="menunggu-tinjauan"
        >
          {texts.review.waitingNotice}
        </p>
      )}
      {note && (
        <section
          aria-labelledby="catatan-editor"
          className="rounded-xl border border-brand-300 bg-brand-50 px-4 py-3 dark:border-brand-700 dark:bg-slate-900"
        >
          <h2 id="catatan-editor" className="font-semibold">
            {texts.review.noteFromEditor}
          </h2>
          <p className="mt-1 whitespace-pre-line" data-testid="catatan-editor">
            {note}
          </p>
        </section>
      )}
    </>
  );
}

/** Kembalikan: the editor's note to the writer; the article's text is left as it is. */
function ReturnForm({ updatedAt, error }: { updatedAt: string; error?: string }) {
  return (
    <Form
      method="post"
      className="mt-8 space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 className="text-lg font-semibold">{texts.review.returnTitle}</h2>
      <input type="hidden" name="updatedAt" value={updatedAt} />
      <Field
        id="reviewNote"
        label={texts.review.noteLabel}
        error={error}
        hint={texts.review.noteHint}
      >
        {(props) => (
          <textarea
            {...props}
            name="reviewNote"
            rows={4}
            maxLength={2000}
            required
            className={inputClass(error)}
          />
        )}
      </Field>
      <button
        type="submit"
        name="intent"
        value="return"
        className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {texts.review.returnButton}
      </button>
    </Form>
  );
}

function NewsletterChoice({ sentAt, ticked }: { sentAt: string | null; ticked: boolean }) {
  const n = texts.editorNewsletter;
  if (sentAt) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {n.alreadySent(formatLongDate(sentAt))}
      </p>
    );
  }
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        name="sendNewsletter"
        defaultChecked={ticked}
        className="mt-1 size-4"
      />
      <span>
        <span className="block font-medium">{n.send}</span>
        <span className="text-sm text-slate-500 dark:text-slate-400">{n.sendHint}</span>
      </span>
    </label>
  );
}
