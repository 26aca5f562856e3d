import { z } from "zod";
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
