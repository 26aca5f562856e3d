import { useEffect, useState } from "react";
import { Field, inputClass } from "~/components/field";
import { useSiteOrigin, useSiteSettings } from "~/components/use-root-data";
import { texts } from "~/lib/admin-texts";
import { pageTitle } from "~/lib/site-settings";
import { seoDescriptionMax, seoTitleMax, type SeoFields } from "~/lib/seo";
import { ImageField, useCoverImage } from "./article-fields";
import { PublishedBox } from "./editor-fields";

// The editor's SEO section (articles and pages, docs/decisions/0031-article-seo.md): the fields
// search engines and social networks read instead of the defaults, and a preview of both as they
// will look. Without JavaScript the previews show the saved values.

const t = texts.seo;

type SeoErrors = Partial<
  Record<"seoTitle" | "seoDescription" | "socialImage" | "canonicalUrl" | "noindex", string>
>;

interface SeoSectionProps {
  seo: SeoFields | undefined;
  /** What the fields fall back to: the title and cover as typed, the public path. */
  defaults: { title: string; image: string; path: string };
  /** The summary's first value; the section follows the summary field (#summary) as it changes. */
  summary: string;
  errors: SeoErrors;
}

/** Judul SEO, Deskripsi SEO, Gambar media sosial, URL kanonis, noindex, and their preview. */
export function SeoSection({ seo, defaults, summary: firstSummary, errors }: SeoSectionProps) {
  const [title, setTitle] = useState(seo?.seoTitle ?? "");
  const [description, setDescription] = useState(seo?.seoDescription ?? "");
  const [canonical, setCanonical] = useState(seo?.canonicalUrl ?? "");
  const image = useCoverImage(seo?.socialImage ?? "");
  const summary = useFieldValue("summary", firstSummary);
  const site = useSiteSettings();
  const origin = useSiteOrigin();
  const shownTitle = title.trim() || defaults.title;
  const shownDescription = description.trim() || summary.trim();
  const url = canonical.trim() || `${origin}${defaults.path}`;
  const shownImage = image.url.trim() || defaults.image || site.shareImage;
  return (
    <fieldset
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      aria-describedby="seo-intro"
    >
      <legend className="px-1 font-semibold">{t.heading}</legend>
      <input type="hidden" name="seo" value="on" />
      <p id="seo-intro" className="text-sm text-slate-600 dark:text-slate-400">
        {t.intro}
      </p>
      <CountedField
        id="seoTitle"
        label={t.title}
        hint={t.titleHint}
        max={seoTitleMax}
        value={title}
        onChange={setTitle}
        error={errors.seoTitle}
      />
      <CountedField
        id="seoDescription"
        label={t.description}
        hint={t.descriptionHint}
        max={seoDescriptionMax}
        value={description}
        onChange={setDescription}
        error={errors.seoDescription}
        multiline
      />
      <ImageField
        image={image}
        upload={false}
        error={errors.socialImage}
        name="socialImage"
        labels={{ label: t.image, hint: t.imageHint, url: t.imageUrl }}
      />
      <Field
        id="canonicalUrl"
        label={t.canonical}
        hint={t.canonicalHint}
        error={errors.canonicalUrl}
      >
        {(props) => (
          <input
            {...props}
            name="canonicalUrl"
            type="url"
            inputMode="url"
            value={canonical}
            placeholder="https://"
            onChange={(event) => setCanonical(event.target.value)}
            className={inputClass(errors.canonicalUrl)}
          />
        )}
      </Field>
      <PublishedBox
        name="noindex"
        label={t.noindex}
        hint={t.noindexHint}
        defaultChecked={seo?.noindex ?? false}
        error={errors.noindex}
      />
      <div className="grid gap-4 lg:grid-cols-2" data-seo-preview>
        <section aria-label={t.previewSearch} className="min-w-0">
          <h3 className="mb-2 text-sm font-medium">{t.previewSearch}</h3>
          <div className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{url}</p>
            <p className="mt-1 line-clamp-2 text-lg leading-snug text-blue-800 dark:text-blue-300">
              {pageTitle(site, shownTitle || undefined)}
            </p>
            <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
              {shownDescription || site.description}
            </p>
          </div>
        </section>
        <section aria-label={t.previewShare} className="min-w-0">
          <h3 className="mb-2 text-sm font-medium">{t.previewShare}</h3>
          <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
            {shownImage ? (
              <img src={shownImage} alt="" className="aspect-[1.91/1] w-full object-cover" />
            ) : (
              <div className="aspect-[1.91/1] w-full bg-slate-200 dark:bg-slate-800" />
            )}
            <div className="p-3">
              <p className="truncate text-xs text-slate-600 uppercase dark:text-slate-400">
                {hostOf(origin)}
              </p>
              <p className="mt-1 line-clamp-2 font-semibold">{shownTitle || site.name}</p>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
                {shownDescription || site.description}
              </p>
            </div>
          </div>
        </section>
      </div>
    </fieldset>
  );
}

/** Tandai sebagai diperbarui: not sticky, unticked on every load. Published articles only. */
export function MarkUpdatedBox() {
  return (
    <PublishedBox
      name="markUpdated"
      label={t.markUpdated}
      hint={t.markUpdatedHint}
      defaultChecked={false}
    />
  );
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

/** A text field with a live character counter against `max` (the server's limit). */
function CountedField({
  id,
  label,
  hint,
  max,
  value,
  onChange,
  error,
  multiline = false,
}: {
  id: string;
  label: string;
  hint: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
}) {
  const used = value.trim().length;
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={`${id}-count`}>
      {(props) => (
        <>
          {multiline ? (
            <textarea
              {...props}
              name={id}
              rows={2}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              className={inputClass(error)}
            />
          ) : (
            <input
              {...props}
              name={id}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              className={inputClass(error)}
            />
          )}
          <p
            id={`${id}-count`}
            aria-live="polite"
            className={`mt-1 text-right text-xs ${used > max ? "font-semibold text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400"}`}
          >
            {t.counter(used, max)}
          </p>
        </>
      )}
    </Field>
  );
}

/** The current value of the form field with id `id`, following its input events. */
function useFieldValue(id: string, initial: string): string {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const follow = () => setValue(field.value);
    field.addEventListener("input", follow);
    return () => field.removeEventListener("input", follow);
  }, [id]);
  return value;
}
