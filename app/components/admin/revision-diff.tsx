import { texts } from "~/lib/admin-texts";

const t = texts.revisions;

interface DiffPart {
  change: "same" | "added" | "removed";
  text: string;
}

interface RevisionDiffProps {
  olderId: number;
  newerId: number;
  fields: { field: keyof typeof t.fields; parts: DiffPart[] }[];
}

// Marked by more than colour: added text is underlined, removed text struck through, and screen
// readers hear which is which. Both pairs of colours pass WCAG AA in light and dark.
const addedClass =
  "rounded-sm bg-green-100 px-0.5 text-green-900 underline decoration-2 underline-offset-2 dark:bg-green-950 dark:text-green-200";
const removedClass =
  "rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-2 dark:bg-red-950 dark:text-red-200";

/** The word-level difference between two revisions, field by field. */
export function RevisionDiff({ olderId, newerId, fields }: RevisionDiffProps) {
  return (
    <section
      aria-labelledby="revision-diff-title"
      className="mt-6 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800"
    >
      <h2 id="revision-diff-title" className="text-lg font-semibold">
        {t.diffTitle(olderId, newerId)}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.legend}</p>
      {fields.length === 0 ? (
        <p className="mt-4">{t.same}</p>
      ) : (
        <dl className="mt-4 space-y-5">
          {fields.map(({ field, parts }) => (
            <div key={field}>
              <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                {t.fields[field]}
              </dt>
              <dd className="mt-1 leading-relaxed break-words whitespace-pre-wrap">
                {parts.map((part, index) =>
                  part.change === "added" ? (
                    <ins key={index} className={addedClass}>
                      <span className="sr-only">({t.added}) </span>
                      {part.text}
                    </ins>
                  ) : part.change === "removed" ? (
                    <del key={index} className={removedClass}>
                      <span className="sr-only">({t.removed}) </span>
                      {part.text}
                    </del>
                  ) : (
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
