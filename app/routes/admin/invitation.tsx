import { repeatedFieldMessage } from "~/.server/action-kit";
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthCard, authButtonClass } from "~/components/auth-card";
import { FormAlert } from "~/components/field";
import { useFormCheck } from "~/components/use-form-check";
import { NewPasswordField } from "~/components/admin/new-password-field";
import { callAuth } from "~/.server/auth";
import { services } from "~/.server/context";
import { grantInvitedRole, invitationState, takeInvitation } from "~/.server/invitations";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { z } from "zod";
import { newPasswordSchema } from "~/lib/password-reset-schema";
import { roleLabels } from "~/lib/roles";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/invitation";

const t = texts.invitation;

// The link's token: 32 random bytes, base64url (app/.server/invitations.ts).
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

type PageState =
  | { state: "form"; token: string; email: string; role: string }
  | { state: "invalid" }
  | { state: "expired" };

type PasswordErrors = FormErrors<"password" | "repeat" | "form">;
type ActionResult = { page: PageState; errors?: PasswordErrors };

// Absent fields count as empty, so the schema answers with its own messages.
function passwords(form: FormData | null) {
  const { password = "", repeat = "" } = form ? formFields(form) : {};
  return { password, repeat };
}

// The invitation a link's token opens, as the page shows it.
async function pageFor(context: Route.LoaderArgs["context"], raw: unknown): Promise<PageState> {
  const token = tokenSchema.safeParse(raw);
  if (!token.success) return { state: "invalid" };
  const found = await invitationState(services(context).db, token.data);
  if (found.state === "expired") return { state: "expired" };
  if (found.state !== "valid") return { state: "invalid" };
  const { email, role } = found.invitation;
  return { state: "form", token: token.data, email, role: roleLabels[role] };
}

const statusOf = (page: PageState) =>
  page.state === "expired" ? 410 : page.state === "invalid" ? 404 : 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await pageFor(context, new URL(request.url).searchParams.get("token"));
  return data<PageState>(page, { status: statusOf(page) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const page = await pageFor(context, form?.get("token"));
  if (page.state !== "form") return data<ActionResult>({ page }, { status: statusOf(page) });
  const repeated = repeatedFieldMessage(form);
  if (repeated) return data<ActionResult>({ page, errors: { form: repeated } }, { status: 400 });
  const parsed = validate(newPasswordSchema, passwords(form));
  if (!parsed.ok) return data<ActionResult>({ page, errors: parsed.errors }, { status: 400 });
  const { db } = services(context);
  // Used once: a second tab, or a link used meanwhile, finds nothing.
  const invitation = await takeInvitation(db, page.token);
  if (!invitation) return data<ActionResult>({ page: { state: "invalid" } }, { status: 404 });
  const response = await callAuth(request, context, "/sign-up/email", {
    email: invitation.email,
    password: parsed.data.password,
    name: invitation.name || (invitation.email.split("@")[0] ?? invitation.email),
  });
  if (!response.ok) {
    return data<ActionResult>({ page, errors: { form: t.failed } }, { status: 400 });
  }
  await grantInvitedRole(db, invitation);
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/admin/dashboard", { headers });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData?.page ?? loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const form = useFormCheck<keyof PasswordErrors>((values) => {
    const parsed = validate(newPasswordSchema, passwords(values));
    return parsed.ok ? {} : parsed.errors;
  }, actionData?.errors);
  const shown = form.errors;
  if (page.state !== "form") {
    return (
      <AuthCard title={t.invalidTitle}>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {page.state === "expired" ? t.expiredText : t.invalidText}
        </p>
      </AuthCard>
    );
  }
  const reset = texts.passwordReset;
  return (
    <AuthCard title={t.title}>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t.lead(page.email, page.role)}
      </p>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 space-y-5">
        <input type="hidden" name="token" value={page.token} />
        <FormAlert message={shown.form} />
        <NewPasswordField name="password" label={reset.newPassword} error={shown.password} />
        <NewPasswordField name="repeat" label={reset.repeatPassword} error={shown.repeat} />
        <button type="submit" disabled={busy} className={authButtonClass}>
          {busy ? t.saving : t.save}
        </button>
      </Form>
    </AuthCard>
  );
}
