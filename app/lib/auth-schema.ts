import { z } from "zod";
import { texts } from "./admin-texts";

// The sign-in and sign-up form, checked in the browser and again by the route's action.
export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, texts.auth.emailInvalid)
    .pipe(z.email(texts.auth.emailInvalid)),
  password: z.string().min(1, texts.auth.passwordRequired).max(128, texts.auth.passwordTooLong),
});

export const signUpSchema = credentialsSchema.extend({
  password: credentialsSchema.shape.password.refine(
    (value) => value.length >= 8,
    texts.auth.passwordWeak,
  ),
});

export type Credentials = z.infer<typeof credentialsSchema>;
