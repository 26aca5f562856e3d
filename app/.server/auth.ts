import { profileOfUser } from "./db/author-profiles";
import { randomBytes } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestInfo, services, type Services } from "./context";
import { countUsers } from "./db/users";
import { accountKey, addressAndAccount, type RateLimits } from "./rate-limit";
import { queuePasswordReset, sendWaitingConfirmations } from "./mail/mail";
import { storeInternalSettingOnce } from "./settings";
import { adoptSiteOrigin, canonicalOrigin } from "./site-url";
import { can, type Ability } from "~/lib/policy";
import { toRole, type Role } from "~/lib/roles";
import { texts } from "~/lib/admin-texts";

type Context = Readonly<RouterContextProvider>;

/** How long a password-reset link works; the reset limits rely on it (app/.server/rate-limit.ts). */
export const resetLinkSeconds = 60 * 60;

export type { Role } from "~/lib/roles";

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

// Our actions talk to better-auth through its HTTP handler (never mounted on a public URL); this
// header carries the client's address, which better-auth records with the session.
const clientIpHeader = "x-warta-client-ip";

/**
 * `origin` is the site's canonical address or, on a new site before any account exists, the
 * origin of the request (`fromRequest`): the first account records it as the site's address.
 */
async function createAuth(svc: Services, origin: string, fromRequest: boolean, secret: string) {
  const { db, env, logger } = svc;
  // Loaded at the first sign-in or session check, not at start: better-auth and its plugins were
  // half of the time from `node server.js` to the first page (docs/PERFORMANCE.md), and a
  // reader's request never needs them.
  const [{ betterAuth }, { twoFactor }] = await Promise.all([
    import("better-auth"),
    import("better-auth/plugins"),
  ]);
  return betterAuth({
    appName: "Warta",
    baseURL: origin,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [origin],
    database: { db, type: env.DATABASE_URL.startsWith("file:") ? "sqlite" : "postgres" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Password reset (app/routes/admin/forgot-password.tsx, reset-password.tsx): a single-use
      // link valid for one hour, mailed through the outbox; a reset ends every session.
      resetPasswordTokenExpiresIn: resetLinkSeconds,
      revokeSessionsOnPasswordReset: true,
      // The link is built on the canonical address alone (app/.server/mail/mail.ts).
      sendResetPassword: async ({ user, token }) => {
        if (!(await queuePasswordReset(db, env, user.email, token))) {
          logger.warn("password reset not mailed: the site has no canonical address yet");
        }
      },
    },
    // TOTP sign-in (app/routes/admin/account.tsx, two-factor.tsx); the plugin's own table and
    // user column come from migration 0008.
    plugins: [twoFactor({ skipVerificationOnEnable: false })],
    user: {
      additionalFields: {
        // input: false — a sign-up body cannot choose its own role.
        role: { type: "string", required: false, defaultValue: "pending", input: false },
        // True on the first account only, absent (NULL) on every other; a unique index
        // (migration 0013) lets one row hold it, so two sign-ups racing on a new site cannot
        // both become its admin: the second insert fails.
        firstAccount: { type: "boolean", required: false, input: false, returned: false },
        // Set on the Pengguna screen (migration 0021): such an account is never signed in.
        deactivated: { type: "boolean", required: false, input: false, defaultValue: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The first account ever becomes the admin; everyone after waits for approval.
          before: async (user) => ({
            data:
              (await countUsers(db)) === 0
                ? { ...user, role: "admin", firstAccount: true }
                : { ...user, role: "pending" },
          }),
          // Only the account that won the first place records the address it signed up on.
          // Every account has an author profile from the start (docs/decisions/0023): a page
          // opened later only reads it. Accounts made otherwise (a restore) get theirs on first need.
          after: async (user) => {
            await profileOfUser(db, user.id);
            if (fromRequest && user.role === "admin") await adoptAddress(svc, origin);
          },
        },
      },
    },
    // Replaced by Warta's limits, counted in the database and shared by every instance: callAuth
    // checks them before it calls better-auth, which only callAuth ever reaches. better-auth's
    // own limiter would count in each process's memory.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    logger: {
      log: (level, message) => {
        if (level === "error") logger.error({ auth: true }, message);
        else logger.debug({ auth: true }, message);
      },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

// One instance per base URL: cookies are Secure exactly when the site's address is HTTPS. Once
// the site has its canonical address there is only ever one; before that (no account yet) the
// map is bounded against forged Host headers.
const instances = new Map<string, Auth>();
let secretPromise: Promise<string> | undefined;

/**
 * The better-auth instance for this site: based on its canonical address, or, before it has one,
 * on `requestOrigin` (null from the shell, which never records an address).
 */
export async function authFor(svc: Services, requestOrigin: string | null): Promise<Auth> {
  const canonical = await canonicalOrigin(svc);
  const base = canonical ?? requestOrigin ?? `http://localhost:${svc.env.PORT}`;
  const fromRequest = canonical === null && requestOrigin !== null;
  const key = `${base} ${fromRequest}`;
  const existing = instances.get(key);
  if (existing) return existing;
  secretPromise ??= authSecret(svc);
  const auth = await createAuth(svc, base, fromRequest, await secretPromise);
  if (instances.size >= 8) instances.delete(instances.keys().next().value ?? "");
  instances.set(key, auth);
  return auth;
}

/** BETTER_AUTH_SECRET, or a random secret generated once and kept in the `settings` table. */
async function authSecret({ db, env }: Services): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  return storeInternalSettingOnce(db, "auth_secret", randomBytes(32).toString("base64url"));
}

function authForRequest(request: Request, context: Context): Promise<Auth> {
  return authFor(services(context), new URL(request.url).origin);
}

/**
 * Calls one of better-auth's endpoints through its HTTP handler, with the client's address for
 * the rate limiter. Returns better-auth's response (Set-Cookie included).
 */
export async function callAuth(
  request: Request,
  context: Context,
  path:
    | "/sign-in/email"
    | "/sign-up/email"
    | "/sign-out"
    | "/request-password-reset"
    | "/reset-password"
    | "/two-factor/enable"
    | "/two-factor/disable"
    | "/two-factor/verify-totp"
    | "/two-factor/verify-backup-code",
  body: Record<string, string>,
): Promise<Response> {
  const refused = await authLimit(context, path, body.email ?? "");
  if (refused) return refused;
  const auth = await authForRequest(request, context);
  const origin = auth.options.baseURL;
  const headers = new Headers({
    "content-type": "application/json",
    origin: typeof origin === "string" ? origin : new URL(request.url).origin,
    [clientIpHeader]: requestInfo(context).clientAddress,
  });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  return auth.handler(
    new Request(new URL(`/api/auth${path}`, headers.get("origin") ?? request.url), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Sign-in counts per address and per address and account; sign-up per address; reset requests
 * per address, per address and account, and per account. A refusal is answered like
 * better-auth's own limiter did: 429 with the wait in `x-retry-after`, and `RESET_INBOX_LIMITED`
 * when the account's own reset limit refused (the same for an address without an account).
 */
async function authLimit(context: Context, path: string, email: string): Promise<Response | null> {
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

/** True when better-auth answered a correct password with "now the second factor". */
export async function secondFactorPending(response: Response): Promise<boolean> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return typeof body === "object" && body !== null && "twoFactorRedirect" in body;
}

/** Whether a password-reset token is still usable: "valid", "expired", or "unknown" (used). */
export async function resetTokenState(
  request: Request,
  context: Context,
  token: string,
): Promise<"valid" | "expired" | "unknown"> {
  const auth = await authForRequest(request, context);
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return "unknown";
  return new Date(verification.expiresAt) < new Date() ? "expired" : "valid";
}

/** The signed-in user of this request, or null. */
export async function getUser(request: Request, context: Context): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await authForRequest(request, context);
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  // Deactivating deletes the account's sessions; a session made since (a second factor entered
  // after the deactivation) counts for nothing either.
  const deactivated: unknown = session.user.deactivated;
  if (deactivated === true || deactivated === 1) return null;
  return { id: session.user.id, email: session.user.email, role: toRole(session.user.role) };
}

// A GET for a page (not a `.data` fetch of the client router) gets a redirect; anything else a
// status it can act on.
function isPageRequest(request: Request): boolean {
  return request.method === "GET" && !new URL(request.url).pathname.endsWith(".data");
}

/**
 * The signed-in account, when its role may `ability` (app/lib/policy.ts), or a thrown response:
 * a redirect to /admin/auth (anonymous page request), 401 (anonymous data or action request),
 * 403 `pending` (an account still waiting for approval) or 403 `forbidden` with an Indonesian
 * message (a role that may not). Every admin loader and action starts with it. A download
 * (`{ page: false }`) is not a page: an anonymous request for it gets 401, not a sign-in screen
 * saved as the file.
 */
export async function requireCan(
  request: Request,
  context: Context,
  ability: Ability,
  { page = true }: { page?: boolean } = {},
): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) {
    if (page && isPageRequest(request)) throw redirect("/admin/auth");
    throw data({ reason: "unauthenticated" }, { status: 401 });
  }
  if (user.role === "pending") throw data({ reason: "pending" }, { status: 403 });
  if (!can(user, ability)) forbidden();
  // A site whose first account predates the canonical address takes it from its admin's own
  // request: a stranger's Host header never gets this far.
  const svc = services(context);
  if (user.role === "admin" && (await canonicalOrigin(svc)) === null) {
    await adoptAddress(svc, new URL(request.url).origin);
  }
  return user;
}

/** Any approved account (the dashboard's own screens check their ability themselves). */
export function requireStaff(
  request: Request,
  context: Context,
  options?: { page?: boolean },
): Promise<SessionUser> {
  return requireCan(request, context, "dashboard.enter", options);
}

/** Refuses the request: 403 with the reason in Indonesian (the screen shows it). */
export function forbidden(message: string = texts.forbidden.general): never {
  throw data({ reason: "forbidden", message }, { status: 403 });
}

// From now on the site has its address: subscriptions that waited for it get their confirmation.
async function adoptAddress(svc: Services, origin: string): Promise<void> {
  if (await adoptSiteOrigin(svc, origin)) await sendWaitingConfirmations(svc.db, svc.env);
}
