// What every dashboard action does the same way: read its form without failing on a hostile
// body, read an id from the address or a field by one rule, and answer in the one shape of
// app/lib/action-result.ts (redirects with a flash toast stay as they are).
import { data } from "react-router";
import { z } from "zod";
import type { ActionResult } from "~/lib/action-result";
import type { FormErrors } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import { notFound } from "./http";

/**
 * An id as Warta's tables hold them: a positive integer of nine digits at most, without leading
 * zeros, so that it stays inside PostgreSQL's integer (an absurd id is "not found", never a 500).
 */
export const idPattern = /^[1-9]\d{0,8}$/;

/** The id in `value`, or undefined when it is none by the rule above. */
export function parseId(value: unknown): number | undefined {
  return typeof value === "string" && idPattern.test(value) ? Number(value) : undefined;
}

/** A form field holding an id (Zod), refused with `message`. */
export function idField(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .regex(idPattern, message)
    .transform(Number);
}

/** The id of an address (`/admin/articles/:id`): undefined without one, 404 when it is no id. */
export function idParam(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return parseId(value) ?? notFound();
}

/** How a form is read: the fields that may legitimately arrive more than once (bulk ids). */
export interface FormReading {
  multi?: readonly string[];
}

/**
 * The first field of `form` that arrives more than once and is not declared in `multi`: a guard
 * reading one copy and a save reading another could disagree, so such a form is refused whole.
 */
export function repeatedField(
  form: FormData,
  { multi = [] }: FormReading = {},
): string | undefined {
  const seen = new Set<string>();
  for (const name of form.keys()) {
    if (multi.includes(name)) continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/**
 * The message for `form` sending a one-valued field twice, or undefined: for answers that are no
 * form's (an upload's JSON, an autosave); a form answers `repeatedFieldRefusal`.
 */
export function repeatedFieldMessage(
  form: FormData | null | undefined,
  reading: FormReading = {},
): string | undefined {
  const field = form ? repeatedField(form, reading) : undefined;
  return field === undefined ? undefined : texts.actions.repeatedField(field);
}

/** The 400 for a form sending `field` twice, in Indonesian (also as the form's error). */
export function repeatedFieldRefusal(field: string) {
  const message = texts.actions.repeatedField(field);
  return refuse(400, message, { errors: { form: message } });
}

/**
 * The request's form, read once: undefined when its body cannot be read as one (the server's
 * guards refuse most such bodies first; this is the action's own defence): answer
 * `unreadableForm()`. A one-valued field sent twice throws the 400 of `repeatedFieldRefusal`
 * before any guard or save sees the form, so every field has exactly one value to read.
 */
export async function readFormSafely(
  request: Request,
  reading: FormReading = {},
): Promise<FormData | undefined> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return undefined;
  }
  refuseRepeated(form, reading);
  return form;
}

/** Throws the 400 of `repeatedFieldRefusal` when `form` sends a one-valued field twice. */
export function refuseRepeated(form: FormData, reading: FormReading = {}): void {
  const field = repeatedField(form, reading);
  if (field !== undefined) throw repeatedFieldRefusal(field);
}

/** The 400 for a body that is no form, in Indonesian (also as the form's error, for editors). */
export function unreadableForm() {
  const message = texts.actions.unreadableForm;
  return refuse(400, message, { errors: { form: message } });
}

/** A done action's answer: its message becomes a success toast. */
export function done(message: string, options: { for?: string } = {}) {
  return data<ActionResult>({ ok: true, message, ...options });
}

/** A refused action's answer with its status: the message, and the fields to mark if any. */
export function refuse<Field extends string = string>(
  status: number,
  message: string,
  options: { errors?: FormErrors<Field>; for?: string } = {},
) {
  return data<ActionResult<Field>>({ ok: false, message, ...options }, { status });
}

/** A refusal whose fields say it all: the message is the form's problem, else the first field's. */
export function refuseFields<Field extends string>(
  status: number,
  errors: FormErrors<Field>,
  options: { for?: string } = {},
) {
  const message = errors.form ?? Object.values<string | undefined>(errors).find(Boolean) ?? "";
  return refuse(status, message || texts.auth.failed, { ...options, errors });
}

/**
 * An answer that also carries what its screen shows beside it (the state of a link the form
 * came from): the kit's shape, with the same status and headers.
 */
export function answerWith<Field extends string, Extra extends object>(
  answer: ReturnType<typeof refuse<Field>> | ReturnType<typeof done>,
  extra: Extra,
) {
  return data<ActionResult<Field> & Extra>(
    { ...(answer.data as ActionResult<Field>), ...extra },
    answer.init ?? undefined,
  );
}
