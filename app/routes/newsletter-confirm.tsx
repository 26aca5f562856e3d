import { CircleCheck, MailCheck, MailX } from "~/components/icons";
import { data, redirect } from "react-router";
import { TokenButton, TokenMessage, TokenPage } from "~/components/token-page";
import { services } from "~/.server/context";
import { checkConfirmation, confirmSubscription } from "~/.server/mail/subscriptions";
import { subscriptionTokenSchema as tokenSchema } from "~/lib/newsletter-schema";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/newsletter-confirm";

const t = texts.subscription;
const donePath = "/newsletter/confirm?status=selesai";

type PageState =
  | { state: "confirm"; email: string; token: string }
  | { state: "done" }
  | { state: "invalid" }
  | { state: "expired" };

// GET only asks: mail scanners open links, and a click by a scanner is no one's consent.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get("status") === "selesai") return data<PageState>({ state: "done" });
  const token = tokenSchema.safeParse(params.get("token"));
  if (!token.success) return data<PageState>({ state: "invalid" }, { status: 400 });
  const check = await checkConfirmation(services(context).db, token.data);
  if (check.state === "valid") {
    return data<PageState>({ state: "confirm", email: check.email, token: token.data });
  }
  return data<PageState>({ state: check.state }, { status: check.state === "expired" ? 410 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = tokenSchema.safeParse(form?.get("token"));
  if (!token.success) return data<PageState>({ state: "invalid" }, { status: 400 });
  const state = await confirmSubscription(services(context).db, token.data);
  if (state === "valid") return redirect(donePath);
  return data<PageState>({ state }, { status: state === "expired" ? 410 : 404 });
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <TokenPage title={t.confirmTitle}>
      {page.state === "confirm" && (
        <>
          <TokenMessage
            icon={MailCheck}
            tone="brand"
            title={t.confirmTitle}
            text={t.confirmText(page.email)}
          />
          <TokenButton token={page.token} label={t.confirmButton} busyLabel={t.confirming} />
        </>
      )}
      {page.state === "done" && (
        <TokenMessage
          icon={CircleCheck}
          tone="success"
          title={t.confirmedTitle}
          text={t.confirmedText}
        />
      )}
      {page.state === "invalid" && (
        <TokenMessage icon={MailX} tone="danger" title={t.invalidTitle} text={t.invalidText} />
      )}
      {page.state === "expired" && (
        <TokenMessage icon={MailX} tone="danger" title={t.expiredTitle} text={t.expiredText} />
      )}
    </TokenPage>
  );
}
