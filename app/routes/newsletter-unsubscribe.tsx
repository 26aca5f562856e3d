import { CircleCheck, MailX } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PageMeta } from "~/components/page-meta";
import { services } from "~/.server/context";
import { findSubscriberByToken, unsubscribeByToken } from "~/.server/db/subscribers";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/newsletter-unsubscribe";

// Tokens are 24 random bytes in base64url; anything else is refused before the database.
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
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
  const form = await request.formData().catch(() => null);
  const oneClick = form?.get("List-Unsubscribe") === "One-Click";
  const token = tokenSchema.safeParse(
    form?.get("token") ?? new URL(request.url).searchParams.get("token"),
  );
  if (!token.success) return data<PageState>({ state: "invalid" }, { status: 400 });
  const unsubscribed = await unsubscribeByToken(services(context).db, token.data);
  if (!unsubscribed) return data<PageState>({ state: "invalid" }, { status: 404 });
  return oneClick ? data<PageState>({ state: "done" }) : redirect(donePath);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <PageMeta title={texts.newsletter.unsubscribeTitle} noindex />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {page.state === "confirm" && (
          <>
            <MailX className="mx-auto size-10 text-brand-600 dark:text-brand-100" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">{texts.newsletter.unsubscribeTitle}</h1>
            <p className="mt-3 break-words text-slate-600 dark:text-slate-300">
              {texts.newsletter.unsubscribeConfirm(page.email)}
            </p>
            <Form method="post" className="mt-6">
              <input type="hidden" name="token" value={page.token} />
              <button
                type="submit"
                disabled={navigation.state !== "idle"}
                className="rounded-xl bg-red-600 px-6 py-3 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
              >
                {navigation.state === "idle"
                  ? texts.newsletter.unsubscribeButton
                  : texts.newsletter.unsubscribing}
              </button>
            </Form>
          </>
        )}
        {page.state === "done" && (
          <>
            <CircleCheck className="mx-auto size-10 text-emerald-600" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">{texts.newsletter.unsubscribedTitle}</h1>
            <p className="mt-3 text-slate-600 dark:text-slate-300">
              {texts.newsletter.unsubscribedText}
            </p>
          </>
        )}
        {page.state === "invalid" && (
          <>
            <MailX className="mx-auto size-10 text-red-600" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">{texts.newsletter.invalidTokenTitle}</h1>
            <p className="mt-3 text-slate-600 dark:text-slate-300">
              {texts.newsletter.invalidTokenText}
            </p>
          </>
        )}
      </div>
      <p className="mt-8 text-center">
        <Link to="/" className="font-medium text-brand-600 hover:underline dark:text-brand-100">
          {texts.newsletter.backHome}
        </Link>
      </p>
    </div>
  );
}
