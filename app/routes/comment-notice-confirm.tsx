import { CircleCheck, MailCheck, MailX } from "~/components/icons";
import { data, redirect } from "react-router";
import { TokenButton, TokenMessage, TokenPage } from "~/components/token-page";
import { noticeConfirmationDays, noticePaths } from "~/.server/comment-notices";
import { services } from "~/.server/context";
import { confirmNotices, findByConfirmToken } from "~/.server/db/comment-notices";
import { subscriptionTokenSchema as tokenSchema } from "~/lib/newsletter-schema";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/comment-notice-confirm";

const t = texts.commentNotices;
const donePath = `${noticePaths.confirm}?status=selesai`;

type PageState =
  | { state: "confirm"; email: string; title: string; token: string }
  | { state: "done" }
  | { state: "invalid" }
  | { state: "expired" };

const expired = (sentAt: string | null) =>
  sentAt !== null && Date.now() - Date.parse(sentAt) > noticeConfirmationDays * 86_400_000;

// The double opt-in of reply notices (docs/decisions/0033-comment-replies.md). GET only asks:
// mail scanners open links, and a scanner's click is no one's consent.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.get("status") === "selesai") return data<PageState>({ state: "done" });
  const token = tokenSchema.safeParse(params.get("token"));
  if (!token.success) return data<PageState>({ state: "invalid" }, { status: 400 });
  const notice = await findByConfirmToken(services(context).db, token.data);
  if (!notice) return data<PageState>({ state: "invalid" }, { status: 404 });
  if (expired(notice.sentAt)) return data<PageState>({ state: "expired" }, { status: 410 });
  return data<PageState>({
    state: "confirm",
    email: notice.email,
    title: notice.postTitle,
    token: token.data,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = tokenSchema.safeParse(form?.get("token"));
  if (!token.success) return data<PageState>({ state: "invalid" }, { status: 400 });
  const { db } = services(context);
  const notice = await findByConfirmToken(db, token.data);
  if (!notice) return data<PageState>({ state: "invalid" }, { status: 404 });
  if (expired(notice.sentAt)) return data<PageState>({ state: "expired" }, { status: 410 });
  if (!(await confirmNotices(db, token.data))) {
    return data<PageState>({ state: "invalid" }, { status: 404 });
  }
  return redirect(donePath);
}

export default function ConfirmCommentNotice({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <TokenPage title={t.confirmTitle}>
      {page.state === "confirm" && (
        <>
          <TokenMessage
            icon={MailCheck}
            tone="brand"
            title={t.confirmTitle}
            text={t.confirmText(page.email, page.title)}
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
