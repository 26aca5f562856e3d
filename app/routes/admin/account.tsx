import { ShieldCheck } from "lucide-react";
import QRCode from "qrcode";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Field, FormAlert, inputClass } from "~/components/field";
import { PageTitle } from "~/components/page-meta";
import { useFormCheck } from "~/components/use-form-check";
import { callAuth, requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { accountSettings } from "~/.server/db/users";
import { profileOfUser } from "~/.server/db/author-profiles";
import { saveOwnProfile, type ProfileErrors } from "~/.server/save-profile";
import { readForm, UploadError } from "~/.server/uploads";
import { ProfileSection } from "~/components/admin/profile-section";
import { siteBranding } from "~/.server/mail/branding";
import { setModerationNotices } from "~/.server/mail/mail";
import { setReviewNotices } from "~/.server/db/users";
import { can } from "~/lib/policy";
import { siteOrigin } from "~/.server/site-url";
import { credentialsSchema } from "~/lib/auth-schema";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { verificationCodeSchema } from "~/lib/two-factor-schema";
import { texts } from "~/lib/admin-texts";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/account";

const t = texts.twoFactor;

// Turning two-factor on or off asks for the current password; confirming the setup asks for a
// code from the app (a backup code cannot confirm it).
const passwordSchema = z.object({ password: credentialsSchema.shape.password });
const setupCodeSchema = z.object({
  code: verificationCodeSchema.refine((code) => code.kind === "totp", { error: t.codeFormat }),
});
const noticesSchema = z.object({
  notices: z.literal("on").optional(),
  reviewNotices: z.literal("on").optional(),
});

interface Setup {
  qrSvg: string;
  secret: string;
  backupCodes: string[];
}

type Step = "enable" | "verify" | "disable";
type StepErrors = FormErrors<"password" | "code">;

interface ActionResult {
  /** The form `errors` belong to. */
  step?: Step;
  errors?: StepErrors;
  setup?: Setup;
  /** Shown as a toast: the notices saved, or a request no form on the screen sends. */
  notice?: { ok: boolean; message: string };
  profileErrors?: ProfileErrors;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireCan(request, context, "account.manage");
  const { db } = services(context);
  const [settings, profile] = await Promise.all([
    accountSettings(db, admin.id),
    profileOfUser(db, admin.id),
  ]);
  return {
    settings,
    profile,
    moderates: can(admin, "comments.moderate"),
    reviews: can(admin, "review.decide"),
  };
}

function withCookies(response: Response, result: ActionResult) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return data<ActionResult>(result, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireCan(request, context, "account.manage");
  const { db, cache } = services(context);
  // The profile form may carry an avatar: read with the upload limits (413 past them).
  const form = await readForm(request, { maxFiles: 1 });
  if (form instanceof UploadError) {
    return data<ActionResult>({ profileErrors: { avatar: form.message } }, { status: form.status });
  }
  const values = formFields(form);

  if (values.intent === "profile") {
    const result = await saveOwnProfile(db, admin.id, form);
    if (!result.ok)
      return data<ActionResult>({ profileErrors: result.errors }, { status: result.status });
    // Bylines and the author's page show the profile.
    cache.invalidate();
    return data<ActionResult>({ notice: { ok: true, message: texts.profile.saved } });
  }

  if (values.intent === "notices") {
    const parsed = validate(noticesSchema, values);
    if (!parsed.ok) return failed();
    // The comment digest only ever reaches moderators (mail.ts); the switch is theirs.
    if (can(admin, "comments.moderate")) {
      await setModerationNotices(db, admin.id, parsed.data.notices === "on");
    }
    await setReviewNotices(db, admin.id, parsed.data.reviewNotices === "on");
    return data<ActionResult>({ notice: { ok: true, message: t.noticesSaved } });
  }

  if (values.intent === "verify") {
    const parsed = validate(setupCodeSchema, { code: values.code ?? "" });
    if (!parsed.ok) return stepErrors("verify", parsed.errors);
    const response = await callAuth(request, context, "/two-factor/verify-totp", {
      code: parsed.data.code.code,
    });
    if (!response.ok) return refusal(response, "verify");
    return reloadWithCookies(response);
  }

  if (values.intent !== "enable" && values.intent !== "disable") return failed();
  const step = values.intent;
  const parsed = validate(passwordSchema, { password: values.password ?? "" });
  if (!parsed.ok) return stepErrors(step, parsed.errors);
  const { password } = parsed.data;

  if (step === "enable") {
    const { name } = await siteBranding(db, await siteOrigin(services(context), request));
    const response = await callAuth(request, context, "/two-factor/enable", {
      password,
      issuer: name,
    });
    if (!response.ok) return refusal(response, "enable");
    const body = (await response.json()) as { totpURI: string; backupCodes: string[] };
    const secret = new URL(body.totpURI).searchParams.get("secret") ?? "";
    const qrSvg = await QRCode.toString(body.totpURI, { type: "svg", margin: 1 });
    return withCookies(response, { setup: { qrSvg, secret, backupCodes: body.backupCodes } });
  }

  const response = await callAuth(request, context, "/two-factor/disable", { password });
  if (!response.ok) return refusal(response, "disable");
  return reloadWithCookies(response);
}

function failed() {
  return data<ActionResult>({ notice: { ok: false, message: texts.auth.failed } }, { status: 400 });
}

function stepErrors(step: Step, errors: StepErrors, status = 400) {
  return data<ActionResult>({ step, errors }, { status });
}

// Turning two-factor on or off replaces the session: the page is loaded again with the new
// cookie instead of running its loaders with the old one.
function reloadWithCookies(response: Response) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/admin/account", { headers });
}

function refusal(response: Response, step: Step) {
  if (response.status === 429) return stepErrors(step, { form: t.tooMany }, 429);
  return stepErrors(
    step,
    step === "verify" ? { code: t.wrongCode } : { password: t.wrongPassword },
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, profile } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  useActionToast(actionData?.notice);
  const setup = actionData?.setup;
  const errorsOf = (step: Step) => (actionData?.step === step ? actionData.errors : undefined);

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>

      <ProfileSection profile={profile} busy={busy} errors={actionData?.profileErrors} />

      <section className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5" aria-hidden />
          {t.sectionTitle}
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {settings.twoFactorEnabled ? t.enabled : t.disabled}
        </p>

        {settings.twoFactorEnabled ? (
          <PasswordForm
            intent="disable"
            button={t.turnOff}
            busy={busy}
            errors={errorsOf("disable")}
          />
        ) : setup || errorsOf("verify") ? (
          <div className="mt-4 space-y-4">
            {setup && (
              <>
                <p className="text-sm">{t.scan}</p>
                <div
                  role="img"
                  aria-label={t.qrAlt}
                  className="size-48 rounded-lg bg-white p-2"
                  // Generated on the server from better-auth's otpauth:// address; no input of anyone's.
                  dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
                />
                <p className="text-sm">
                  {t.secret}:{" "}
                  <code className="rounded bg-slate-100 px-2 py-1 font-mono break-all dark:bg-slate-800">
                    {setup.secret}
                  </code>
                </p>
                <div>
                  <h3 className="font-semibold">{t.backupTitle}</h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.backupText}</p>
                  <ul
                    className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm"
                    aria-label={t.backupTitle}
                  >
                    {setup.backupCodes.map((code) => (
                      <li key={code} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
                        {code}
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            )}
            <CodeForm busy={busy} errors={errorsOf("verify")} />
          </div>
        ) : (
          <PasswordForm intent="enable" button={t.start} busy={busy} errors={errorsOf("enable")} />
        )}
      </section>

      <section className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 className="text-lg font-semibold">{t.noticesTitle}</h2>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="notices" />
          {loaderData.moderates && (
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="notices"
                defaultChecked={settings.moderationNotices}
                className="mt-1 size-4"
              />
              <span>
                <span className="block font-medium">{t.moderationLabel}</span>
                <span className="text-sm text-slate-500 dark:text-slate-400">
                  {t.moderationHint}
                </span>
              </span>
            </label>
          )}
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="reviewNotices"
              defaultChecked={settings.reviewNotices}
              className="mt-1 size-4"
            />
            <span>
              <span className="block font-medium">
                {loaderData.reviews ? t.reviewEditorLabel : t.reviewWriterLabel}
              </span>
            </span>
          </label>
          <button
            type="submit"
            disabled={busy}
            className="rounded-xl border border-slate-300 px-5 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t.saveNotices}
          </button>
        </Form>
      </section>
    </>
  );
}

const stepButtonClass =
  "block rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

function PasswordForm(props: {
  intent: "enable" | "disable";
  button: string;
  busy: boolean;
  errors?: StepErrors;
}) {
  const form = useFormCheck<"password">((values) => {
    const parsed = validate(passwordSchema, { password: formFields(values).password ?? "" });
    return parsed.ok ? {} : parsed.errors;
  }, props.errors);
  const shown = form.errors;
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-4 max-w-sm space-y-3">
      <input type="hidden" name="intent" value={props.intent} />
      <FormAlert message={shown.form} />
      <Field id={`${props.intent}-password`} label={t.password} error={shown.password}>
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            className={inputClass(shown.password)}
          />
        )}
      </Field>
      <button type="submit" disabled={props.busy} className={stepButtonClass}>
        {props.button}
      </button>
    </Form>
  );
}

function CodeForm({ busy, errors }: { busy: boolean; errors?: StepErrors }) {
  const form = useFormCheck<"code">((values) => {
    const parsed = validate(setupCodeSchema, { code: formFields(values).code ?? "" });
    return parsed.ok ? {} : parsed.errors;
  }, errors);
  const shown = form.errors;
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-3">
      <input type="hidden" name="intent" value="verify" />
      <FormAlert message={shown.form} />
      <Field id="code" label={t.code} error={shown.code}>
        {(control) => (
          <input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={10}
            className={`${inputClass(shown.code)} max-w-48 font-mono tracking-widest`}
          />
        )}
      </Field>
      <button type="submit" disabled={busy} className={stepButtonClass}>
        {t.confirm}
      </button>
    </Form>
  );
}
