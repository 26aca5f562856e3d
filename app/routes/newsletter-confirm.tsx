import { CircleCheck, MailCheck, MailX } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PageMeta } from "~/components/page-meta";
import { services } from "~/.server/context";
import { checkConfirmation, confirmSubscription } from "~/.server/mail/mail";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/newsletter-confirm";

const t = texts.subscription;
// Confirmation tokens are 24 random bytes in base64url; anything else is refused at once.
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
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
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <PageMeta title={t.confirmTitle} noindex />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {page.state === "confirm" && (
          <>
            <MailCheck className="mx-auto size-10 text-brand-600 dark:text-brand-100" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">{t.confirmTitle}</h1>
            <p className="mt-3 break-words text-slate-600 dark:text-slate-300">
              {t.confirmText(page.email)}
            </p>
            <Form method="post" className="mt-6">
              <input type="hidden" name="token" value={page.token} />
              <button
                type="submit"
                disabled={navigation.state !== "idle"}
                className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {navigation.state === "idle" ? t.confirmButton : t.confirming}
              </button>
            </Form>
          </>
        )}
        {page.state === "done" && (
          <>
            <CircleCheck className="mx-auto size-10 text-emerald-600" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">{t.confirmedTitle}</h1>
            <p className="mt-3 text-slate-600 dark:text-slate-300">{t.confirmedText}</p>
          </>
        )}
        {(page.state === "invalid" || page.state === "expired") && (
          <>
            <MailX className="mx-auto size-10 text-red-600" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">
              {page.state === "expired" ? t.expiredTitle : t.invalidTitle}
            </h1>
            <p className="mt-3 text-slate-600 dark:text-slate-300">
              {page.state === "expired" ? t.expiredText : t.invalidText}
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
