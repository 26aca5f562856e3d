import { repeatedFieldMessage } from "~/.server/action-kit";
import { data, Form, useNavigation } from "react-router";
import { AuthCard, authButtonClass, EmailField } from "~/components/auth-card";
import { FormAlert, FormStatus } from "~/components/field";
import { useFormCheck } from "~/components/use-form-check";
import { callAuth } from "~/.server/auth";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { forgotPasswordSchema } from "~/lib/password-reset-schema";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/forgot-password";

const t = texts.passwordReset;

type Answer = { sent: true; errors?: undefined } | { sent: false; errors: FormErrors<"email"> };

// An absent field counts as empty, so the schema answers with its own message.
function fields(form: FormData | null) {
  const { email = "" } = form ? formFields(form) : {};
  return { email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const repeated = repeatedFieldMessage(form);
  if (repeated) return data<Answer>({ sent: false, errors: { form: repeated } }, { status: 400 });
  const parsed = validate(forgotPasswordSchema, fields(form));
  if (!parsed.ok) return data<Answer>({ sent: false, errors: parsed.errors }, { status: 400 });
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
    return data<Answer>({ sent: false, errors: { form: message } }, { status: 429 });
  }
  return data<Answer>({ sent: true });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const form = useFormCheck<"email">((values) => {
    const parsed = validate(forgotPasswordSchema, fields(values));
    return parsed.ok ? {} : parsed.errors;
  }, actionData?.errors);
  const shown = form.errors;
  return (
    <AuthCard title={t.forgotTitle}>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.forgotLead}</p>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        {actionData?.sent && <FormStatus message={t.sent} />}
        <FormAlert message={shown.form} />
        <EmailField label={t.email} error={shown.email} maxLength={254} />
        <button type="submit" disabled={busy} className={authButtonClass}>
          {busy ? t.sending : t.send}
        </button>
      </Form>
    </AuthCard>
  );
}
