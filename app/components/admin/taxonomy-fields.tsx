import { ChevronDown } from "~/components/icons";
import { Field, inputClass } from "~/components/field";
import type { FormErrors } from "~/lib/form-errors";

// What a category's row and a tag's row share in the dashboard (admin/categories.tsx,
// admin/tags.tsx): the row's summary and the name, slug and description fields of its form.

/** A row's summary: its name, its public path and its article count; opens the row. */
export function TaxonomySummary({
  name,
  path,
  count,
}: {
  name: string;
  path: string;
  count: string;
}) {
  return (
    <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 [&::-webkit-details-marker]:hidden">
      <ChevronDown
        className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        aria-hidden
      />
      <span className="font-semibold break-words">{name}</span>
      <span className="text-xs break-all text-slate-600 dark:text-slate-400">{path}</span>
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        {count}
      </span>
    </summary>
  );
}

export const saveButtonClass =
  "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

/** The name and slug side by side, the description under them; `prefix` makes the ids unique. */
export function NameSlugDescription({
  prefix,
  values,
  errors,
  labels,
  nameMaxLength,
}: {
  prefix: string;
  values?: { name: string; slug: string; description: string };
  errors: FormErrors<"name" | "slug" | "description">;
  labels: {
    name: string;
    slug: string;
    slugHint?: string;
    description: string;
    descriptionHint: string;
  };
  nameMaxLength: number;
}) {
  const field = (name: string) => `${prefix}-${name}`;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={field("name")} label={labels.name} error={errors.name}>
          {(props) => (
            <input
              {...props}
              name="name"
              defaultValue={values?.name}
              maxLength={nameMaxLength}
              className={inputClass(errors.name)}
            />
          )}
        </Field>
        <Field id={field("slug")} label={labels.slug} error={errors.slug} hint={labels.slugHint}>
          {(props) => (
            <input
              {...props}
              name="slug"
              defaultValue={values?.slug}
              className={inputClass(errors.slug)}
            />
          )}
        </Field>
      </div>
      <Field
        id={field("description")}
        label={labels.description}
        error={errors.description}
        hint={labels.descriptionHint}
      >
        {(props) => (
          <textarea
            {...props}
            name="description"
            rows={3}
            defaultValue={values?.description}
            className={inputClass(errors.description)}
          />
        )}
      </Field>
    </>
  );
}
