import { useEffect, useState } from "react";
import { Field, inputClass } from "~/components/field";
import type { FormErrors } from "~/lib/form-errors";
import { imageTypes } from "~/lib/image-rules";
import { maxFooterGroups, maxFooterLinks } from "~/lib/settings-schema";
import type { FooterGroup, SiteSettings } from "~/lib/site-settings";
import { texts } from "~/lib/admin-texts";

// The parts of the Pengaturan form (app/routes/admin/settings.tsx): a titled group of fields,
// a text field, an image given by address or upload with its preview, and the footer's groups of
// links.

const t = texts.settings;

/** The settings that hold an image, each with an address field and an upload. */
export const imageFields = ["logo", "favicon", "shareImage"] as const;
export type ImageField = (typeof imageFields)[number];

export function Section({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {lead && <p className="text-sm text-slate-600 dark:text-slate-400">{lead}</p>}
      {children}
    </fieldset>
  );
}

export interface TextOptions {
  multiline?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
}

export function TextSetting({
  name,
  label,
  defaultValue,
  error,
  multiline,
  hint,
  type = "text",
  autoComplete,
}: TextOptions & { name: string; label: string; defaultValue: string; error?: string }) {
  return (
    <Field id={name} label={label} error={error} hint={hint}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            name={name}
            rows={3}
            defaultValue={defaultValue}
            className={inputClass(error)}
          />
        ) : (
          <input
            {...props}
            name={name}
            type={type}
            autoComplete={autoComplete}
            defaultValue={defaultValue}
            className={inputClass(error)}
          />
        )
      }
    </Field>
  );
}

export function ImageSetting({
  name,
  label,
  hint,
  settings,
  errors,
}: {
  name: ImageField;
  label: string;
  hint: string;
  settings: SiteSettings;
  errors: FormErrors;
}) {
  const [url, setUrl] = useState(settings[name] ?? "");
  const [file, setFile] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (file) URL.revokeObjectURL(file);
    },
    [file],
  );
  const preview = file ?? url;
  return (
    <Field id={name} label={label} error={errors[name]} hint={hint}>
      {(props) => (
        <div className="flex flex-wrap items-start gap-4">
          <div className="min-w-0 flex-1 space-y-2">
            <input
              {...props}
              name={name}
              type="text"
              inputMode="url"
              value={url}
              placeholder={t.imagePlaceholder}
              onChange={(event) => setUrl(event.target.value)}
              className={inputClass(errors[name])}
            />
            <input
              name={`${name}File`}
              type="file"
              accept={imageTypes.join(",")}
              aria-label={t.imageUpload(label)}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                setFile(chosen ? URL.createObjectURL(chosen) : null);
              }}
              className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium dark:file:bg-slate-800 dark:file:text-slate-100"
            />
          </div>
          {preview && (
            <img
              src={preview}
              alt=""
              className="size-16 rounded-lg border border-slate-200 object-contain dark:border-slate-700"
            />
          )}
        </div>
      )}
    </Field>
  );
}

// Each group shows its links and two blank rows to add more; one blank group follows the rest.
export function FooterGroupsSetting({
  groups,
  errors,
}: {
  groups: FooterGroup[];
  errors: FormErrors;
}) {
  const shown = [...groups, { title: "", links: [] }].slice(0, maxFooterGroups);
  return (
    <div className="space-y-4">
      {shown.map((group, g) => {
        const rows = [...group.links, ...blankLinks].slice(0, Math.max(group.links.length + 2, 3));
        return (
          <fieldset
            key={g}
            className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <legend className="px-1 text-sm font-semibold">{t.groupLegend(g + 1)}</legend>
            <Field
              id={`footerGroups.${g}.title`}
              label={t.groupTitle(g + 1)}
              error={errors[`footerGroups.${g}.title`]}
            >
              {(props) => (
                <input
                  {...props}
                  name={`footerGroups.${g}.title`}
                  defaultValue={group.title}
                  className={inputClass(errors[`footerGroups.${g}.title`])}
                />
              )}
            </Field>
            {rows.slice(0, maxFooterLinks).map((link, l) => {
              const base = `footerGroups.${g}.links.${l}`;
              return (
                <div key={l} className="grid gap-2 sm:grid-cols-2">
                  <Field
                    id={`${base}.label`}
                    label={t.linkLabel(l + 1)}
                    error={errors[`${base}.label`]}
                  >
                    {(props) => (
                      <input
                        {...props}
                        name={`${base}.label`}
                        defaultValue={link.label}
                        className={inputClass(errors[`${base}.label`])}
                      />
                    )}
                  </Field>
                  <Field
                    id={`${base}.href`}
                    label={t.linkHref(l + 1)}
                    error={errors[`${base}.href`]}
                  >
                    {(props) => (
                      <input
                        {...props}
                        name={`${base}.href`}
                        defaultValue={link.href}
                        placeholder="/about"
                        className={inputClass(errors[`${base}.href`])}
                      />
                    )}
                  </Field>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

const blankLinks = [
  { label: "", href: "" },
  { label: "", href: "" },
  { label: "", href: "" },
];
