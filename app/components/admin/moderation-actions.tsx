import { Check, Inbox, ShieldAlert, Trash2, type Icon } from "~/components/icons";
import type { FormEvent } from "react";
import type { ModerationIntent } from "~/lib/moderation";
import { texts } from "~/lib/admin-texts";

const t = texts.moderation;

const base =
  "inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 sm:gap-1.5 sm:px-3 text-xs font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50";

const looks: Record<ModerationIntent, { label: string; icon: Icon; className: string }> = {
  approve: {
    label: t.approve,
    icon: Check,
    className: `${base} bg-green-700 text-white hover:bg-green-800 disabled:hover:bg-green-700`,
  },
  spam: {
    label: t.spam,
    icon: ShieldAlert,
    className: `${base} border border-amber-300 text-amber-800 hover:bg-amber-50 dark:border-amber-800 dark:text-amber-300 dark:hover:bg-amber-950`,
  },
  pending: {
    label: t.pending,
    icon: Inbox,
    className: `${base} border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800`,
  },
  delete: {
    label: t.delete,
    icon: Trash2,
    className: `${base} border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950`,
  },
};

interface ActionButtonProps {
  intent: ModerationIntent;
  disabled?: boolean;
  /** The accessible name when the visible label alone would be ambiguous (one per row). */
  label?: string;
}

/** A submit button carrying `intent`, in the look of what it does. */
export function ActionButton({ intent, disabled, label }: ActionButtonProps) {
  const look = looks[intent];
  const Icon = look.icon;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={disabled}
      aria-label={label}
      className={look.className}
    >
      <Icon className="size-4" aria-hidden />
      {look.label}
    </button>
  );
}

export function intentLabel(intent: ModerationIntent): string {
  return looks[intent].label;
}

/** An onSubmit that asks before a delete goes out, and lets every other intent through. */
export function confirmDelete(message: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    const submitter = "submitter" in event.nativeEvent ? event.nativeEvent.submitter : null;
    if (!(submitter instanceof HTMLButtonElement) || submitter.value !== "delete") return;
    if (!window.confirm(message)) event.preventDefault();
  };
}
