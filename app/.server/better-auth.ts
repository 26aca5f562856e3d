import { randomBytes } from "node:crypto";
import type { Services } from "./context";
import { profileOfUser } from "./db/author-profiles";
import { countUsers } from "./db/users";
import { queuePasswordReset } from "./mail/mail";
import { sendWaitingConfirmations } from "./mail/subscriptions";
import { storeInternalSettingOnce } from "./settings";
import { adoptSiteOrigin, canonicalOrigin } from "./site-url";

// The better-auth instance and how it is set up: Warta's accounts, sessions, password reset and
// second factor. Routes reach it through ./auth.ts (callAuth, getUser, requireCan), the shell
// (scripts/admin.ts) through authFor.

/** How long a password-reset link works; the reset limits rely on it (app/.server/rate-limit.ts). */
export const resetLinkSeconds = 60 * 60;

// Our actions talk to better-auth through its HTTP handler (never mounted on a public URL); this
// header carries the client's address, which better-auth records with the session.
export const clientIpHeader = "x-warta-client-ip";

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

// From now on the site has its address: subscriptions that waited for it get their confirmation.
export async function adoptAddress(svc: Services, origin: string): Promise<void> {
  if (await adoptSiteOrigin(svc, origin)) await sendWaitingConfirmations(svc.db, svc.env);
}
