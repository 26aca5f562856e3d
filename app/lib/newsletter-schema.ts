import { z } from "zod";
import { emailMaxLength } from "./newsletter";
import { texts } from "./texts";

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

// Confirmation and unsubscribe tokens are 24 random bytes in base64url; anything else is refused
// before the database is asked.
export const subscriptionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
