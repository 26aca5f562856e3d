import { data, Link, redirect } from "react-router";
import { AuthCard, authButtonClass } from "~/components/auth-card";
import { FormStatus } from "~/components/field";
import { NewPasswordForm, RefusedLink } from "~/components/admin/new-password-form";
import {
  answerWith,
  refuse,
  refuseFields,
  repeatedField,
  repeatedFieldRefusal,
} from "~/.server/action-kit";
import { callAuth, resetTokenState } from "~/.server/auth";
import { validate } from "~/lib/form-errors";
import {
  newPasswordFields,
  newPasswordSchema,
  resetTokenSchema,
} from "~/lib/password-reset-schema";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/reset-password";

const t = texts.passwordReset;
const donePath = "/admin/reset-password?status=selesai";

type PageState =
  | { state: "form"; token: string }
  | { state: "done" }
  | { state: "invalid" }
  | { state: "expired" };

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

// The action kit's answer (app/lib/action-result.ts), carrying the page the answer shows: the
// form again (with its token) or the refused link.
const refusedLink = (status: number, page: { state: "invalid" } | { state: "expired" }) =>
  answerWith(refuse(status, page.state === "expired" ? t.expiredText : t.invalidText), { page });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const repeated = form ? repeatedField(form) : undefined;
  if (repeated !== undefined) {
    return answerWith(repeatedFieldRefusal(repeated), {
      page: { state: "form", token: "" } as PageState,
    });
  }
  const { state, token } = await tokenState(request, context, form?.get("token"));
  if (state === "expired") return refusedLink(410, { state: "expired" });
  if (state !== "valid") return refusedLink(404, { state: "invalid" });
  const parsed = validate(newPasswordSchema, newPasswordFields(form));
  if (!parsed.ok) {
    return answerWith(refuseFields(400, parsed.errors), {
      page: { state: "form", token } as PageState,
    });
  }
  const response = await callAuth(request, context, "/reset-password", {
    token,
    newPassword: parsed.data.password,
  });
  // Used in the meantime (two tabs): better-auth consumes the token once.
  if (!response.ok) return refusedLink(400, { state: "invalid" });
  return redirect(donePath);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const page: PageState = actionData?.page ?? loaderData;
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
      <RefusedLink
        title={t.invalidTitle}
        text={page.state === "expired" ? t.expiredText : t.invalidText}
      >
        <Link to="/admin/forgot-password" className={`mt-6 block text-center ${authButtonClass}`}>
          {t.requestNew}
        </Link>
      </RefusedLink>
    );
  }
  return (
    <AuthCard title={t.resetTitle}>
      <NewPasswordForm token={page.token} answer={actionData} save={t.save} saving={t.saving} />
    </AuthCard>
  );
}
