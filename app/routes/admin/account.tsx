import QRCode from "qrcode";
import { data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { NoticesSection } from "~/components/admin/account-notices";
import { TwoFactorSection } from "~/components/admin/account-two-factor";
import { PageTitle } from "~/components/page-meta";
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
import { formFields, validate } from "~/lib/form-errors";
import {
  passwordSchema,
  setupCodeSchema,
  type TwoFactorErrors as StepErrors,
  type TwoFactorSetup as Setup,
  type TwoFactorStep as Step,
} from "~/lib/two-factor-schema";
import { texts } from "~/lib/admin-texts";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/account";

const t = texts.twoFactor;

const noticesSchema = z.object({
  notices: z.literal("on").optional(),
  reviewNotices: z.literal("on").optional(),
});

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
  const errorsOf = (step: Step) => (actionData?.step === step ? actionData.errors : undefined);

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>

      <ProfileSection profile={profile} busy={busy} errors={actionData?.profileErrors} />

      <TwoFactorSection
        enabled={settings.twoFactorEnabled}
        setup={actionData?.setup}
        errorsOf={errorsOf}
        busy={busy}
      />
      <NoticesSection
        settings={settings}
        moderates={loaderData.moderates}
        reviews={loaderData.reviews}
        busy={busy}
      />
    </>
  );
}
