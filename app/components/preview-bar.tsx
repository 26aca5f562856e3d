import { Pencil } from "~/components/icons";
import { texts } from "~/lib/texts";

/**
 * Heads a draft an admin opens at its public address (readers never get this page). It stays in
 * view while scrolling, so a screenshot of the preview cannot pass for the published page.
 */
export function PreviewBar({ editHref }: { editHref: string }) {
  return (
    <div
      role="status"
      className="sticky top-2 z-40 mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        <strong className="font-semibold">{texts.preview.bar}</strong>
        <span className="block text-xs sm:text-sm">{texts.preview.hint}</span>
      </p>
      <a
        href={editHref}
        className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
      >
        <Pencil className="size-4" aria-hidden />
        {texts.preview.edit}
      </a>
    </div>
  );
}
