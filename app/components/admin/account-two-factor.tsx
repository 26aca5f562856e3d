import { ShieldCheck } from "~/components/icons";
import { Form } from "react-router";
import { Field, FormAlert, inputClass } from "~/components/field";
import { useFormCheck } from "~/components/use-form-check";
import { formFields, validate } from "~/lib/form-errors";
import {
  passwordSchema,
  setupCodeSchema,
  type TwoFactorErrors,
  type TwoFactorSetup,
  type TwoFactorStep,
} from "~/lib/two-factor-schema";
import { texts } from "~/lib/admin-texts";

const t = texts.twoFactor;

/**
 * Akun's two-factor section: turning it on (password, then the QR code, secret and backup codes
 * and a code from the app), or off (password). `errorsOf` answers a refused step's errors.
 */
export function TwoFactorSection({
  enabled,
  setup,
  errorsOf,
  busy,
}: {
  enabled: boolean;
  setup: TwoFactorSetup | undefined;
  errorsOf: (step: TwoFactorStep) => TwoFactorErrors | undefined;
  busy: boolean;
}) {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5" aria-hidden />
        {t.sectionTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {enabled ? t.enabled : t.disabled}
      </p>

      {enabled ? (
        <PasswordForm
          intent="disable"
          button={t.turnOff}
          busy={busy}
          errors={errorsOf("disable")}
        />
      ) : setup || errorsOf("verify") ? (
        <div className="mt-4 space-y-4">
          {setup && <SetupCodes setup={setup} />}
          <CodeForm busy={busy} errors={errorsOf("verify")} />
        </div>
      ) : (
        <PasswordForm intent="enable" button={t.start} busy={busy} errors={errorsOf("enable")} />
      )}
    </section>
  );
}

/** The QR code to scan, the secret to type instead, and the backup codes to keep. */
function SetupCodes({ setup }: { setup: TwoFactorSetup }) {
  return (
    <>
      <p className="text-sm">{t.scan}</p>
      <div
        role="img"
        aria-label={t.qrAlt}
        className="size-48 rounded-lg bg-white p-2"
        // Generated on the server from better-auth's otpauth:// address; no input of anyone's.
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm">
        {t.secret}:{" "}
        <code className="rounded bg-slate-100 px-2 py-1 font-mono break-all dark:bg-slate-800">
          {setup.secret}
        </code>
      </p>
      <div>
        <h3 className="font-semibold">{t.backupTitle}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.backupText}</p>
        <ul className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm" aria-label={t.backupTitle}>
          {setup.backupCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
              {code}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

const stepButtonClass =
  "block rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

function PasswordForm(props: {
  intent: "enable" | "disable";
  button: string;
  busy: boolean;
  errors?: TwoFactorErrors;
}) {
  const form = useFormCheck<"password">((values) => {
    const parsed = validate(passwordSchema, { password: formFields(values).password ?? "" });
    return parsed.ok ? {} : parsed.errors;
  }, props.errors);
  const shown = form.errors;
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-4 max-w-sm space-y-3">
      <input type="hidden" name="intent" value={props.intent} />
      <FormAlert message={shown.form} />
      <Field id={`${props.intent}-password`} label={t.password} error={shown.password}>
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            className={inputClass(shown.password)}
          />
        )}
      </Field>
      <button type="submit" disabled={props.busy} className={stepButtonClass}>
        {props.button}
      </button>
    </Form>
  );
}

function CodeForm({ busy, errors }: { busy: boolean; errors?: TwoFactorErrors }) {
  const form = useFormCheck<"code">((values) => {
    const parsed = validate(setupCodeSchema, { code: formFields(values).code ?? "" });
    return parsed.ok ? {} : parsed.errors;
  }, errors);
  const shown = form.errors;
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-3">
      <input type="hidden" name="intent" value="verify" />
      <FormAlert message={shown.form} />
      <Field id="code" label={t.code} error={shown.code}>
        {(control) => (
          <input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={10}
            className={`${inputClass(shown.code)} max-w-48 font-mono tracking-widest`}
          />
        )}
      </Field>
      <button type="submit" disabled={busy} className={stepButtonClass}>
        {t.confirm}
      </button>
    </Form>
  );
}
