import { CircleAlert, CircleCheck } from "~/components/icons";
import { data, Link } from "react-router";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageMeta } from "~/components/page-meta";
import { requestInfo, services } from "~/.server/context";
import { subscribe } from "~/.server/mail/subscriptions";
import { honeypotField, subscribeSource, type SubscribeResult } from "~/lib/newsletter";
import { subscribeSchema } from "~/lib/newsletter-schema";
import { validate } from "~/lib/form-errors";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/newsletter";

// A refusal about the address marks the field; any other is the form's.
function refused(status: number, message: string, field?: "email") {
  const errors = field ? { email: message } : undefined;
  return data<SubscribeResult>({ ok: false, message, errors }, { status });
}

const subscribed: SubscribeResult = { ok: true, message: texts.newsletter.successTitle };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, limits } = services(context);
  // Per client address: enough for a reader who mistypes, far too few for a bot.
  if (await limits.attempt("newsletter", requestInfo(context).clientAddress)) {
    return refused(429, texts.newsletter.tooMany);
  }
  const form = await request.formData().catch(() => null);
  if (!form) return refused(400, texts.newsletter.rejected);
  // A filled honeypot gets a reader's answer and nothing is stored: a refusal would tell the bot
  // what to change (docs/decisions/0006-comment-spam-defences.md).
  const honeypot = form.get(honeypotField);
  if (typeof honeypot === "string" && honeypot !== "") return data(subscribed);
  const email = form.get("email");
  const parsed = validate(subscribeSchema, { email: typeof email === "string" ? email : "" });
  if (!parsed.ok) {
    const { email: fieldError, form: formError } = parsed.errors;
    return fieldError ? refused(400, fieldError, "email") : refused(400, formError ?? "");
  }
  await subscribe(db, env, parsed.data.email, subscribeSource(form.get("source")));
  return data(subscribed);
}

// A network failure must end in the form's toast, not in an error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    const result: SubscribeResult = { ok: false, message: texts.newsletter.failed };
    return result;
  }
}

// Without JavaScript the footer form lands here, and this page shows how it went.
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.ok ? actionData.message : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <PageMeta title={texts.newsletter.pageTitle} noindex />
      <h1 className="text-center font-serif text-3xl font-bold">{texts.newsletter.pageTitle}</h1>
      {actionData?.ok ? (
        <div
          role="status"
          className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center dark:border-emerald-900 dark:bg-emerald-950/40"
        >
          <CircleCheck className="mx-auto size-10 text-emerald-600" aria-hidden />
          <h2 className="mt-3 text-xl font-semibold">{texts.newsletter.successTitle}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{texts.newsletter.successText}</p>
        </div>
      ) : (
        <>
          {error && (
            <p
              role="alert"
              // What app/islands/newsletter-form.ts shows beside the footer's field.
              data-form-error
              className="mt-8 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
            >
              <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
              {error}
            </p>
          )}
          <NewsletterForm
            source="halaman-buletin"
            className="mt-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
          />
        </>
      )}
      <p className="mt-8 text-center">
        <Link to="/" className="font-medium text-brand-600 hover:underline dark:text-brand-100">
          {texts.newsletter.backHome}
        </Link>
      </p>
    </div>
  );
}
