import type { ReactNode } from "react";

export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Other elements describing the control (a character counter). */
  describedBy?: string;
  className?: string;
  /** The label's look; "sr-only" where the placeholder and the context already say it. */
  labelClassName?: string;
  children: (props: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its error message beside it: every form in Warta,
 * public or admin, lays out its fields with this. The control gets its id and ARIA wiring from
 * `children`'s argument.
 */
export function Field({
  id,
  label,
  error,
  hint,
  describedBy,
  className,
  labelClassName = "block text-sm font-medium",
  children,
}: FieldProps) {
  const described = [describedBy, error && `${id}-error`, hint && `${id}-hint`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="mt-1">
        {children({
          id,
          ...(error ? { "aria-invalid": true as const } : {}),
          ...(described ? { "aria-describedby": described } : {}),
        })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Warta's text input look; red border while the field is invalid. */
export function inputClass(error?: string): string {
  return `w-full rounded-lg border bg-white px-3 py-2 dark:bg-slate-950 ${
    error ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700"
  }`;
}

/** A message for the whole form (one that belongs to no single field). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
    >
      {message}
    </p>
  );
}

/** A form's good news (a link sent, a password changed), announced like FormAlert's problems. */
export function FormStatus({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-lg bg-green-50 p-3 text-sm text-green-800 dark:bg-green-950 dark:text-green-300"
    >
      {message}
    </p>
  );
}
