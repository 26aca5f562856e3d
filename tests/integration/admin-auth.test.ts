import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { newAddress } from "../support/addresses";
import { adminServerEnv, submitCredentials } from "../support/admin";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
const password = "rahasia-uji-123";

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
});

afterAll(() => server?.stop());

async function users() {
  return server.db.selectFrom("user").select(["email", "role"]).orderBy("createdAt").execute();
}

async function fieldError(html: string, id: string): Promise<string> {
  const $ = await loadHtml(new Response(html));
  return $(`#${id}-error`).text() || $('[role="alert"]').text();
}

describe("sign-up and roles", () => {
  it("makes the first account an admin and sends it to the dashboard", async () => {
    const answer = await submitCredentials(server, "sign-up", "Pertama@Contoh.id", password);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/dashboard");
    expect(answer.cookie).toMatch(/session_token=/);
    expect(await users()).toEqual([{ email: "pertama@contoh.id", role: "admin" }]);
  });

  it("sets the session cookie httpOnly and SameSite=Lax, not Secure over plain HTTP", async () => {
    const response = await server.fetch("/admin/auth", {
      method: "POST",
      headers: { "x-forwarded-for": newAddress() },
      body: new URLSearchParams({ intent: "sign-in", email: "pertama@contoh.id", password }),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("makes later sign-ups pending, even when the form asks for the admin role", async () => {
    const response = await server.fetch("/admin/auth", {
      method: "POST",
      headers: { "x-forwarded-for": newAddress() },
      body: new URLSearchParams({
        intent: "sign-up",
        email: "kedua@contoh.id",
        password,
        role: "admin",
      }),
    });
    expect(response.status).toBe(302);
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect((await users()).find((user) => user.email === "kedua@contoh.id")?.role).toBe("pending");

    const dashboard = await server.fetch("/admin/dashboard", { headers: { cookie } });
    expect(dashboard.status).toBe(403);
    const $ = await loadHtml(dashboard);
    expect($("h1").text()).toBe(texts.auth.pending);
    expect($("body").text()).not.toContain(texts.admin.statTotal);
  });

  it("sends a signed-in visitor from the sign-in screen straight to the dashboard", async () => {
    const { cookie } = await submitCredentials(server, "sign-in", "pertama@contoh.id", password);
    for (const path of ["/admin/auth", "/admin/login"]) {
      const response = await server.fetch(path, { headers: { cookie } });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/dashboard");
    }
  });
});

describe("sign-in screen", () => {
  it("shows the same screen on /admin/auth and /admin/login, with a link to sign-up", async () => {
    for (const path of ["/admin/auth", "/admin/login"]) {
      const $ = await loadHtml(await server.fetch(path));
      expect($("h1").text()).toBe(texts.auth.signInTitle);
      expect($(`a:contains("${texts.auth.toSignUp}")`).attr("href")).toBe(`${path}?mode=daftar`);
    }
    const $ = await loadHtml(await server.fetch("/admin/auth?mode=daftar"));
    expect($("h1").text()).toBe(texts.auth.signUpTitle);
  });

  const refusals = [
    ["a weak password", "sign-up", "baru@contoh.id", "pendek", "password", texts.auth.passwordWeak],
    [
      "an e-mail already taken",
      "sign-up",
      "pertama@contoh.id",
      password,
      "email",
      texts.auth.emailTaken,
    ],
    ["an invalid e-mail", "sign-up", "bukan-email", password, "email", texts.auth.emailInvalid],
    [
      "a blank password",
      "sign-in",
      "pertama@contoh.id",
      "",
      "password",
      texts.auth.passwordRequired,
    ],
  ] as const;

  it.each(refusals)(
    "refuses %s with a message beside the field and stores nothing",
    async (_, intent, email, pass, field, message) => {
      const before = await users();
      const answer = await submitCredentials(server, intent, email, pass);
      expect(answer.status).toBe(400);
      expect(answer.cookie).toBe("");
      expect(await fieldError(answer.html, field)).toBe(message);
      expect(await users()).toEqual(before);
    },
  );

  it("refuses the 20th wrong password in a row with a rate-limit message", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    let last = "";
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await submitCredentials(
        server,
        "sign-in",
        "pertama@contoh.id",
        `salah-${attempt}-xyz`,
        address,
      );
      statuses.push(answer.status);
      last = answer.html;
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    const $ = await loadHtml(new Response(last));
    expect($('[role="alert"]').text()).toMatch(
      /^Terlalu banyak percobaan\. Silakan tunggu \d+ detik/,
    );

    // Even the right password is refused while the limit holds; another visitor is unaffected.
    const right = await submitCredentials(
      server,
      "sign-in",
      "pertama@contoh.id",
      password,
      address,
    );
    expect(right.status).toBe(429);
    const other = await submitCredentials(server, "sign-in", "pertama@contoh.id", password);
    expect(other.status).toBe(302);
  });
});

describe("logout", () => {
  it("ends the session and shows 'Logout Berhasil' on the sign-in screen", async () => {
    const { cookie } = await submitCredentials(server, "sign-in", "pertama@contoh.id", password);
    const response = await server.fetch("/admin/logout", { method: "POST", headers: { cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/auth");
    const flash = response.headers
      .getSetCookie()
      .find((value) => value.startsWith("warta_flash="))
      ?.split(";")[0];
    const after = await server.fetch("/admin/dashboard", { headers: { cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/admin/auth");
    const page = await server.fetch("/admin/auth", { headers: { cookie: flash ?? "" } });
    expect((await loadHtml(page))('[role="status"]').text()).toBe(texts.admin.logoutToast);
  });
});

describe("npm run admin", () => {
  const run = promisify(execFile);
  const admin = (...args: string[]) =>
    run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, LOG_LEVEL: "silent" },
    });

  it("creates an admin who signs in through the form, and resets a password", async () => {
    await admin("create", "--email", "cli@contoh.id", "--password", "kata-sandi-cli-1");
    expect((await users()).find((user) => user.email === "cli@contoh.id")?.role).toBe("admin");
    const first = await submitCredentials(server, "sign-in", "cli@contoh.id", "kata-sandi-cli-1");
    expect(first.status).toBe(302);

    await admin("reset-password", "--email", "cli@contoh.id", "--password", "kata-sandi-baru-2");
    const old = await submitCredentials(server, "sign-in", "cli@contoh.id", "kata-sandi-cli-1");
    expect(old.status).toBe(400);
    const renewed = await submitCredentials(
      server,
      "sign-in",
      "cli@contoh.id",
      "kata-sandi-baru-2",
    );
    expect(renewed.status).toBe(302);
  });

  it("refuses a weak password and an unknown account", async () => {
    await expect(
      admin("create", "--email", "lemah@contoh.id", "--password", "123"),
    ).rejects.toThrow();
    await expect(
      admin("reset-password", "--email", "tidak-ada@contoh.id", "--password", "kata-sandi-baru-2"),
    ).rejects.toThrow();
    expect((await users()).map((user) => user.email)).not.toContain("lemah@contoh.id");
  });
});
