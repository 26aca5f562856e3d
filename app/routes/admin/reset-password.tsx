import { repeatedFieldMessage } from "~/.server/action-kit";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, authButtonClass } from "~/components/auth-card";
import { FormAlert, FormStatus } from "~/components/field";
import { useFormCheck } from "~/components/use-form-check";
import { NewPasswordField } from "~/components/admin/new-password-field";
import { callAuth, resetTokenState } from "~/.server/auth";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { newPasswordSchema, resetTokenSchema } from "~/lib/password-reset-schema";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/reset-password";

const t = texts.passwordReset;
const donePath = "/admin/reset-password?status=selesai";

type PageState =
  | { state: "form"; token: string }
  | { state: "done" }
  | { state: "invalid" }
  | { state: "expired" };

type PasswordErrors = FormErrors<"password" | "repeat">;
type ActionResult = { page: PageState; errors?: PasswordErrors };

// Absent fields count as empty, so the schema answers with its own messages.
function passwords(form: FormData | null) {
  const { password = "", repeat = "" } = form ? formFields(form) : {};
  return { password, repeat };
}

async function tokenState(request: Request, context: Route.LoaderArgs["context"], raw: unknown) {
  const token = resetTokenSchema.safeParse(raw);
  if (!token.success) return { state: "unknown" as const, token: "" };
  return { state: await resetTokenState(request, context, token.data), token: token.data };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get("status") === "selesai") return data<PageState>({ state: "done" });
  const { state, token } = await tokenState(request, context, params.get("token"));
  if (state === "valid") return data<PageState>({ state: "form", token });
  if (state === "expired") return data<PageState>({ state: "expired" }, { status: 410 });
  return data<PageState>({ state: "invalid" }, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const repeated = repeatedFieldMessage(form);
  if (repeated) {
    return data<ActionResult>(
      { errors: { form: repeated }, page: { state: "form", token: "" } },
      { status: 400 },
    );
  }
  const { state, token } = await tokenState(request, context, form?.get("token"));
  if (state === "expired")
    return data<ActionResult>({ page: { state: "expired" } }, { status: 410 });
  if (state !== "valid") return data<ActionResult>({ page: { state: "invalid" } }, { status: 404 });
  const parsed = validate(newPasswordSchema, passwords(form));
  if (!parsed.ok) {
    return data<ActionResult>(
      { errors: parsed.errors, page: { state: "form", token } },
      { status: 400 },
    );
  }
  const response = await callAuth(request, context, "/reset-password", {
    token,
    newPassword: parsed.data.password,
  });
  // Used in the meantime (two tabs): better-auth consumes the token once.
  if (!response.ok) return data<ActionResult>({ page: { state: "invalid" } }, { status: 400 });
  return redirect(donePath);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData?.page ?? loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const form = useFormCheck<keyof PasswordErrors>((values) => {
    const parsed = validate(newPasswordSchema, passwords(values));
    return parsed.ok ? {} : parsed.errors;
  }, actionData?.errors);
  const shown = form.errors;
  if (page.state === "done") {
    return (
      <AuthCard title={t.resetTitle}>
        <div className="mt-4">
          <FormStatus message={t.done} />
        </div>
        <Link to="/admin/auth" className={`mt-6 block text-center ${authButtonClass}`}>
          {texts.auth.signInButton}
        </Link>
      </AuthCard>
    );
  }
  if (page.state !== "form") {
    return (
      <AuthCard title={t.invalidTitle}>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {page.state === "expired" ? t.expiredText : t.invalidText}
        </p>
        <Link to="/admin/forgot-password" className={`mt-6 block text-center ${authButtonClass}`}>
          {t.requestNew}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.resetTitle}>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        <input type="hidden" name="token" value={page.token} />
        <FormAlert message={shown.form} />
        <NewPasswordField name="password" label={t.newPassword} error={shown.password} />
        <NewPasswordField name="repeat" label={t.repeatPassword} error={shown.repeat} />
        <button type="submit" disabled={busy} className={authButtonClass}>
          {busy ? t.saving : t.save}
        </button>
      </Form>
    </AuthCard>
  );
}
