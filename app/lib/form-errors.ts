// The one way Warta's forms report problems: the first message per field, keyed by the field's
// name, plus `form` for a problem that belongs to no field. Zod's issues and the plain-function
// checks of the public forms (which must not ship Zod to readers) both produce this shape.
// This module imports no Zod, so any form may use it.

export type FormErrors<Field extends string = string> = Partial<Record<Field | "form", string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

interface SafeParser<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
}

export type Validation<Output> =
  { ok: true; data: Output } | { ok: false; errors: FormErrors<Extract<keyof Output, string>> };

/**
 * The first message of each field among `issues`; an issue without a field goes to `form`. A
 * nested field is named by its path, as its input is (`social.x`, `footerGroups.0.title`).
 */
export function firstMessages<Field extends string>(issues: readonly Issue[]): FormErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[field] ??= issue.message;
  }
  return errors as FormErrors<Field>;
}

/** Runs a schema (Zod classic or mini) over a form's values. */
export function validate<Output>(schema: SafeParser<Output>, values: unknown): Validation<Output> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: firstMessages(result.error.issues) };
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The plain fields of a FormData (files left out), as a schema expects them. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}
