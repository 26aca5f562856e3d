import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AuthCard, authButtonClass } from "~/components/auth-card";
import { FormAlert } from "~/components/field";
import { useFormCheck } from "~/components/use-form-check";
import { errorsOf, type ActionResult } from "~/lib/action-result";
import { validate } from "~/lib/form-errors";
import { newPasswordFields, newPasswordSchema } from "~/lib/password-reset-schema";
import { texts } from "~/lib/admin-texts";
import { NewPasswordField } from "./new-password-field";

type Field = "password" | "repeat";

/**
 * The form that sets a new password from a link (a reset, an invitation): the link's token, the
 * password twice, checked in the browser and answered by the action kit's result
 * (app/lib/action-result.ts) with the same fields marked.
 */
export function NewPasswordForm({
  token,
  answer,
  save,
  saving,
}: {
  token: string;
  answer: ActionResult<Field> | undefined;
  save: string;
  saving: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const form = useFormCheck<Field>((values) => {
    const parsed = validate(newPasswordSchema, newPasswordFields(values));
    return parsed.ok ? {} : parsed.errors;
  }, errorsOf<Field>(answer));
  const shown = form.errors;
  const t = texts.passwordReset;
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
      <input type="hidden" name="token" value={token} />
      <FormAlert message={shown.form} />
      <NewPasswordField name="password" label={t.newPassword} error={shown.password} />
      <NewPasswordField name="repeat" label={t.repeatPassword} error={shown.repeat} />
      <button type="submit" disabled={busy} className={authButtonClass}>
        {busy ? saving : save}
      </button>
    </Form>
  );
}

/** A link that opens nothing (unknown, used or expired), and what to do next. */
export function RefusedLink({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p>
      {children}
    </AuthCard>
  );
}
