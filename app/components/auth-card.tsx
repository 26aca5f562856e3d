import type { ReactNode } from "react";
import { Link } from "react-router";
import { Field, inputClass } from "~/components/field";
import { PageTitle } from "~/components/page-meta";
import { SiteHeader } from "~/components/site-header";
import { texts } from "~/lib/admin-texts";

// The frame of the sign-in side screens (forgot password, new password, verification code):
// the site header and one card, like the sign-in screen itself. Their forms use Field and
// FormAlert (components/field) like every other form.
// The sign-in screen itself uses it too, with a link home instead of back to signing in.
export function AuthCard({
  title,
  back = { to: "/admin/auth", label: texts.passwordReset.backToSignIn },
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
      <SiteHeader />
      <main id="konten" className="mx-auto max-w-md px-4 py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={back.to} className="text-slate-600 hover:underline dark:text-slate-400">
            {back.label}
          </Link>
        </p>
      </main>
    </>
  );
}

export const authButtonClass =
  "w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

/** The e-mail address field of the sign-in screens. */
export function EmailField({
  label,
  error,
  maxLength,
}: {
  label: string;
  error?: string;
  maxLength?: number;
}) {
  return (
    <Field id="email" label={label} error={error}>
      {(props) => (
        <input
          {...props}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={maxLength}
          className={inputClass(error)}
        />
      )}
    </Field>
  );
}
