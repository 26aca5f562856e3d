import { CircleCheck, MailX } from "~/components/icons";
import { data, redirect } from "react-router";
import { TokenButton, TokenMessage, TokenPage } from "~/components/token-page";
import { noticePaths } from "~/.server/comment-notices";
import { services } from "~/.server/context";
import { unsubscribeRequest } from "~/.server/http";
import { findByToken, stopNotice } from "~/.server/db/comment-notices";
import { subscriptionTokenSchema as tokenSchema } from "~/lib/newsletter-schema";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/comment-notice-stop";

const t = texts.commentNotices;
const donePath = `${noticePaths.stop}?status=selesai`;

type PageState =
  | { state: "confirm"; email: string; title: string; token: string }
  | { state: "done" }
  | { state: "invalid" };

// The end of one thread's reply notices. GET only shows the question: mail scanners and link
// prefetchers open links, and must not unsubscribe anyone by doing so.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get("status") === "selesai") return data<PageState>({ state: "done" });
  const token = tokenSchema.safeParse(params.get("token"));
  if (!token.success) return data<PageState>({ state: "invalid" }, { status: 400 });
  const notice = await findByToken(services(context).db, token.data);
  if (!notice) return data<PageState>({ state: "invalid" }, { status: 404 });
  if (notice.stopped) return data<PageState>({ state: "done" });
  return data<PageState>({
    state: "confirm",
    email: notice.email,
    title: notice.postTitle,
    token: token.data,
  });
}

// Two callers: the page's own button (token in the form), and a mail program's one-click
// unsubscribe (RFC 8058: a POST to the List-Unsubscribe address, token in the URL, body
// `List-Unsubscribe=One-Click`, no session, no CSRF token), which needs a 2xx and no page.
export async function action({ request, context }: Route.ActionArgs) {
  const { token, oneClick } = await unsubscribeRequest(request, tokenSchema);
  if (!token) return data<PageState>({ state: "invalid" }, { status: 400 });
  if (!(await stopNotice(services(context).db, token))) {
    return data<PageState>({ state: "invalid" }, { status: 404 });
  }
  return oneClick ? data<PageState>({ state: "done" }) : redirect(donePath);
}

export default function StopCommentNotice({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <TokenPage title={t.stopTitle}>
      {page.state === "confirm" && (
        <>
          <TokenMessage
            icon={MailX}
            tone="brand"
            title={t.stopTitle}
            text={t.stopConfirm(page.email, page.title)}
          />
          <TokenButton token={page.token} label={t.stopButton} busyLabel={t.stopping} danger />
        </>
      )}
      {page.state === "done" && (
        <TokenMessage
          icon={CircleCheck}
          tone="success"
          title={t.stoppedTitle}
          text={t.stoppedText}
        />
      )}
      {page.state === "invalid" && (
        <TokenMessage icon={MailX} tone="danger" title={t.invalidTitle} text={t.invalidText} />
      )}
    </TokenPage>
  );
}
