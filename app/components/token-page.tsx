import type { Icon } from "~/components/icons";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { texts } from "~/lib/texts";

const tones = {
  brand: "text-brand-600 dark:text-brand-100",
  success: "text-emerald-600",
  danger: "text-red-600",
};

/** The frame of a page a mailed link opens (confirm a subscription, unsubscribe): one card. */
export function TokenPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <PageMeta title={title} noindex />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
      <p className="mt-8 text-center">
        <Link to="/" className="font-medium text-brand-600 hover:underline dark:text-brand-100">
          {texts.newsletter.backHome}
        </Link>
      </p>
    </div>
  );
}

/** The card's icon, heading and text. */
export function TokenMessage({
  icon: Icon,
  tone,
  title,
  text,
}: {
  icon: Icon;
  tone: keyof typeof tones;
  title: string;
  text: string;
}) {
  return (
    <>
      <Icon className={`mx-auto size-10 ${tones[tone]}`} aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-3 break-words text-slate-600 dark:text-slate-300">{text}</p>
    </>
  );
}

/**
 * The one button that does what the link asked, as a POST: opening the link (a GET, which mail
 * scanners do too) only asks.
 */
export function TokenButton({
  token,
  label,
  busyLabel,
  danger = false,
}: {
  token: string;
  label: string;
  busyLabel: string;
  danger?: boolean;
}) {
  const navigation = useNavigation();
  const colors = danger ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700";
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        disabled={navigation.state !== "idle"}
        className={`rounded-xl px-6 py-3 font-semibold text-white disabled:opacity-60 ${colors}`}
      >
        {navigation.state === "idle" ? label : busyLabel}
      </button>
    </Form>
  );
}
