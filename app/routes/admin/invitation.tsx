import { data, redirect } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { NewPasswordForm, RefusedLink } from "~/components/admin/new-password-form";
import {
  answerWith,
  refuse,
  refuseFields,
  repeatedField,
  repeatedFieldRefusal,
} from "~/.server/action-kit";
import { callAuth } from "~/.server/auth";
import { services } from "~/.server/context";
import { grantInvitedRole, invitationState, takeInvitation } from "~/.server/invitations";
import { validate } from "~/lib/form-errors";
import { z } from "zod";
import { newPasswordFields, newPasswordSchema } from "~/lib/password-reset-schema";
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

// The action kit's answer (app/lib/action-result.ts), carrying the page the answer shows: the
// form again or the refused link.
const refusedLink = (page: { state: "invalid" } | { state: "expired" }) =>
  answerWith(refuse(statusOf(page), page.state === "expired" ? t.expiredText : t.invalidText), {
    page: page as PageState,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const page = await pageFor(context, form?.get("token"));
  if (page.state !== "form") return refusedLink(page);
  const repeated = form ? repeatedField(form) : undefined;
  if (repeated !== undefined) return answerWith(repeatedFieldRefusal(repeated), { page });
  const parsed = validate(newPasswordSchema, newPasswordFields(form));
  if (!parsed.ok) return answerWith(refuseFields(400, parsed.errors), { page });
  const { db } = services(context);
  // Used once: a second tab, or a link used meanwhile, finds nothing.
  const invitation = await takeInvitation(db, page.token);
  if (!invitation) return refusedLink({ state: "invalid" });
  const response = await callAuth(request, context, "/sign-up/email", {
    email: invitation.email,
    password: parsed.data.password,
    name: invitation.name || (invitation.email.split("@")[0] ?? invitation.email),
  });
  if (!response.ok) return answerWith(refuseFields(400, { form: t.failed }), { page });
  await grantInvitedRole(db, invitation);
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/admin/dashboard", { headers });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const page: PageState = actionData?.page ?? loaderData;
  if (page.state !== "form") {
    return (
      <RefusedLink
        title={t.invalidTitle}
        text={page.state === "expired" ? t.expiredText : t.invalidText}
      />
    );
  }
  return (
    <AuthCard title={t.title}>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t.lead(page.email, page.role)}
      </p>
      <NewPasswordForm token={page.token} answer={actionData} save={t.save} saving={t.saving} />
    </AuthCard>
  );
}
