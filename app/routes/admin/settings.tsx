import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { AdminLoadError } from "~/components/admin/load-error";
import { TimeZoneSetting } from "~/components/admin/time-zone-setting";
import { Field, FormAlert, inputClass } from "~/components/field";
import { PageTitle } from "~/components/page-meta";
import { useFormCheck } from "~/components/use-form-check";
import { requireAdmin } from "~/.server/auth";
import { services } from "~/.server/context";
import { readSiteSettings, saveSiteSettings } from "~/.server/settings";
import { checkUpload, readForm, storeUpload, UploadError } from "~/.server/uploads";
import { imageTypes, maxImageBytes } from "~/lib/image-rules";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import {
  maxFooterGroups,
  maxFooterLinks,
  settingsFromForm,
  settingsSchema,
} from "~/lib/settings-schema";
import {
  socialLabels,
  socialNetworks,
  type FooterGroup,
  type SiteSettings,
} from "~/lib/site-settings";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/settings";

const t = texts.settings;

const imageFields = ["logo", "favicon", "shareImage"] as const;
type ImageField = (typeof imageFields)[number];

type SettingsAnswer = { saved: true; errors?: undefined } | { saved: false; errors: FormErrors };

function refused(status: number, errors: FormErrors) {
  return data<SettingsAnswer>({ saved: false, errors }, { status });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, env } = services(context);
  // Straight from the database: the form must show what is stored, not a cached copy.
  return {
    settings: await readSiteSettings(db),
    // SITE_URL, when set, is the address and the field only shows it.
    siteUrlFromEnv: env.SITE_URL ? new URL(env.SITE_URL).origin : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const { db, cache, env } = services(context);
  const form = await readForm(request, { maxFiles: imageFields.length });
  if (form instanceof UploadError) return refused(form.status, { form: form.message });
  const fields = formFields(form);
  // Under SITE_URL the stored address is kept as it is (and is SITE_URL's if none was stored).
  if (env.SITE_URL) {
    fields.siteUrl = (await readSiteSettings(db)).siteUrl || new URL(env.SITE_URL).origin;
  }
  const parsed = validate(settingsSchema, settingsFromForm(fields));
  if (!parsed.ok) return refused(400, parsed.errors);
  const settings: SiteSettings = parsed.data;

  // Every upload is checked before any is stored, so a refused save stores nothing.
  const uploads: [ImageField, File][] = [];
  for (const field of imageFields) {
    const file = form.get(`${field}File`);
    if (file instanceof File && file.size > 0) uploads.push([field, file]);
  }
  for (const [field, file] of uploads) {
    try {
      await checkUpload(file);
    } catch (error) {
      if (error instanceof UploadError) return refused(error.status, { [field]: error.message });
      throw error;
    }
  }
  for (const [field, file] of uploads) settings[field] = await storeUpload(db, file);

  await saveSiteSettings(db, settings);
  cache.invalidate();
  return data<SettingsAnswer>({ saved: true });
}

// The browser's check before sending: the same schema, and each upload's type and size.
function checkSettings(form: FormData): FormErrors {
  const parsed = validate(settingsSchema, settingsFromForm(formFields(form)));
  const found: FormErrors = parsed.ok ? {} : parsed.errors;
  for (const field of imageFields) {
    const file = form.get(`${field}File`);
    if (!(file instanceof File) || file.size === 0) continue;
    if (!imageTypes.includes(file.type)) found[field] = texts.editor.uploadNotImage;
    else if (file.size > maxImageBytes) found[field] = texts.editor.uploadTooLarge;
  }
  return found;
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, siteUrlFromEnv } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useFormCheck(checkSettings, actionData?.errors);
  const errors = form.errors;

  useEffect(() => {
    if (actionData?.saved) toast.success(t.saved, { description: t.savedText });
    else if (actionData?.errors) toast.error(t.failed);
  }, [actionData]);

  const text = (name: keyof SiteSettings, label: string, options: TextOptions = {}) => (
    <TextSetting
      name={name}
      label={label}
      defaultValue={String(settings[name] ?? "")}
      error={errors[name]}
      {...options}
    />
  );

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>
      {actionData?.saved && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-800 dark:bg-green-950 dark:text-green-200"
        >
          {t.saved}
        </p>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={form.onSubmit}
        // After a save the fields start again from what is stored (an upload becomes its URL).
        key={JSON.stringify(settings)}
        className="mt-6 space-y-6"
      >
        <FormAlert message={errors.form} />
        <Section title={texts.siteAddress.section}>
          <Field
            id="siteUrl"
            label={texts.siteAddress.label}
            error={errors.siteUrl}
            hint={siteUrlFromEnv ? texts.siteAddress.fromEnv : texts.siteAddress.hint}
          >
            {(props) => (
              <input
                {...props}
                name="siteUrl"
                type="url"
                autoComplete="off"
                required
                readOnly={siteUrlFromEnv !== null}
                defaultValue={siteUrlFromEnv ?? settings.siteUrl}
                placeholder="https://blog.contoh.id"
                className={inputClass(errors.siteUrl)}
              />
            )}
          </Field>
        </Section>

        <Section title={t.identity}>
          {text("name", t.name)}
          {text("tagline", t.tagline)}
          {text("description", t.description, { multiline: true, hint: t.descriptionHint })}
          <TimeZoneSetting value={settings.timeZone} error={errors.timeZone} />
        </Section>

        <Section title={t.home}>
          {text("heroTitle", t.heroTitle)}
          {text("heroText", t.heroText, { multiline: true })}
        </Section>

        <Section title={t.images}>
          <ImageSetting
            name="logo"
            label={t.logo}
            hint={t.logoHint}
            settings={settings}
            errors={errors}
          />
          <ImageSetting
            name="favicon"
            label={t.favicon}
            hint={t.faviconHint}
            settings={settings}
            errors={errors}
          />
          <ImageSetting
            name="shareImage"
            label={t.shareImage}
            hint={t.shareImageHint}
            settings={settings}
            errors={errors}
          />
        </Section>

        <Section title={t.contact}>
          {text("address", t.address)}
          <div className="grid gap-4 sm:grid-cols-2">
            {text("phone", t.phone, { type: "tel", autoComplete: "off" })}
            {text("email", t.email, { type: "email", autoComplete: "off" })}
          </div>
        </Section>

        <Section title={t.social} lead={t.socialHint}>
          <div className="grid gap-4 sm:grid-cols-2">
            {socialNetworks.map((network) => (
              <Field
                key={network}
                id={`social.${network}`}
                label={socialLabels[network]}
                error={errors[`social.${network}`]}
              >
                {(props) => (
                  <input
                    {...props}
                    name={`social.${network}`}
                    type="url"
                    defaultValue={settings.social[network] ?? ""}
                    placeholder="https://"
                    className={inputClass(errors[`social.${network}`])}
                  />
                )}
              </Field>
            ))}
          </div>
        </Section>

        <Section title={t.footer} lead={t.footerGroupsHint}>
          {text("footerText", t.footerText, { multiline: true })}
          <FooterGroupsSetting groups={settings.footerGroups} errors={errors} />
        </Section>

        <Section title={t.access}>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="signupOpen"
              defaultChecked={settings.signupOpen}
              className="mt-1 size-4 shrink-0"
            />
            <span>
              <span className="block font-medium">{t.signupOpen}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{t.signupHint}</span>
            </span>
          </label>
        </Section>

        <button
          type="submit"
          disabled={saving}
          className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {saving ? t.saving : t.save}
        </button>
      </Form>
    </>
  );
}

function Section({
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

interface TextOptions {
  multiline?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
}

function TextSetting({
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

function ImageSetting({
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
function FooterGroupsSetting({ groups, errors }: { groups: FooterGroup[]; errors: FormErrors }) {
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
