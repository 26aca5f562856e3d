import { Field, inputClass } from "~/components/field";

/** A new password's field (reset, invitation): the same bounds as the server's schema. */
export function NewPasswordField({
  name,
  label,
  error,
}: {
  name: string;
  label: string;
  error?: string;
}) {
  return (
    <Field id={name} label={label} error={error}>
      {(props) => (
        <input
          {...props}
          name={name}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          className={inputClass(error)}
        />
      )}
    </Field>
  );
}
