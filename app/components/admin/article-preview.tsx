import { ArrowLeft } from "~/components/icons";
import { authorName } from "~/lib/author";
import { formatLongDate } from "~/lib/dates";
import { texts } from "~/lib/admin-texts";

interface ArticlePreviewProps {
  title: string;
  image: string | null;
  categoryName: string;
  author: string;
  date: string;
  html: string;
  onBack: () => void;
}

/** The article as readers will see it (same layout and `.prose-warta` as the article page). */
export function ArticlePreview({
  title,
  image,
  categoryName,
  author,
  date,
  html,
  onBack,
}: ArticlePreviewProps) {
  return (
    <section aria-label={texts.editor.preview}>
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {texts.editor.backToEditor}
      </button>
      <article className="mx-auto mt-6 max-w-3xl">
        {image ? (
          <img src={image} alt={title} className="aspect-video w-full rounded-2xl object-cover" />
        ) : (
          <div className="aspect-video rounded-2xl bg-gradient-to-br from-brand-100 to-slate-200 dark:from-slate-800 dark:to-slate-900" />
        )}
        <header className="mt-8">
          {categoryName && (
            <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:bg-brand-700/30 dark:text-brand-100">
              {categoryName}
            </span>
          )}
          <h2 className="mt-4 font-serif text-3xl leading-tight font-bold sm:text-4xl">{title}</h2>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
            <time dateTime={date}>{formatLongDate(date)}</time>
            <span aria-hidden> · </span>
            <span>
              {texts.post.byline} {authorName(author || null)}
            </span>
          </p>
        </header>
        {/* The editor's own HTML in the editor's own browser; the server sanitizes it on save. */}
        <div className="prose-warta mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </section>
  );
}
