import { ExternalLink, Eye } from "~/components/icons";
import { useState } from "react";
import { articleSchema, type ArticleErrors } from "~/lib/article-schema";
import { formFields, validate } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import { restoredSeo } from "~/lib/working-copy";
import { ArticlePreview } from "./article-preview";
import { ArticleStatistics, type ArticleStatisticsNumbers } from "./article-statistics";
import { CategoryAuthorFields, CoverField, PublishOptions, useCoverImage } from "./article-fields";
import { ReturnForm, ReviewButtons, ReviewNotices } from "./article-review";
import type { AutosaveProps } from "./autosave";
import { useEditorForm } from "./editor-fields";
import { imageFileError } from "./image-file-check";
import {
  EditorForm,
  EditorTopBar,
  outlineButtonClass,
  SaveButton,
  SummaryContentFields,
  TitleSlugFields,
  useEditorText,
  useSaving,
} from "./editor-form";
import { RevisionsLink } from "./revision-history";
import { MarkUpdatedBox, SeoSection } from "./seo-section";
import type { SeoFields } from "~/lib/seo";
import { ScheduleBox, type SchedulePost } from "./schedule-box";
import { TagField } from "./tag-field";
import type { TimeZone } from "~/lib/schedule";

const t = texts.editor;

/** The stored article the editor opens (none for a new one). */
export interface EditedArticle extends SchedulePost {
  id: number;
  title: string;
  slug: string;
  summary: string;
  content: string;
  image: string | null;
  categoryId: number;
  featured: boolean;
  publishedAt: string;
  updatedAt: string;
  inReview: boolean;
  reviewNote: string | null;
  seo: SeoFields;
}

export interface ArticleEditorProps {
  post: EditedArticle | undefined;
  categories: readonly { id: number; name: string }[];
  authors: readonly { id: number; name: string }[];
  defaultAuthor: string;
  newsletterAt: string | null;
  tags: string;
  tagNames: readonly string[];
  timeZone: TimeZone;
  autosave: AutosaveProps["state"];
  /** A published article's own numbers, when this account may see them. */
  numbers: ArticleStatisticsNumbers | null;
  /** What this account may do here; the action checks again. */
  may: { publish: boolean; feature: boolean; upload: boolean; review: boolean };
  /** The action's answer to a refused save, and to a refused Kembalikan. */
  serverErrors: ArticleErrors | undefined;
  reviewError: string | undefined;
}

// The browser's check before sending: the schema, and the upload's type and size.
function checkArticle(form: FormData): ArticleErrors {
  const parsed = validate(articleSchema, formFields(form));
  const found: ArticleErrors = parsed.ok ? {} : parsed.errors;
  const image = imageFileError(form.get("imageFile"));
  if (image) found.image = image;
  return found;
}

/** Tulis/Edit Artikel: the shared editor form with the article's own fields and panels. */
export function ArticleEditorForm(props: ArticleEditorProps) {
  const { post, categories, authors, may, timeZone } = props;
  // Opened to restore a working copy: the fields start from it instead of the stored text.
  const restored = props.autosave.restored;
  const editing = post !== undefined;
  const saving = useSaving();
  const text = useEditorText(restored, post);
  const cover = useCoverImage(restored?.image ?? post?.image ?? "");
  const [categoryId, setCategoryId] = useState(
    restored?.categoryId ?? String(post?.categoryId ?? ""),
  );
  const [author, setAuthor] = useState(restored?.author ?? props.defaultAuthor);
  const [previewing, setPreviewing] = useState(false);
  const form = useEditorForm(
    checkArticle,
    props.serverErrors,
    editing ? texts.admin.updateFailed : texts.admin.createFailed,
  );
  const errors = form.errors;
  const heading = editing ? t.editTitle : t.newTitle;

  return (
    <>
      <EditorTopBar heading={heading} back={{ to: "/admin/dashboard", label: t.back }}>
        {post?.published && (
          <a href={`/blog/${post.slug}`} className={`ml-auto ${outlineButtonClass}`}>
            <ExternalLink className="size-4" aria-hidden />
            {texts.publicLinks.viewOnSite}
          </a>
        )}
        {post && <RevisionsLink path={`/admin/articles/${post.id}/riwayat`} />}
        {!previewing && (
          <button type="button" onClick={() => setPreviewing(true)} className={outlineButtonClass}>
            <Eye className="size-4" aria-hidden />
            {t.preview}
          </button>
        )}
      </EditorTopBar>

      {previewing && (
        <div className="mt-6">
          <ArticlePreview
            title={text.title}
            image={cover.fileUrl ?? (cover.url || null)}
            categoryName={categories.find((c) => String(c.id) === categoryId)?.name ?? ""}
            author={authors.find((a) => String(a.id) === author)?.name ?? ""}
            date={post?.publishedAt ?? new Date().toISOString()}
            html={text.content}
            onBack={() => setPreviewing(false)}
          />
        </div>
      )}

      <EditorForm
        heading={heading}
        form={form}
        updatedAt={post?.updatedAt}
        autosave={props.autosave}
        notices={
          <ReviewNotices inReview={post?.inReview ?? false} note={post?.reviewNote ?? null} />
        }
        upload
        hidden={previewing}
      >
        <CoverField cover={cover} upload={may.upload} error={errors.image} />
        <TitleSlugFields text={text} labels={t} errors={errors} />
        <CategoryAuthorFields
          categories={categories}
          authors={authors}
          categoryId={{ value: categoryId, onChange: setCategoryId }}
          author={{ value: author, onChange: setAuthor }}
          errors={errors}
        />
        <TagField
          defaultValue={restored?.tags ?? props.tags}
          suggestions={props.tagNames}
          error={errors.tags}
        />
        <SummaryContentFields text={text} form={form} summaryRows={3} labels={t} />
        <PublishOptions
          post={post}
          may={may}
          newsletterAt={props.newsletterAt}
          featuredError={errors.featured}
        />
        {post?.published && may.publish && <MarkUpdatedBox />}
        <SeoSection
          seo={restoredSeo(restored, post?.seo)}
          defaults={{ title: text.title, image: cover.shown, path: `/blog/${text.slug}` }}
          summary={text.summary}
          errors={errors}
        />

        <div className="flex flex-wrap items-center gap-3">
          <SaveButton saving={saving} editing={editing} labels={t} />
          <ReviewButtons
            saving={saving}
            submit={!may.publish}
            publish={may.review && Boolean(post?.inReview) && !post?.published}
          />
        </div>
        {!may.publish && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{texts.review.submitHint}</p>
        )}
        {may.publish && <ScheduleBox post={post} timeZone={timeZone} error={errors.publishAt} />}
      </EditorForm>
      {may.review && post?.inReview && !previewing && (
        <ReturnForm updatedAt={post.updatedAt} error={props.reviewError} />
      )}
      {props.numbers && !previewing && <ArticleStatistics numbers={props.numbers} />}
    </>
  );
}
