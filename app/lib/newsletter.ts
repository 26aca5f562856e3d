import { z } from "zod";
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

// Trimmed and lower-cased before it is stored, so "Ani@Contoh.id " and "ani@contoh.id" are one
// subscriber. The length is checked before the pattern, so a huge input never reaches the regex.
export const subscribeSchema = z.object({
  email: z
    .string({ error: texts.newsletter.emailRequired })
    .trim()
    .min(1, { error: texts.newsletter.emailRequired })
    .max(emailMaxLength, { error: texts.newsletter.emailTooLong })
    .toLowerCase()
    .pipe(z.email({ error: texts.newsletter.emailInvalid })),
});

export type SubscribeResult =
  { ok: true; errors?: undefined } | { ok: false; errors: { email?: string; form?: string } };
