import { useState, type FormEvent } from "react";
import { hasErrors, type FormErrors } from "~/lib/form-errors";

/**
 * Checks a form in the browser before it is sent, and merges that answer with the server's.
 * `check` mirrors the server's rules (a Zod schema on admin screens, a plain function on public
 * ones); the server checks again and its answer (`serverErrors`) shows until the next attempt.
 */
export function useFormCheck<Field extends string>(
  check: (form: FormData) => FormErrors<Field>,
  serverErrors: FormErrors<Field> | undefined,
) {
  const [clientErrors, setClientErrors] = useState<FormErrors<Field> | null>(null);
  // A new answer from the server replaces what the browser found before it.
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    setClientErrors(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): boolean {
    const found = check(new FormData(event.currentTarget));
    if (!hasErrors(found)) {
      setClientErrors(null);
      return true;
    }
    event.preventDefault();
    setClientErrors(found);
    return false;
  }

  const errors: FormErrors<Field> = clientErrors ?? serverErrors ?? {};
  return {
    errors,
    /** Use as the form's onSubmit: stops a submission the browser already knows is wrong. */
    onSubmit,
    /** Forgets the browser's findings (after a reset or a change of mode). */
    clear: () => setClientErrors(null),
  };
}
