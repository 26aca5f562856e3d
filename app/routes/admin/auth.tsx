import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { Field, FormAlert, inputClass } from "~/components/field";
import { AuthCard, authButtonClass, EmailField } from "~/components/auth-card";
import { useFormCheck } from "~/components/use-form-check";
import { callAuth, getUser, secondFactorPending } from "~/.server/auth";
import { countUsers, endSessions, isDeactivated } from "~/.server/db/users";
import { credentialErrors, type CredentialErrors } from "~/.server/auth-errors";
import {
  refuseFields,
  repeatedField,
  repeatedFieldRefusal,
  unreadableForm,
} from "~/.server/action-kit";
import { services } from "~/.server/context";
import { takeFlash } from "~/.server/flash";
import { signUpAllowed } from "~/.server/settings";
import { credentialsSchema, signUpSchema } from "~/lib/auth-schema";
import { errorsOf } from "~/lib/action-result";
import { formFields, validate } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/auth";

const t = texts.auth;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getUser(request, context)) throw redirect("/admin/dashboard");
  const { flash, headers } = await takeFlash(request);
  const signUp = new URL(request.url).searchParams.get("mode") === "daftar";
  const { db } = services(context);
  const signUpOpen = await signUpAllowed(db);
  // The first account becomes the admin: only then does the screen say "Daftar Admin".
  const first = (await countUsers(db)) === 0;
  return data({ signUp, signUpOpen, first, loggedOut: flash === "logout" }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Outside the dashboard's layout: a repeated field is answered on the form, not thrown.
  const form = await request.formData().catch(() => undefined);
  if (!form) return unreadableForm();
  const repeated = repeatedField(form);
  if (repeated !== undefined) return repeatedFieldRefusal(repeated);
  const signUp = form.get("intent") === "sign-up";
  if (signUp && !(await signUpAllowed(services(context).db))) {
    return refuseFields(403, { form: texts.settings.signupClosedText });
  }
  const parsed = validate(signUp ? signUpSchema : credentialsSchema, credentials(form));
  if (!parsed.ok) return refuseFields(400, parsed.errors);
  const { email, password } = parsed.data;
  const response = signUp
    ? await callAuth(request, context, "/sign-up/email", {
        email,
        password,
        name: email.split("@")[0] ?? email,
      })
    : await callAuth(request, context, "/sign-in/email", { email, password });
  if (!response.ok) {
    const errors = await credentialErrors(response);
    return refuseFields(response.status === 429 ? 429 : 400, errors);
  }
  // A deactivated account's right password opens nothing: the session just made is ended.
  const { db } = services(context);
  if (!signUp && (await isDeactivated(db, email))) {
    await endSessions(db, email);
    return refuseFields(403, { form: t.deactivated });
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  // Two-factor accounts: the password was right, the code comes next (routes/admin/two-factor).
  if (await secondFactorPending(response)) return redirect("/admin/two-factor", { headers });
  return redirect("/admin/dashboard", { headers });
}

// Absent fields count as empty, so the schema answers with its own "wajib diisi" messages.
function credentials(form: FormData) {
  const { email = "", password = "" } = formFields(form);
  return { email, password };
}

export default function AdminAuth({ loaderData, actionData }: Route.ComponentProps) {
  const { signUp, signUpOpen, first, loggedOut } = loaderData;
  const closed = signUp && !signUpOpen;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useFormCheck<keyof CredentialErrors>((values) => {
    const parsed = validate(signUp ? signUpSchema : credentialsSchema, credentials(values));
    return parsed.ok ? {} : parsed.errors;
  }, errorsOf<keyof CredentialErrors>(actionData));
  const shown = form.errors;
  const signUpTitle = first ? t.firstSignUpTitle : t.signUpTitle;
  const title = signUp ? signUpTitle : t.signInTitle;

  useEffect(() => {
    if (loggedOut) toast.success(texts.admin.logoutToast);
  }, [loggedOut]);

  return (
    <AuthCard title={title} back={{ to: "/", label: t.backHome }}>
      {!closed && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {signUp ? (first ? t.firstSignUpLead : t.signUpLead) : t.signInLead}
        </p>
      )}
      {loggedOut && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-800 dark:bg-green-950 dark:text-green-300"
        >
          {texts.admin.logoutToast}
        </p>
      )}
      {closed ? (
        <div
          role="status"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-semibold">{texts.settings.signupClosed}</p>
          <p className="mt-1 text-sm">{texts.settings.signupClosedText}</p>
        </div>
      ) : (
        <Form
          method="post"
          noValidate
          onSubmit={form.onSubmit}
          className="mt-6 space-y-5"
          key={title}
        >
          <input type="hidden" name="intent" value={signUp ? "sign-up" : "sign-in"} />
          <FormAlert message={shown.form} />
          <EmailField label={t.email} error={shown.email} />
          <Field id="password" label={t.password} error={shown.password}>
            {(props) => (
              <input
                {...props}
                name="password"
                type="password"
                autoComplete={signUp ? "new-password" : "current-password"}
                required
                className={inputClass(shown.password)}
              />
            )}
          </Field>
          <button type="submit" disabled={busy} className={authButtonClass}>
            {signUp ? t.signUpButton : t.signInButton}
          </button>
        </Form>
      )}
      {!signUp && (
        <p className="mt-4 text-center text-sm">
          <Link
            to="/admin/forgot-password"
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {texts.passwordReset.forgotLink}
          </Link>
        </p>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={signUp ? "?" : "?mode=daftar"}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          onClick={form.clear}
        >
          {signUp ? t.toSignIn : first ? t.firstToSignUp : t.toSignUp}
        </Link>
      </p>
    </AuthCard>
  );
}
