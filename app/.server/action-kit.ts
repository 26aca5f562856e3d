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

/**
 * The request's form, or undefined when its body cannot be read as one (the server's guards
 * refuse most such bodies first; this is the action's own defence): answer `unreadableForm()`.
 */
export async function readFormSafely(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
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
