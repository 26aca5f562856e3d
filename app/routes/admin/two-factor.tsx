import { Form, redirect, useNavigation } from "react-router";
import { refuseFields, repeatedField, repeatedFieldRefusal } from "~/.server/action-kit";
import { AuthCard, authButtonClass } from "~/components/auth-card";
import { Field, FormAlert, inputClass } from "~/components/field";
import { useFormCheck } from "~/components/use-form-check";
import { callAuth } from "~/.server/auth";
import { errorsOf } from "~/lib/action-result";
import { validate } from "~/lib/form-errors";
import { verificationCodeSchema } from "~/lib/two-factor-schema";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/two-factor";

const t = texts.twoFactor;

// Every refusal here (a mistyped code, a wrong one, an expired step) is about the one field and
// is said above the form, so `form` carries it (the action kit's answer, app/lib/action-result.ts).
function refused(message: string, status: number) {
  return refuseFields<"code">(status, { form: message });
}

function checkCode(form: FormData | null) {
  const code = form?.get("code");
  return validate(verificationCodeSchema, typeof code === "string" ? code : "");
}

// The second step of signing in to an account with two-factor sign-in: the password was right
// (better-auth set its short-lived two-factor cookie); a code from the app finishes it.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  // Outside the dashboard's layout: a repeated field is answered on the form, not thrown.
  const repeated = form ? repeatedField(form) : undefined;
  if (repeated !== undefined) return repeatedFieldRefusal(repeated);
  const parsed = checkCode(form);
  if (!parsed.ok) return refused(t.codeFormat, 400);
  const { kind, code } = parsed.data;
  const response = await callAuth(
    request,
    context,
    kind === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
    { code },
  );
  if (response.status === 429) return refused(t.tooMany, 429);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const reason = typeof body === "object" && body !== null && "code" in body ? body.code : "";
    const expired = reason === "INVALID_TWO_FACTOR_COOKIE";
    return expired ? refused(t.expired, 401) : refused(t.wrongCode, 400);
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/admin/dashboard", { headers });
}

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useFormCheck<"code">((values) => {
    const parsed = checkCode(values);
    return parsed.ok ? {} : { form: t.codeFormat };
  }, errorsOf<"code">(actionData));
  return (
    <AuthCard title={t.signInTitle}>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.signInLead}</p>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        <FormAlert message={form.errors.form} />
        <Field id="code" label={t.code}>
          {(props) => (
            <input
              {...props}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={20}
              {...(form.errors.form ? { "aria-invalid": true } : {})}
              className={`${inputClass(form.errors.form)} font-mono tracking-widest`}
            />
          )}
        </Field>
        <button type="submit" disabled={navigation.state !== "idle"} className={authButtonClass}>
          {t.verify}
        </button>
      </Form>
    </AuthCard>
  );
}
