import { z } from "zod";
import { credentialsSchema } from "./auth-schema";
import type { FormErrors } from "./form-errors";
import { texts } from "./admin-texts";

// Six digits from the authenticator app, or one of the ten backup codes (letters, digits and a
// dash), spaces allowed where people type them.
export const verificationCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z.union(
      [
        z
          .string()
          .regex(/^\d{6}$/)
          .transform((code) => ({ kind: "totp" as const, code })),
        z
          .string()
          .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/)
          .transform((code) => ({ kind: "backup" as const, code })),
      ],
      { error: texts.twoFactor.codeFormat },
    ),
  );

// Turning two-factor on or off asks for the current password; confirming the setup asks for a
// code from the app (a backup code cannot confirm it).
export const passwordSchema = z.object({ password: credentialsSchema.shape.password });
export const setupCodeSchema = z.object({
  code: verificationCodeSchema.refine((code) => code.kind === "totp", {
    error: texts.twoFactor.codeFormat,
  }),
});

/** The step of Akun's two-factor setup a form belongs to. */
export type TwoFactorStep = "enable" | "verify" | "disable";
export type TwoFactorErrors = FormErrors<"password" | "code">;

/** What turning two-factor on answers: the QR code, its secret, and the backup codes. */
export interface TwoFactorSetup {
  qrSvg: string;
  secret: string;
  backupCodes: string[];
}
