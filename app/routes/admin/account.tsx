import { data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { NoticesSection } from "~/components/admin/account-notices";
import { TwoFactorSection } from "~/components/admin/account-two-factor";
import { PageTitle } from "~/components/page-meta";
import { callAuth, requireCan } from "~/.server/auth";
import { done, refuse, refuseFields } from "~/.server/action-kit";
import { services } from "~/.server/context";
import { accountSettings } from "~/.server/db/users";
import { profileOfUser } from "~/.server/db/author-profiles";
import { saveOwnProfile, type ProfileErrors } from "~/.server/content/profiles";
import { readForm, UploadError } from "~/.server/uploads";
import { ProfileSection } from "~/components/admin/profile-section";
import { siteBranding } from "~/.server/mail/branding";
import { setModerationNotices } from "~/.server/mail/moderation-digest";
import { setReviewNotices } from "~/.server/db/users";
import { setCommentNotices } from "~/.server/db/comment-notices";
import { can } from "~/lib/policy";
import { siteOrigin } from "~/.server/site-url";
import { errorsOf, type ActionResult } from "~/lib/action-result";
import { yesNoField } from "~/lib/form-boolean";
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
  notices: yesNoField(texts.actions.yesNoInvalid),
  reviewNotices: yesNoField(texts.actions.yesNoInvalid),
  commentNotices: yesNoField(texts.actions.yesNoInvalid),
});

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

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireCan(request, context, "account.manage");
  const { db } = services(context);
  // The profile form may carry an avatar: read with the upload limits (413 past them).
  const form = await readForm(request, { maxFiles: 1 });
  if (form instanceof UploadError) {
    const errors: ProfileErrors = { avatar: form.message };
    return refuseFields(form.status, errors, { for: "profile" });
  }
  const values = formFields(form);

  if (values.intent === "profile") {
    const result = await saveOwnProfile(services(context), admin, form);
    if (!result.ok) return refuseFields(result.status, result.errors, { for: "profile" });
    return done(result.pending ? texts.profileReview.waiting : texts.profile.saved, {
      for: "profile",
    });
  }

  if (values.intent === "notices") {
    const parsed = validate(noticesSchema, values);
    if (!parsed.ok) return failed();
    // The comment digest only ever reaches moderators (mail.ts); the switch is theirs.
    if (can(admin, "comments.moderate")) {
      await setModerationNotices(db, admin.id, parsed.data.notices);
    }
    await setReviewNotices(db, admin.id, parsed.data.reviewNotices);
    await setCommentNotices(db, admin.id, parsed.data.commentNotices);
    return done(t.noticesSaved, { for: "notices" });
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
    // Loaded here only: the code is needed once per owner who turns two-step login on.
    const { default: QRCode } = await import("qrcode");
    const qrSvg = await QRCode.toString(body.totpURI, { type: "svg", margin: 1 });
    // The setup is shown on the page, not as a toast; the session's cookies go along.
    const setup: Setup = { qrSvg, secret, backupCodes: body.backupCodes };
    return data<ActionResult & { setup: Setup }>(
      { ok: true, message: t.scan, for: "enable", setup },
      { headers: cookiesOf(response) },
    );
  }

  const response = await callAuth(request, context, "/two-factor/disable", { password });
  if (!response.ok) return refusal(response, "disable");
  return reloadWithCookies(response);
}

function failed() {
  return refuse(400, texts.auth.failed);
}

function stepErrors(step: Step, errors: StepErrors, status = 400) {
  return refuseFields(status, errors, { for: step });
}

function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

// Turning two-factor on or off replaces the session: the page is loaded again with the new
// cookie instead of running its loaders with the old one.
function reloadWithCookies(response: Response) {
  return redirect("/admin/account", { headers: cookiesOf(response) });
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
  const answer: (ActionResult & { setup?: Setup }) | undefined = actionData;
  // Field errors show beside their fields and the setup on the page; the rest is a toast.
  useActionToast(answer?.setup || errorsOf(answer) ? undefined : answer);
  const stepErrors = (step: Step) => errorsOf<keyof StepErrors>(answer, step);

  return (
    <>
      <PageTitle title={t.title} />
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.lead}</p>

      <ProfileSection profile={profile} busy={busy} errors={errorsOf(answer, "profile")} />

      <TwoFactorSection
        enabled={settings.twoFactorEnabled}
        setup={answer?.setup}
        errorsOf={stepErrors}
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
