import { CircleCheck, MailX } from "~/components/icons";
import { data, redirect } from "react-router";
import { TokenButton, TokenMessage, TokenPage } from "~/components/token-page";
import { services } from "~/.server/context";
import { unsubscribeRequest } from "~/.server/http";
import { findSubscriberByToken, unsubscribeByToken } from "~/.server/db/subscribers";
import { subscriptionTokenSchema as tokenSchema } from "~/lib/newsletter-schema";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/newsletter-unsubscribe";

const t = texts.newsletter;
const donePath = "/newsletter/unsubscribe?status=selesai";

type PageState =
  { state: "confirm"; email: string; token: string } | { state: "done" } | { state: "invalid" };

// GET only shows the question: mail scanners and link prefetchers open links, and must not
// unsubscribe anyone by doing so.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get("status") === "selesai") return data<PageState>({ state: "done" });
  const token = tokenSchema.safeParse(params.get("token"));
  if (!token.success) return data<PageState>({ state: "invalid" }, { status: 400 });
  const subscriber = await findSubscriberByToken(services(context).db, token.data);
  if (!subscriber) return data<PageState>({ state: "invalid" }, { status: 404 });
  if (subscriber.state === "unsubscribed") return data<PageState>({ state: "done" });
  return data<PageState>({ state: "confirm", email: subscriber.email, token: token.data });
}

// Two callers: the page's own button (token in the form), and a mail program's one-click
// unsubscribe (RFC 8058: a POST to the List-Unsubscribe address, token in the URL, body
// `List-Unsubscribe=One-Click`), which needs a 2xx and no page to confirm.
export async function action({ request, context }: Route.ActionArgs) {
  const { token, oneClick } = await unsubscribeRequest(request, tokenSchema);
  if (!token) return data<PageState>({ state: "invalid" }, { status: 400 });
  const unsubscribed = await unsubscribeByToken(services(context).db, token);
  if (!unsubscribed) return data<PageState>({ state: "invalid" }, { status: 404 });
  return oneClick ? data<PageState>({ state: "done" }) : redirect(donePath);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <TokenPage title={t.unsubscribeTitle}>
      {page.state === "confirm" && (
        <>
          <TokenMessage
            icon={MailX}
            tone="brand"
            title={t.unsubscribeTitle}
            text={t.unsubscribeConfirm(page.email)}
          />
          <TokenButton
            token={page.token}
            label={t.unsubscribeButton}
            busyLabel={t.unsubscribing}
            danger
          />
        </>
      )}
      {page.state === "done" && (
        <TokenMessage
          icon={CircleCheck}
          tone="success"
          title={t.unsubscribedTitle}
          text={t.unsubscribedText}
        />
      )}
      {page.state === "invalid" && (
        <TokenMessage
          icon={MailX}
          tone="danger"
          title={t.invalidTokenTitle}
          text={t.invalidTokenText}
        />
      )}
    </TokenPage>
  );
}
