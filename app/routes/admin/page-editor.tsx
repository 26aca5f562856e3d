import { ArrowLeft, ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field, inputClass } from "~/components/field";
import { failureToast } from "~/components/admin/flash-toast";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { requireAdmin } from "~/.server/auth";
import { services } from "~/.server/context";
import { findPageById } from "~/.server/db/pages";
import { setFlash } from "~/.server/flash";
import { notFound } from "~/.server/http";
import { savePage } from "~/.server/save-page";
import { pageErrors, pageSchema, type PageErrors } from "~/lib/page-schema";
import { slugify } from "~/lib/slug";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/page-editor";

const t = texts.pages;

function pageId(params: { id?: string }): number | undefined {
  if (params.id === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(params.id)) notFound();
  return Number(params.id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = pageId(params);
  const page = id === undefined ? undefined : await findPageById(services(context).db, id);
  if (id !== undefined && !page) notFound();
  return { page };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { db, cache } = services(context);
  const id = pageId(params);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ errors: { form: t.saveFailed } as PageErrors }, { status: 400 });
  const result = await savePage(db, form, id);
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  cache.invalidate();
  const flash = await setFlash(result.published ? "pagePublished" : "pageDraft");
  return redirect("/admin/pages", { headers: { "Set-Cookie": flash } });
}

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const editing = page !== undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";

  const [slug, setSlug] = useState(page?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(editing);
  const [content, setContent] = useState(page?.content ?? "");
  const [clientErrors, setClientErrors] = useState<PageErrors | null>(null);
  const errors: PageErrors = clientErrors ?? actionData?.errors ?? {};

  useEffect(() => {
    if (actionData?.errors) failureToast(t.saveFailed);
  }, [actionData]);

  function check(event: React.FormEvent<HTMLFormElement>) {
    const fields: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") fields[key] = value;
    }
    const parsed = pageSchema.safeParse(fields);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(pageErrors(parsed.error));
  }

  const heading = editing ? t.editTitle : t.newTitle;
  return (
    <>
      <title>{`${heading} | ${texts.site.name}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin/pages"
          className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t.back}
        </Link>
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

      <Form method="post" noValidate onSubmit={check} className="mt-6 space-y-6">
        <h1 className="text-2xl font-bold">{heading}</h1>
        {errors.form && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
          >
            {errors.form}
          </p>
        )}
        {page && <input type="hidden" name="updatedAt" value={page.updatedAt} />}

        <Field id="title" label={t.titleLabel} error={errors.title}>
          {(props) => (
            <input
              {...props}
              name="title"
              defaultValue={page?.title ?? ""}
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
              defaultValue={page?.summary ?? ""}
              className={inputClass(errors.summary)}
            />
          )}
        </Field>

        <div>
          <p id="content-label" className="block text-sm font-medium">
            {t.content}
          </p>
          <div className="mt-1">
            <RichTextEditor
              initialHtml={content}
              invalid={Boolean(errors.content)}
              describedBy={errors.content ? "content-error" : undefined}
              onChange={setContent}
            />
          </div>
          <input type="hidden" name="content" value={content} />
          {errors.content && (
            <p id="content-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.content}
            </p>
          )}
        </div>

        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="published"
            defaultChecked={page?.published ?? false}
            className="mt-1 size-4"
          />
          <span>
            <span className="block font-medium">{t.published}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{t.publishedHint}</span>
          </span>
        </label>

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
