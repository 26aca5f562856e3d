import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminServerEnv, sessionFor, submitCredentials } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let slug: string;
let id: number;

beforeAll(async () => {
  server = await startServer({ cache: true, env: adminServerEnv });
  const post = await makePost(server.db, { title: "Artikel Umum" });
  slug = post.slug;
  id = post.id;
});

afterAll(() => server?.stop());

const privateNoStore = "private, no-store";

/** Asks twice, as two readers would: the second answer must not come from the page cache. */
async function twice(path: string, init: RequestInit = {}) {
  await server.fetch(path, init);
  return server.fetch(path, init);
}

/** A GET with the request target exactly as written: fetch() would resolve `..` and `//`. */
function rawGet(target: string): Promise<{ status: number; headers: Headers }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, agent: false }, (res) => {
      res.resume();
      res.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === "string") headers.set(name, value);
        }
        resolve({ status: res.statusCode ?? 0, headers });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("private paths, however spelled", () => {
  it("never stores the admin, token or newsletter pages under any spelling the router accepts", async () => {
    const spellings = [
      "/admin/auth",
      "/Admin/auth",
      "/ADMIN/AUTH",
      "/%61dmin/auth",
      "/%41DMIN/%61uth",
      "/admin/auth/",
      "/admin//auth",
      "//admin/auth",
      "/x/../Admin/auth",
      "/%2e/admin/auth",
      "/Admin/login",
      "/Admin/forgot-password",
      "/Admin/reset-password?token=abc",
      "/aDmIn/reset-password/?token=abc",
      "/Newsletter",
      "/NEWSLETTER/confirm?token=abcdefghijklmnopqrstuvwxyz012345",
      "/Newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz012345",
      "/admin/auth.data",
      "/Admin/auth.data",
      "/%61dmin/forgot-password.data",
    ];
    const failures: string[] = [];
    for (const path of spellings) {
      await rawGet(path);
      const response = await rawGet(path);
      const cacheControl = response.headers.get("cache-control") ?? "";
      const what = `${path} → ${response.status} ${response.headers.get("x-cache")} ${cacheControl}`;
      if (response.headers.get("x-cache") === "HIT") failures.push(what);
      if (cacheControl !== privateNoStore) failures.push(what);
    }
    expect(failures).toEqual([]);
  });

  it("still stores and shares public pages", async () => {
    for (const path of ["/", `/blog/${slug}`, "/administrasi-publik"]) {
      await server.fetch(path);
    }
    const home = await server.fetch("/");
    expect(home.headers.get("x-cache")).toBe("HIT");
    expect(home.headers.get("cache-control")).toMatch(/^public/);
    expect((await twice(`/blog/${slug}`)).headers.get("x-cache")).toBe("HIT");
  });
});

describe("answers for one reader", () => {
  it("marks every admin page and its .data private, no-store when signed in", async () => {
    const cookie = await sessionFor(server, "redaksi@contoh.id");
    const failures: string[] = [];
    for (const path of [
      "/admin/dashboard",
      "/admin/dashboard.data",
      "/Admin/Dashboard",
      "/admin/articles/new",
      `/admin/articles/${id}/edit`,
      `/admin/articles/${id}/edit.data`,
      "/admin/settings.data",
      "/admin/account",
      "/admin/subscribers.csv",
      "/admin/export.jsonl",
    ]) {
      const response = await server.fetch(path, { headers: { cookie } });
      await response.arrayBuffer();
      const cacheControl = response.headers.get("cache-control");
      if (response.status !== 200 || cacheControl !== privateNoStore) {
        failures.push(`${path} → ${response.status} ${cacheControl}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("marks public pages private, no-store when they answer a signed-in reader", async () => {
    const cookie = await sessionFor(server, "redaksi@contoh.id");
    for (const path of ["/", `/blog/${slug}`, `/blog/${slug}.data`, "/_root.data"]) {
      const response = await server.fetch(path, { headers: { cookie } });
      expect(response.headers.get("x-cache"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe(privateNoStore);
    }
  });

  it("marks an answer that sets a cookie private, no-store", async () => {
    const answer = await server.fetch("/admin/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email: "redaksi@contoh.id", password: "x" }),
    });
    expect(answer.headers.get("cache-control")).toBe(privateNoStore);
    const signIn = await submitCredentials(
      server,
      "sign-in",
      "redaksi@contoh.id",
      "rahasia-uji-123",
    );
    expect(signIn.cookie).not.toBe("");
    const again = await server.fetch("/admin/auth", {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.9" },
      body: new URLSearchParams({
        intent: "sign-in",
        email: "redaksi@contoh.id",
        password: "rahasia-uji-123",
      }),
    });
    expect(again.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(again.headers.get("cache-control")).toBe(privateNoStore);
  });
});
