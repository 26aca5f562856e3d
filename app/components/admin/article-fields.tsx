import { useEffect, useState } from "react";
import { Field, inputClass } from "~/components/field";
import { formatLongDate } from "~/lib/dates";
import { imageTypes } from "~/lib/image-rules";
import { texts } from "~/lib/admin-texts";
import { PublishedBox } from "./editor-fields";
import { PickFromMedia } from "./media-picker";

// The fields only articles have: the cover, category and byline, and how it is published.

const t = texts.editor;

interface Choice {
  id: number;
  name: string;
}

/** The cover's address as typed, and a chosen file's preview address while it is chosen. */
export function useCoverImage(initial: string) {
  const [url, setUrl] = useState(initial);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );
  return {
    url,
    setUrl,
    fileUrl,
    chooseFile(file: File | undefined) {
      setFileUrl(file ? URL.createObjectURL(file) : null);
    },
    /** What the cover shows: the chosen file, else the address. */
    shown: fileUrl ?? url,
  };
}

export type CoverImage = ReturnType<typeof useCoverImage>;

/** The cover: an address, an upload for roles that may, and a preview of either. */
export function CoverField({
  cover,
  upload,
  error,
}: {
  cover: CoverImage;
  upload: boolean;
  error?: string;
}) {
  return <ImageField image={cover} upload={upload} error={error} />;
}

/**
 * An image field: an address, an upload (`upload`, under `<name>File`), a choice from the media
 * library (which uploads as well), and a preview. The cover's by default; the SEO section's
 * share image with its own name and labels.
 */
export function ImageField({
  image,
  upload,
  error,
  name = "image",
  labels = { label: t.image, hint: t.imageHint, url: t.imageUrl, upload: t.imageUpload },
}: {
  image: CoverImage;
  upload: boolean;
  error?: string;
  name?: string;
  labels?: { label: string; hint: string; url: string; upload?: string };
}) {
  return (
    <Field id={name} label={labels.label} error={error} hint={labels.hint}>
      {(props) => (
        <div className="space-y-2">
          <input
            {...props}
            name={name}
            type="url"
            value={image.url}
            placeholder={t.imageUrlPlaceholder}
            aria-label={labels.url}
            onChange={(event) => image.setUrl(event.target.value)}
            className={inputClass(error)}
          />
          {upload && (
            <input
              name={`${name}File`}
              type="file"
              accept={imageTypes.join(",")}
              aria-label={labels.upload}
              onChange={(event) => image.chooseFile(event.currentTarget.files?.[0])}
              className="block text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium dark:file:bg-slate-800 dark:file:text-slate-100"
            />
          )}
          <PickFromMedia
            onPick={(picked) => image.setUrl(picked.url)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          />
          {image.shown && <img src={image.shown} alt="" className="h-32 rounded-lg object-cover" />}
        </div>
      )}
    </Field>
  );
}

/** One of a list of choices, with an empty first option saying what to choose. */
function ChoiceField({
  id,
  label,
  placeholder,
  choices,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(props) => (
        <select
          {...props}
          name={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass(error)}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Category and author profile, side by side from a tablet's width. */
export function CategoryAuthorFields({
  categories,
  authors,
  categoryId,
  author,
  errors,
}: {
  categories: readonly Choice[];
  authors: readonly Choice[];
  categoryId: { value: string; onChange: (value: string) => void };
  author: { value: string; onChange: (value: string) => void };
  errors: { categoryId?: string; author?: string };
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ChoiceField
        id="categoryId"
        label={t.category}
        placeholder={t.categoryPlaceholder}
        choices={categories}
        {...categoryId}
        error={errors.categoryId}
      />
      <ChoiceField
        id="author"
        label={t.author}
        placeholder={t.authorPlaceholder}
        choices={authors}
        {...author}
        error={errors.author}
      />
    </div>
  );
}

/**
 * Published, featured and the newsletter, for the roles that may set them. A role that may not
 * keeps what an editor set: the form sends the stored flag back unchanged.
 */
export function PublishOptions({
  post,
  may,
  newsletterAt,
  featuredError,
}: {
  post: { published: boolean; featured: boolean; scheduleNewsletter: boolean } | undefined;
  may: { publish: boolean; feature: boolean };
  newsletterAt: string | null;
  featuredError?: string;
}) {
  return (
    <>
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
          error={featuredError}
        />
      ) : (
        post?.featured && <input type="hidden" name="featured" value="on" />
      )}
      {may.publish && (
        <NewsletterChoice sentAt={newsletterAt} ticked={post?.scheduleNewsletter ?? false} />
      )}
    </>
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
