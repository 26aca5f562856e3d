import { ArrowLeft, ExternalLink } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Autosave } from "~/components/admin/autosave";
import { ContentField, PublishedBox, useEditorForm } from "~/components/admin/editor-fields";
import { RevisionsLink } from "~/components/admin/revision-history";
import { Field, FormAlert, inputClass } from "~/components/field";
import { PageTitle } from "~/components/page-meta";
import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { findPageById } from "~/.server/db/pages";
import { setFlash } from "~/.server/flash";
import { notFound } from "~/.server/http";
import { savePage } from "~/.server/save-page";
import { autosaveState, pageFormFields } from "~/.server/working-copies";
import { formFields, validate } from "~/lib/form-errors";
import { pageSchema, type PageErrors } from "~/lib/page-schema";
import { slugify } from "~/lib/slug";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/page-editor";

const t = texts.pages;

function pageId(params: { id?: string }): number | undefined {
  if (params.id === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(params.id)) notFound();
  return Number(params.id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const editor = await requireCan(request, context, "pages.manage");
  const { db } = services(context);
  const id = pageId(params);
  const page = id === undefined ? undefined : await findPageById(db, id);
  if (id !== undefined && !page) notFound();
  const live = page && { id: page.id, updatedAt: page.updatedAt, fields: pageFormFields(page) };
  return { page, autosave: await autosaveState(db, request, editor.id, "page", live) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireCan(request, context, "pages.manage");
  const { db, cache } = services(context);
  const id = pageId(params);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ errors: { form: t.saveFailed } as PageErrors }, { status: 400 });
  const result = await savePage(db, form, id, editor.id);
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  cache.invalidate();
  const flash = await setFlash(result.published ? "pagePublished" : "pageDraft");
  return redirect("/admin/pages", { headers: { "Set-Cookie": flash } });
}

// The browser's check before sending: the same schema as the server's.
function checkPage(form: FormData): PageErrors {
  const parsed = validate(pageSchema, formFields(form));
  return parsed.ok ? {} : parsed.errors;
}

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  // Opened to restore a working copy: the fields start from it instead of the stored text.
  const restored = loaderData.autosave.restored;
  const editing = page !== undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";

  const [slug, setSlug] = useState(restored?.slug ?? page?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(editing || Boolean(restored?.slug));
  const [content, setContent] = useState(restored?.content ?? page?.content ?? "");
  const form = useEditorForm(checkPage, actionData?.errors, t.saveFailed);
  const errors = form.errors;

  const heading = editing ? t.editTitle : t.newTitle;
  return (
    <>
      <PageTitle title={heading} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin/pages"
          className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t.back}
        </Link>
        {page && <RevisionsLink path={`/admin/pages/${page.id}/riwayat`} />}
        {page && (
          <a
            href={`/${page.slug}`}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <ExternalLink className="size-4" aria-hidden />
            {page.published ? texts.publicLinks.viewOnSite : texts.publicLinks.preview}
          </a>
        )}
      </div>

      <Form
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.markDirty}
        className="mt-6 space-y-6"
      >
        <h1 className="text-2xl font-bold">{heading}</h1>
        <FormAlert message={errors.form} />
        {page && <input type="hidden" name="updatedAt" value={page.updatedAt} />}
        <Autosave state={loaderData.autosave} />

        <Field id="title" label={t.titleLabel} error={errors.title}>
          {(props) => (
            <input
              {...props}
              name="title"
              defaultValue={restored?.title ?? page?.title ?? ""}
              onChange={(event) => {
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

        <Field id="summary" label={t.summary} error={errors.summary} hint={t.summaryHint}>
          {(props) => (
            <textarea
              {...props}
              name="summary"
              rows={2}
              defaultValue={restored?.summary ?? page?.summary ?? ""}
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

        <PublishedBox
          label={t.published}
          hint={t.publishedHint}
          defaultChecked={page?.published ?? false}
        />

        <button
          type="submit"
          disabled={saving}
          className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {saving ? t.saving : editing ? t.update : t.save}
        </button>
      </Form>
    </>
  );
}
