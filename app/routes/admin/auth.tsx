import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { SiteHeader } from "~/components/site-header";
import { callAuth, getUser } from "~/.server/auth";
import { credentialErrors, type CredentialErrors } from "~/.server/auth-errors";
import { services } from "~/.server/context";
import { takeFlash } from "~/.server/flash";
import { credentialsSchema, signUpSchema } from "~/lib/auth-schema";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/auth";

const t = texts.auth;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getUser(request, context)) throw redirect("/admin/dashboard");
  const { flash, headers } = await takeFlash(request);
  const signUp = new URL(request.url).searchParams.get("mode") === "daftar";
  return data({ signUp, loggedOut: flash === "logout" }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const signUp = form.get("intent") === "sign-up";
  const parsed = (signUp ? signUpSchema : credentialsSchema).safeParse({
    email: form.get("email") ?? "",
    password: form.get("password") ?? "",
  });
  if (!parsed.success) {
    const errors: CredentialErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "email" ? "email" : "password";
      errors[field] ??= issue.message;
    }
    return data({ errors }, { status: 400 });
  }
  const { email, password } = parsed.data;
  const response = signUp
    ? await callAuth(request, context, "/sign-up/email", {
        email,
        password,
        name: email.split("@")[0] ?? email,
      })
    : await callAuth(request, context, "/sign-in/email", { email, password });
  if (!response.ok) {
    const errors = await credentialErrors(services(context).db, response, email);
    return data({ errors }, { status: response.status === 429 ? 429 : 400 });
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/admin/dashboard", { headers });
}

export default function AdminAuth({ loaderData, actionData }: Route.ComponentProps) {
  const { signUp, loggedOut } = loaderData;
  const errors: CredentialErrors = actionData?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<CredentialErrors>({});
  const shown = { ...errors, ...clientErrors };
  const title = signUp ? t.signUpTitle : t.signInTitle;

  useEffect(() => {
    if (loggedOut) toast.success(texts.admin.logoutToast);
  }, [loggedOut]);

  function check(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = (signUp ? signUpSchema : credentialsSchema).safeParse({
      email: form.get("email") ?? "",
      password: form.get("password") ?? "",
    });
    if (parsed.success) return setClientErrors({});
    event.preventDefault();
    const next: CredentialErrors = {};
    for (const issue of parsed.error.issues) {
      next[issue.path[0] === "email" ? "email" : "password"] ??= issue.message;
    }
    setClientErrors(next);
  }

  return (
    <>
      <title>{`${title} | ${texts.site.name}`}</title>
      <meta name="robots" content="noindex" />
      <SiteHeader />
      <main id="konten" className="mx-auto max-w-md px-4 py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {signUp ? t.signUpLead : t.signInLead}
          </p>
          {loggedOut && (
            <p
              role="status"
              className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-800 dark:bg-green-950 dark:text-green-300"
            >
              {texts.admin.logoutToast}
            </p>
          )}
          <Form method="post" noValidate onSubmit={check} className="mt-6 space-y-5" key={title}>
            <input type="hidden" name="intent" value={signUp ? "sign-up" : "sign-in"} />
            {shown.form && (
              <p
                role="alert"
                className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
              >
                {shown.form}
              </p>
            )}
            <Field
              label={t.email}
              name="email"
              type="email"
              autoComplete="email"
              error={shown.email}
            />
            <Field
              label={t.password}
              name="password"
              type="password"
              autoComplete={signUp ? "new-password" : "current-password"}
              error={shown.password}
            />
            <button
              type="submit"
              disabled={busy}
              className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {signUp ? t.signUpButton : t.signInButton}
            </button>
          </Form>
          <p className="mt-6 text-center text-sm">
            <Link
              to={signUp ? "?" : "?mode=daftar"}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              onClick={() => setClientErrors({})}
            >
              {signUp ? t.toSignIn : t.toSignUp}
            </Link>
          </p>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-slate-600 hover:underline dark:text-slate-400">
            {t.backHome}
          </Link>
        </p>
      </main>
    </>
  );
}

interface FieldProps {
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  error?: string;
}

function Field({ label, name, type, autoComplete, error }: FieldProps) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
