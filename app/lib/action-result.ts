import type { FormErrors } from "./form-errors";

// The one answer of every action that does not redirect, in the dashboard and on the signed-out
// screens (sign-in and sign-up, forgot and reset password, an invitation, two-factor sign-in):
// what happened, in one Indonesian sentence for the toast or the form's alert, and on a refusal
// the fields to mark. `for` names the form the answer belongs to when a screen has several (a
// tag's row, a step of two-factor, the review panel). Built on the server by
// app/.server/action-kit.ts, shown by app/lib/use-action-toast.ts or beside the form (FormAlert,
// FormStatus in app/components/field.tsx).
export type ActionResult<Field extends string = string> =
  | { ok: true; message: string; for?: string }
  | { ok: false; message: string; errors?: FormErrors<Field>; for?: string };

/** The field errors of an answer, when it is a refusal of the form `form` (any form if omitted). */
export function errorsOf<Field extends string>(
  answer: ActionResult<Field> | undefined,
  form?: string,
): FormErrors<Field> | undefined {
  if (!answer || answer.ok) return undefined;
  if (form !== undefined && answer.for !== form) return undefined;
  return answer.errors;
}

/** The message of a refusal of the form `form`, shown beside it. */
export function refusalOf(answer: ActionResult | undefined, form: string): string | undefined {
  return answer && !answer.ok && answer.for === form ? answer.message : undefined;
}
