import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestInfo, services, type Services } from "./context";
import { countUsers } from "./db/users";

type Context = Readonly<RouterContextProvider>;

export type Role = "admin" | "pending";

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

// Our actions talk to better-auth through its HTTP handler (never mounted on a public URL), so
// its rate limiter runs; this header carries the address the limiter keys on.
const clientIpHeader = "x-warta-client-ip";

function createAuth({ db, env, logger }: Services, origin: string, secret: string) {
  return betterAuth({
    appName: "Warta",
    baseURL: origin,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [origin],
    database: { db, type: env.DATABASE_URL.startsWith("file:") ? "sqlite" : "postgres" },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: {
        // input: false — a sign-up body cannot choose its own role.
        role: { type: "string", required: false, defaultValue: "pending", input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The first account ever becomes the admin; everyone after waits for approval.
          before: async (user) => ({
            data: { ...user, role: (await countUsers(db)) === 0 ? "admin" : "pending" },
          }),
        },
      },
    },
    rateLimit: {
      enabled: env.NODE_ENV !== "development",
      storage: "memory",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
      },
    },
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

export type Auth = ReturnType<typeof createAuth>;

// One instance per origin: cookies are Secure exactly when the site is reached over HTTPS. With
// SITE_URL set there is only ever one; without it the map is bounded against forged Host headers.
const instances = new Map<string, Auth>();
let secretPromise: Promise<string> | undefined;

/** The better-auth instance for this site (SITE_URL, or the origin the request came to). */
export async function authFor(svc: Services, origin: string): Promise<Auth> {
  const base = svc.env.SITE_URL ? new URL(svc.env.SITE_URL).origin : origin;
  const existing = instances.get(base);
  if (existing) return existing;
  secretPromise ??= authSecret(svc);
  const auth = createAuth(svc, base, await secretPromise);
  if (instances.size >= 8) instances.delete(instances.keys().next().value ?? "");
  instances.set(base, auth);
  return auth;
}

/** BETTER_AUTH_SECRET, or a random secret generated once and kept in the `settings` table. */
async function authSecret({ db, env }: Services): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  await db
    .insertInto("settings")
    .values({ key: "auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "auth_secret")
    .executeTakeFirstOrThrow();
  return row.value;
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
  path: "/sign-in/email" | "/sign-up/email" | "/sign-out",
  body: Record<string, string>,
): Promise<Response> {
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

/** The signed-in user of this request, or null. */
export async function getUser(request: Request, context: Context): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await authForRequest(request, context);
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const role: Role = session.user.role === "admin" ? "admin" : "pending";
  return { id: session.user.id, email: session.user.email, role };
}

// A GET for a page (not a `.data` fetch of the client router) gets a redirect; anything else a
// status it can act on.
function isPageRequest(request: Request): boolean {
  return request.method === "GET" && !new URL(request.url).pathname.endsWith(".data");
}

/**
 * The signed-in admin, or a thrown response: a redirect to /admin/auth (anonymous page request),
 * 401 (anonymous data or action request) or 403 (an account still waiting for approval).
 * Every admin loader and action starts with it. A download (`{ page: false }`) is not a page:
 * an anonymous request for it gets 401, not a sign-in screen saved as the file.
 */
export async function requireAdmin(
  request: Request,
  context: Context,
  { page = true }: { page?: boolean } = {},
): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) {
    if (page && isPageRequest(request)) throw redirect("/admin/auth");
    throw data({ reason: "unauthenticated" }, { status: 401 });
  }
  if (user.role !== "admin") throw data({ reason: "pending" }, { status: 403 });
  return user;
}
