import type { RouterContextProvider } from "react-router";
import { requestInfo, services } from "./context";
import { accountKey, addressAndAccount, type RateLimits } from "./rate-limit";

// Warta's limits on better-auth's endpoints, counted in the database so that they hold for the
// site and not per process (better-auth's own limiter is off, see ./better-auth.ts).

type Context = Readonly<RouterContextProvider>;

/**
 * Sign-in counts per address and per address and account; sign-up per address; reset requests
 * per address, per address and account, and per account. A refusal is answered like
 * better-auth's own limiter did: 429 with the wait in `x-retry-after`, and `RESET_INBOX_LIMITED`
 * when the account's own reset limit refused (the same for an address without an account).
 */
export async function authLimit(
  context: Context,
  path: string,
  email: string,
): Promise<Response | null> {
  const { limits } = services(context);
  const address = requestInfo(context).clientAddress;
  if (path === "/request-password-reset") return resetLimit(limits, address, email);
  const waits =
    path === "/sign-in/email"
      ? [
          await limits.attempt("signIn", address),
          await limits.attempt("signInAccount", addressAndAccount(address, email)),
        ]
      : path === "/sign-up/email"
        ? [await limits.attempt("signUp", address)]
        : // A six-digit code is guessed by trying: second factors count like sign-ins.
          path.startsWith("/two-factor/verify")
          ? [await limits.attempt("signIn", address)]
          : [];
  const wait = Math.max(0, ...waits);
  if (!wait) return null;
  return Response.json(
    { code: "RATE_LIMITED" },
    { status: 429, headers: { "x-retry-after": String(wait) } },
  );
}

// Each limit counts only requests the one before let through: a stranger refused at their own
// address spends nothing of the account's limits, and every request the account's limit counted
// under it mailed a link (when the account exists).
async function resetLimit(
  limits: RateLimits,
  address: string,
  email: string,
): Promise<Response | null> {
  const checks = [
    ["passwordReset", address],
    ["passwordResetAccount", addressAndAccount(address, email)],
    ["passwordResetInbox", accountKey(email)],
  ] as const;
  for (const [name, key] of checks) {
    const wait = await limits.attempt(name, key);
    if (!wait) continue;
    const code = name === "passwordResetInbox" ? "RESET_INBOX_LIMITED" : "RATE_LIMITED";
    return Response.json({ code }, { status: 429, headers: { "x-retry-after": String(wait) } });
  }
  return null;
}
