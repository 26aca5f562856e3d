import { data, redirect, type RouterContextProvider } from "react-router";
import { requestInfo, services } from "./context";
import { authLimit } from "./auth-limits";
import { adoptAddress, authFor, clientIpHeader, type Auth } from "./better-auth";
import { canonicalOrigin } from "./site-url";
import { can, type Ability } from "~/lib/policy";
import { toRole, type Role } from "~/lib/roles";
import { texts } from "~/lib/admin-texts";

// Who is asking and what they may do: the session's account, the role checks every admin loader
// and action starts with, and the calls of the dashboard's forms into better-auth
// (./better-auth.ts), behind Warta's limits (./auth-limits.ts).

type Context = Readonly<RouterContextProvider>;

export type { Role } from "~/lib/roles";

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
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
