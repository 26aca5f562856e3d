// Shared by the footer form and the /newsletter action. No Zod here: the footer is on every
// public page, and its browser side checks with the input's own constraints (type, required,
// maxlength); the action checks again with the schema in newsletter-schema.ts.
import type { ActionResult } from "./action-result";
import { texts } from "./texts";

/** RFC 5321's longest usable address. */
export const emailMaxLength = 254;

/** Where the sign-up form posts, with or without JavaScript. */
export const newsletterAction = "/newsletter";

/** A subscription changes nothing a page shows: pages skip reloading their data after one. */
export function isNewsletterSubmission(formAction: string | undefined): boolean {
  return formAction === newsletterAction;
}

/** The name of the hidden field only bots fill in. */
export const honeypotField = "website";

/** The action's answer, in the dashboard's one shape (app/lib/action-result.ts). */
export type SubscribeResult = ActionResult<"email">;

/** The forms a subscription may come from: its consent's record names it. */
export const subscribeSources = ["footer", "halaman-buletin"] as const;
export type SubscribeSource = (typeof subscribeSources)[number];

/** The form's source, from what it sent: anything else counts as the footer's. */
export function subscribeSource(value: unknown): SubscribeSource {
  return subscribeSources.find((source) => source === value) ?? "footer";
}

/** Where an address stands: waiting for its confirmation, confirmed, or unsubscribed. */
export type SubscriberState = "pending" | "confirmed" | "unsubscribed";

export const subscriberStateLabel: Record<SubscriberState, string> = {
  pending: texts.subscription.statePending,
  confirmed: texts.subscription.stateConfirmed,
  unsubscribed: texts.subscription.stateUnsubscribed,
};
