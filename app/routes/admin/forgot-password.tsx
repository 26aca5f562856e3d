import { Form, useNavigation } from "react-router";
import { done, refuseFields, repeatedField, repeatedFieldRefusal } from "~/.server/action-kit";
import { AuthCard, authButtonClass, EmailField } from "~/components/auth-card";
import { FormAlert, FormStatus } from "~/components/field";
import { useFormCheck } from "~/components/use-form-check";
import { callAuth } from "~/.server/auth";
import { errorsOf } from "~/lib/action-result";
import { formFields, validate } from "~/lib/form-errors";
import { forgotPasswordSchema } from "~/lib/password-reset-schema";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/forgot-password";

const t = texts.passwordReset;

// An absent field counts as empty, so the schema answers with its own message.
function fields(form: FormData | null) {
  const { email = "" } = form ? formFields(form) : {};
  return { email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  // Outside the dashboard's layout: a repeated field is answered on the form, not thrown.
  const repeated = form ? repeatedField(form) : undefined;
  if (repeated !== undefined) return repeatedFieldRefusal(repeated);
  const parsed = validate(forgotPasswordSchema, fields(form));
  if (!parsed.ok) return refuseFields(400, parsed.errors);
  // The answer is the same whether the address has an account or not, limits included
  // (app/.server/auth.ts counts them per address and per account).
  const response = await callAuth(request, context, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/admin/reset-password",
  });
  if (response.status === 429) {
    const body: unknown = await response.json().catch(() => null);
    const inbox =
      typeof body === "object" &&
      body !== null &&
      "code" in body &&
      body.code === "RESET_INBOX_LIMITED";
    const message = inbox ? t.tooManyForAccount : t.tooMany;
    return refuseFields(429, { form: message });
  }
  return done(t.sent);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const form = useFormCheck<"email">((values) => {
    const parsed = validate(forgotPasswordSchema, fields(values));
    return parsed.ok ? {} : parsed.errors;
  }, errorsOf<"email">(actionData));
  const shown = form.errors;
  return (
    <AuthCard title={t.forgotTitle}>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.forgotLead}</p>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {actionData?.ok && <FormStatus message={actionData.message} />}
        <FormAlert message={shown.form} />
        <EmailField label={t.email} error={shown.email} maxLength={254} />
        <button type="submit" disabled={busy} className={authButtonClass}>
          {busy ? t.sending : t.send}
        </button>
      </Form>
    </AuthCard>
  );
}
