import { z } from "zod";
import { credentialsSchema } from "./auth-schema";
import { texts } from "./admin-texts";
import { formFields } from "./form-errors";

const t = texts.passwordReset;

export const forgotPasswordSchema = z.object({ email: credentialsSchema.shape.email });

// better-auth's reset tokens are 24 letters and digits.
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9]{24}$/);

export const newPasswordSchema = z
  .object({
    password: z.string().min(8, texts.auth.passwordWeak).max(128, texts.auth.passwordTooLong),
    repeat: z.string(),
  })
  .refine((value) => value.password === value.repeat, { path: ["repeat"], message: t.mismatch });

/** A new password's two fields (reset, invitation); absent ones count as empty, so the schema
 * answers with its own messages. */
export function newPasswordFields(form: FormData | null | undefined) {
  const { password = "", repeat = "" } = form ? formFields(form) : {};
  return { password, repeat };
}
