import { Form, Link, useNavigation } from "react-router";
import { AdminLoadError } from "~/components/admin/load-error";
import { imageFileError } from "~/components/admin/image-file-check";
import {
  FooterGroupsSetting,
  ImageSetting,
  imageFields,
  Section,
  TextSetting,
  type ImageField,
  type TextOptions,
} from "~/components/admin/settings-fields";
import { DemoRemoval } from "~/components/admin/demo-removal";
import { TimeZoneSetting } from "~/components/admin/time-zone-setting";
import { Field, FormAlert, inputClass } from "~/components/field";
import { PageTitle } from "~/components/page-meta";
import { useFormCheck } from "~/components/use-form-check";
import { requireCan } from "~/.server/auth";
import { done, refuse } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { saveSettings } from "~/.server/content/settings";
import { removeDemo } from "~/.server/commands/demo-content";
import { hasDemoMarks } from "~/.server/db/demo-content";
import { listSavedMenus } from "~/.server/db/menus";
import { readSiteSettings } from "~/.server/settings";
import { readForm, UploadError } from "~/.server/uploads";
import { errorsOf } from "~/lib/action-result";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { useActionToast } from "~/lib/use-action-toast";
import { settingsFromForm, settingsSchema } from "~/lib/settings-schema";
import { logoStyles, socialLabels, socialNetworks, type SiteSettings } from "~/lib/site-settings";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/settings";

const t = texts.settings;

function refused(status: number, errors: FormErrors) {
  return refuse(status, t.failed, { errors });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "settings.manage");
  const { db, env } = services(context);
  // Straight from the database: the form must show what is stored, not a cached copy.
  return {
    settings: await readSiteSettings(db),
    demoContent: await hasDemoMarks(db),
    // Once the footer menu is saved the site shows it, not these groups: Menu edits the links.
    footerMenuSaved: (await listSavedMenus(db)).includes("footer"),
    // SITE_URL, when set, is the address and the field only shows it.
    siteUrlFromEnv: env.SITE_URL ? new URL(env.SITE_URL).origin : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCan(request, context, "settings.manage");
  const { db, env } = services(context);
  const form = await readForm(request, { maxFiles: imageFields.length });
  if (form instanceof UploadError) return refused(form.status, { form: form.message });
  if (form.get("intent") === "removeDemo") return removeDemoContent(context, user, form);
  const fields = formFields(form);
  const stored = await readSiteSettings(db);
  // Under SITE_URL the stored address is kept as it is (and is SITE_URL's if none was stored).
  if (env.SITE_URL) fields.siteUrl = stored.siteUrl || new URL(env.SITE_URL).origin;
  const shape = settingsFromForm(fields);
  // A form without the footer's groups (the footer menu is saved, so Menu edits the links) keeps
  // the stored ones: they stay the footer menu's starting point.
  if (fields["footerGroups.0.title"] === undefined) shape.footerGroups = stored.footerGroups;
  const parsed = validate(settingsSchema, shape);
  if (!parsed.ok) return refused(400, parsed.errors);
  const settings: SiteSettings = parsed.data;

  const uploads: [ImageField, File][] = [];
  for (const field of imageFields) {
    const file = form.get(`${field}File`);
    if (file instanceof File && file.size > 0) uploads.push([field, file]);
  }
  const saved = await saveSettings(services(context), settings, uploads);
  if (!saved.ok) return refused(saved.status, saved.errors);
  return done(t.saved);
}

/** "Hapus konten contoh": only after its confirmation step (confirm=yes). */
async function removeDemoContent(
  context: Route.ActionArgs["context"],
  user: { id: string; email: string },
  form: FormData,
) {
  const d = texts.demoContent;
  if (form.get("confirm") !== "yes") return refuse(400, d.confirmMissing, { for: "demo" });
  const removed = await removeDemo(services(context), { id: user.id, email: user.email });
  const any = removed.articles + removed.images + removed.tags + removed.authors > 0;
  if (!any && removed.categories.length === 0 && !removed.texts) {
    return done(d.nothing, { for: "demo" });
  }
  return done(d.removed(removed.articles, removed.images, removed.categories.length), {
    for: "demo",
  });
}

// The browser's check before sending: the same schema, and each upload's type and size.
function checkSettings(form: FormData): FormErrors {
  const parsed = validate(settingsSchema, settingsFromForm(formFields(form)));
  const found: FormErrors = parsed.ok ? {} : parsed.errors;
  for (const field of imageFields) {
    const error = imageFileError(form.get(`${field}File`));
    if (error) found[field] = error;
  }
  return found;
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, siteUrlFromEnv, demoContent, footerMenuSaved } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useFormCheck(checkSettings, errorsOf(actionData));
  const errors = form.errors;

  // The demo's removal answers for itself (its own status line, below).
  const demoAnswer = actionData?.for === "demo" ? actionData : undefined;
  useActionToast(demoAnswer ? undefined : actionData, { doneDetail: t.savedText });

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
      {actionData?.ok && !demoAnswer && (
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
          <Field id="logoStyle" label={t.logoStyle} error={errors.logoStyle}>
            {(props) => (
              <select
                {...props}
                name="logoStyle"
                defaultValue={settings.logoStyle}
                className={inputClass(errors.logoStyle)}
              >
                {logoStyles.map((style) => (
                  <option key={style} value={style}>
                    {t.logoStyles[style]}
                  </option>
                ))}
              </select>
            )}
          </Field>
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

        <Section title={t.footer} lead={footerMenuSaved ? undefined : t.footerGroupsHint}>
          {text("footerText", t.footerText, { multiline: true })}
          {footerMenuSaved ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t.footerInMenu}{" "}
              <Link
                to="/admin/menus"
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {t.footerInMenuLink}
              </Link>
            </p>
          ) : (
            <FooterGroupsSetting groups={settings.footerGroups} errors={errors} />
          )}
        </Section>

        <Section title={t.access}>
          <CheckboxSetting
            name="signupOpen"
            checked={settings.signupOpen}
            label={t.signupOpen}
            hint={t.signupHint}
          />
          {text("contributorDailyUploads", t.contributorDailyUploads, { type: "number" })}
        </Section>

        <Section title={t.audience}>
          <CheckboxSetting
            name="audienceCounting"
            checked={settings.audienceCounting}
            label={t.audienceCounting}
            hint={t.audienceHint}
          />
        </Section>

        <Section title={t.privacy}>
          <CheckboxSetting
            name="keepCommentText"
            checked={settings.keepCommentText}
            label={t.keepCommentText}
            hint={t.keepCommentTextHint}
          />
          {text("unconfirmedDays", t.unconfirmedDays, { type: "number" })}
          {text("commenterEmailMonths", t.commenterEmailMonths, { type: "number" })}
        </Section>

        <button
          type="submit"
          disabled={saving}
          className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {saving ? t.saving : t.save}
        </button>
      </Form>
      {demoContent && (
        <section
          aria-labelledby="demo-content-title"
          className="mt-10 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <h2 id="demo-content-title" className="text-lg font-semibold">
            {texts.demoContent.section}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {texts.demoContent.lead}
          </p>
          <DemoRemoval />
        </section>
      )}
      {demoAnswer && (
        <p role="status" className="mt-4 text-sm">
          {demoAnswer.message}
        </p>
      )}
    </>
  );
}

function CheckboxSetting(props: { name: string; checked: boolean; label: string; hint: string }) {
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        name={props.name}
        defaultChecked={props.checked}
        className="mt-1 size-4 shrink-0"
      />
      <span>
        <span className="block font-medium">{props.label}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{props.hint}</span>
      </span>
    </label>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
