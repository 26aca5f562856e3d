import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import {
  emailMaxLength,
  honeypotField,
  newsletterAction,
  type SubscribeResult,
  type SubscribeSource,
} from "~/lib/newsletter";
import { privacyPath } from "~/lib/privacy-page";
import { texts } from "~/lib/texts";
import { Field } from "./field";

/**
 * The newsletter sign-up. With JavaScript it posts through a fetcher and answers with a toast;
 * without, the browser posts to /newsletter, which shows the answer as a page.
 */
export function NewsletterForm({
  className = "",
  source = "footer",
}: {
  className?: string;
  source?: SubscribeSource;
}) {
  const fetcher = useFetcher<SubscribeResult>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = result && !result.ok ? (result.errors?.email ?? result.message) : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast.success(texts.newsletter.successTitle, { description: texts.newsletter.successText });
      form.current?.reset();
    } else {
      toast.error(texts.newsletter.failedTitle, { description: result.message });
    }
  }, [result]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={newsletterAction}
      className={className}
      {...islandAttributes}
      aria-labelledby={`${id}-title`}
    >
      <NewsletterFields id={id} error={error} busy={fetcher.state !== "idle"} source={source} />
    </fetcher.Form>
  );
}

/**
 * The same form without React Router, for markup rendered apart from a request (the footer of
 * HTML-first pages, app/html-first-parts.tsx): the island posts it, or the browser does.
 */
export function StaticNewsletterForm({ className = "" }: { className?: string }) {
  const id = useId();
  return (
    <form
      method="post"
      action={newsletterAction}
      className={className}
      {...islandAttributes}
      aria-labelledby={`${id}-title`}
    >
      <NewsletterFields id={id} busy={false} source="footer" />
    </form>
  );
}

// On HTML-first pages app/islands/newsletter-form.ts posts the form, with these texts.
const islandAttributes = {
  "data-island": "newsletter-form",
  "data-submitting": texts.newsletter.submitting,
  "data-success-title": texts.newsletter.successTitle,
  "data-success-text": texts.newsletter.successText,
  "data-failed-title": texts.newsletter.failedTitle,
  "data-failed": texts.newsletter.failed,
};

function NewsletterFields({
  id,
  error,
  busy,
  source,
}: {
  id: string;
  error?: string;
  busy: boolean;
  source: SubscribeSource;
}) {
  return (
    <>
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
        {texts.footer.newsletterTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {texts.footer.newsletterText}
      </p>
      {/* Hidden from people and screen readers; a bot filling every field gives itself away. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
        <label htmlFor={`${id}-website`}>{texts.newsletter.honeypotLabel}</label>
        <input
          id={`${id}-website`}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <Field
        id={`${id}-email`}
        label={texts.footer.newsletterPlaceholder}
        labelClassName="sr-only"
        error={error}
        className="mt-3"
      >
        {(props) => (
          <div className="flex gap-2">
            <input
              {...props}
              name="email"
              type="email"
              required
              maxLength={emailMaxLength}
              autoComplete="email"
              placeholder={texts.footer.newsletterPlaceholder}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
            />
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {busy ? texts.newsletter.submitting : texts.footer.newsletterButton}
            </button>
          </div>
        )}
      </Field>
      <input type="hidden" name="source" value={source} />
      <PurposeLine text={texts.footer.newsletterPurpose} />
    </>
  );
}

/** A form's one line on what its personal data is for, with the link to the Privasi page. */
export function PurposeLine({ text, className = "mt-2" }: { text: string; className?: string }) {
  return (
    <p className={`${className} text-xs text-slate-500 dark:text-slate-400`}>
      {`${text} `}
      <a href={privacyPath} className="underline hover:text-brand-600 dark:hover:text-brand-100">
        {texts.footer.privacyLink}
      </a>
    </p>
  );
}
