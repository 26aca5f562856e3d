import { ArrowLeft } from "~/components/icons";
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormAlert, inputClass } from "~/components/field";
import { PageTitle } from "~/components/page-meta";
import { slugify } from "~/lib/slug";
import type { WorkingCopyValues } from "~/lib/working-copy";
import { Autosave, type AutosaveProps } from "./autosave";
import { ContentField, type useEditorForm } from "./editor-fields";

// The one editor form articles and pages share: the bar above it, the form with its heading,
// alert and autosave, title and slug, summary, content and the save button. What only articles
// have (cover, category and byline, tags, publishing, review, schedule) is passed in as children.

type EditorFormState = ReturnType<typeof useEditorForm>;

export const outlineButtonClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** True while the editor's form is being sent. */
export function useSaving(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST";
}

/**
 * The title, slug and content the editor holds, starting from the working copy being restored,
 * else from the stored text. The slug follows the title until edited (a stored one is).
 */
export function useEditorText(
  restored: WorkingCopyValues | null,
  stored: { title: string; slug: string; summary: string; content: string } | undefined,
) {
  const [title, setTitle] = useState(restored?.title ?? stored?.title ?? "");
  const [slug, setSlug] = useState(restored?.slug ?? stored?.slug ?? "");
  const [slugLocked, setSlugLocked] = useState(stored !== undefined || Boolean(restored?.slug));
  const [content, setContent] = useState(restored?.content ?? stored?.content ?? "");
  return {
    title,
    slug,
    content,
    /** The summary field's first value (the field keeps its own state). */
    summary: restored?.summary ?? stored?.summary ?? "",
    setContent,
    setTitle(value: string) {
      setTitle(value);
      if (!slugLocked) setSlug(slugify(value));
    },
    setSlug(value: string) {
      setSlug(value);
      setSlugLocked(true);
    },
  };
}

export type EditorText = ReturnType<typeof useEditorText>;

/** The bar above the form: back to the list, then the links the editor offers (`children`). */
export function EditorTopBar({
  heading,
  back,
  children,
}: {
  heading: string;
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <>
      <PageTitle title={heading} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={back.to}
          className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
        {children}
      </div>
    </>
  );
}

/**
 * The form itself: heading, the refused save's alert, `notices`, the version it was loaded at,
 * autosave, then the fields in `children`.
 */
export function EditorForm({
  heading,
  form,
  updatedAt,
  autosave,
  notices,
  upload = false,
  hidden,
  children,
}: {
  heading: string;
  form: EditorFormState;
  updatedAt: string | undefined;
  autosave: AutosaveProps["state"];
  notices?: ReactNode;
  /** The form carries a file (the article's cover). */
  upload?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={upload ? "multipart/form-data" : undefined}
      noValidate
      onSubmit={form.onSubmit}
      onChange={form.markDirty}
      hidden={hidden}
      className="mt-6 space-y-6"
    >
      <h1 className="text-2xl font-bold">{heading}</h1>
      <FormAlert message={form.errors.form} />
      {notices}
      {updatedAt !== undefined && <input type="hidden" name="updatedAt" value={updatedAt} />}
      <Autosave state={autosave} />
      {children}
    </Form>
  );
}

/** Title and slug: typing the title writes the slug until the slug is edited by hand. */
export function TitleSlugFields({
  text,
  labels,
  errors,
}: {
  text: EditorText;
  labels: { title: string; slug: string; slugHint: string };
  errors: { title?: string; slug?: string };
}) {
  return (
    <>
      <Field id="title" label={labels.title} error={errors.title}>
        {(props) => (
          <input
            {...props}
            name="title"
            value={text.title}
            onChange={(event) => text.setTitle(event.target.value)}
            className={inputClass(errors.title)}
          />
        )}
      </Field>

      <Field id="slug" label={labels.slug} error={errors.slug} hint={labels.slugHint}>
        {(props) => (
          <input
            {...props}
            name="slug"
            value={text.slug}
            onChange={(event) => text.setSlug(event.target.value)}
            className={inputClass(errors.slug)}
          />
        )}
      </Field>
    </>
  );
}

/** The summary, then the rich-text content (an edit there marks the form unsaved too). */
export function SummaryContentFields({
  text,
  form,
  summaryRows,
  labels,
}: {
  text: EditorText;
  form: EditorFormState;
  summaryRows: number;
  labels: { summary: string; summaryHint?: string; content: string };
}) {
  const { errors } = form;
  return (
    <>
      <Field id="summary" label={labels.summary} error={errors.summary} hint={labels.summaryHint}>
        {(props) => (
          <textarea
            {...props}
            name="summary"
            rows={summaryRows}
            defaultValue={text.summary}
            className={inputClass(errors.summary)}
          />
        )}
      </Field>

      <ContentField
        label={labels.content}
        html={text.content}
        error={errors.content}
        onChange={(html) => {
          text.setContent(html);
          form.markDirty();
        }}
      />
    </>
  );
}

/** Simpan / Perbarui, or the saving label while the form is sent. */
export function SaveButton({
  saving,
  editing,
  labels,
}: {
  saving: boolean;
  editing: boolean;
  labels: { save: string; update: string; saving: string };
}) {
  return (
    <button
      type="submit"
      disabled={saving}
      className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {saving ? labels.saving : editing ? labels.update : labels.save}
    </button>
  );
}
