import { texts } from "~/lib/admin-texts";

export type CredentialErrors = Partial<Record<"email" | "password" | "form", string>>;

/** Turns a refused better-auth answer into messages beside the form's fields. */
export async function credentialErrors(response: Response): Promise<CredentialErrors> {
  if (response.status === 429) {
    const seconds = Number(response.headers.get("x-retry-after") ?? 60);
    return { form: texts.auth.rateLimited(Number.isFinite(seconds) && seconds > 0 ? seconds : 60) };
  }
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === "object" && body !== null && "code" in body ? String(body.code) : "";
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      // One answer for a wrong password and an unknown address, as better-auth gives it (it
      // hashes the password for an unknown address too, so both take as long): the form must
      // not tell a stranger which addresses have accounts.
      return { form: texts.auth.invalidCredentials };
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return { email: texts.auth.emailTaken };
    case "PASSWORD_TOO_SHORT":
      return { password: texts.auth.passwordWeak };
    case "PASSWORD_TOO_LONG":
      return { password: texts.auth.passwordTooLong };
    case "INVALID_EMAIL":
      return { email: texts.auth.emailInvalid };
    default:
      return { form: texts.auth.failed };
  }
}
