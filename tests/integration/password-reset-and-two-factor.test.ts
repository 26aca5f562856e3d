import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUserRole } from "~/.server/db/users";
import { texts } from "~/.server/texts";
import { newAddress } from "../support/addresses";
import { sessionFor, submitCredentials } from "../support/admin";
import { loadHtml } from "../support/html";
import { linkIn, startMailbox, type Mailbox } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";
import { totp } from "../support/totp";

let server: TestServer;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    env: {
      TRUST_PROXY: "loopback",
      SMTP_URL: mailbox.url,
      MAIL_FROM: "warta@warta.test",
      MAIL_RETRY_SECONDS: "1",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

/** Cookies as a browser keeps them: later Set-Cookie headers replace or expire earlier ones. */
class Jar {
  private readonly cookies = new Map<string, string>();
  constructor(initial = "") {
    for (const pair of initial.split("; ").filter(Boolean)) {
      const [name = "", ...value] = pair.split("=");
      this.cookies.set(name, value.join("="));
    }
  }
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      if (/max-age=0/i.test(line) || value.join("=") === "") this.cookies.delete(name);
      else this.cookies.set(name, value.join("="));
    }
    return response;
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  has(part: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(part));
  }
}

async function post(path: string, fields: Record<string, string>, jar?: Jar) {
  const response = await server.fetch(path, {
    method: "POST",
    headers: { "x-forwarded-for": newAddress(), ...(jar ? { cookie: jar.header() } : {}) },
    body: new URLSearchParams(fields),
  });
  return jar ? jar.take(response) : response;
}

async function outboxRowsFor(email: string) {
  return server.db.selectFrom("outbox").select("id").where("recipient", "=", email).execute();
}

describe("password reset", () => {
  const email = "admin@warta.test";

  it("mails a single-use link that sets a new password and ends the old sessions", async () => {
    const oldSession = await sessionFor(server, email, "sandi-lama-123");
    const signIn = await loadHtml(await server.fetch("/admin/auth"));
    expect(signIn(`a[href="/admin/forgot-password"]`).text()).toBe(texts.passwordReset.forgotLink);

    const asked = await post("/admin/forgot-password", { email: "Admin@Warta.test" });
    expect(asked.status).toBe(200);
    expect((await loadHtml(asked))('[role="status"]').text()).toBe(texts.passwordReset.sent);

    const [mail] = await mailbox.waitFor(email);
    if (!mail) throw new Error("no reset mail");
    expect(mail.subject).toBe(texts.mail.resetSubject(texts.site.name));
    const link = linkIn(mail, `${server.url}/admin/reset-password?token=`).slice(server.url.length);

    const form = await loadHtml(await server.fetch(link));
    expect(
      form("label")
        .map((_, el) => form(el).text())
        .get(),
    ).toEqual([texts.passwordReset.newPassword, texts.passwordReset.repeatPassword]);
    const token = form('input[name="token"]').attr("value") ?? "";

    const mismatch = await post(link, {
      token,
      password: "sandi-baru-456",
      repeat: "lain-sekali-789",
    });
    expect(mismatch.status).toBe(400);
    expect((await loadHtml(mismatch))("#repeat-error").text()).toBe(texts.passwordReset.mismatch);

    const saved = await post(link, { token, password: "sandi-baru-456", repeat: "sandi-baru-456" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/reset-password?status=selesai");

    const stale = await server.fetch("/admin/dashboard", { headers: { cookie: oldSession } });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toBe("/admin/auth");
    expect((await submitCredentials(server, "sign-in", email, "sandi-lama-123")).status).toBe(400);
    const fresh = await submitCredentials(server, "sign-in", email, "sandi-baru-456");
    expect(fresh.location).toBe("/admin/dashboard");

    // The link is used up.
    const reused = await server.fetch(link);
    expect(reused.status).toBe(404);
    expect((await loadHtml(reused))("main").text()).toContain(texts.passwordReset.invalidText);
    const reposted = await post(link, {
      token,
      password: "sandi-ketiga-789",
      repeat: "sandi-ketiga-789",
    });
    expect(reposted.status).toBe(404);
    expect((await submitCredentials(server, "sign-in", email, "sandi-ketiga-789")).status).toBe(
      400,
    );
  });

  it("answers an unknown address the same way and mails nothing", async () => {
    const asked = await post("/admin/forgot-password", { email: "siapa@contoh.id" });
    expect(asked.status).toBe(200);
    expect((await loadHtml(asked))('[role="status"]').text()).toBe(texts.passwordReset.sent);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await outboxRowsFor("siapa@contoh.id")).toEqual([]);
    expect(await mailbox.waitFor("siapa@contoh.id", 1, 0)).toEqual([]);
  });

  it("says so when a link has expired or is malformed", async () => {
    await post("/admin/forgot-password", { email });
    const [, mail] = await mailbox.waitFor(email, 2);
    if (!mail) throw new Error("no second reset mail");
    const link = linkIn(mail, `${server.url}/admin/reset-password?token=`);
    await server.db
      .updateTable("verification" as never)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() } as never)
      .execute();
    const expired = await server.fetch(link.slice(server.url.length));
    expect(expired.status).toBe(410);
    expect((await loadHtml(expired))("main").text()).toContain(texts.passwordReset.expiredText);
    const malformed = await server.fetch("/admin/reset-password?token=%3Cscript%3E");
    expect(malformed.status).toBe(404);
    const bad = await post("/admin/forgot-password", { email: "bukan-email\r\nBcc: x@y.z" });
    expect(bad.status).toBe(400);
  });

  it("limits requests per account, whoever asks, saying the latest link still works", async () => {
    const target = "sasaran@contoh.id";
    for (let n = 0; n < 10; n++) {
      expect((await post("/admin/forgot-password", { email: target })).status).toBe(200);
    }
    const refused = await post("/admin/forgot-password", { email: target });
    expect(refused.status).toBe(429);
    expect((await loadHtml(refused))('[role="alert"]').text()).toBe(
      texts.passwordReset.tooManyForAccount,
    );
  });
});

describe("two-factor sign-in", () => {
  const email = "dua@warta.test";
  const password = "rahasia-dua-123";

  it("turns on with a QR code and a first code, then asks for a code at sign-in", async () => {
    const up = await submitCredentials(server, "sign-up", email, password);
    const user = await server.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await setUserRole(server.db, user.id, "admin");
    const jar = new Jar(up.cookie);

    const account = await loadHtml(
      await server.fetch("/admin/account", { headers: { cookie: jar.header() } }),
    );
    expect(account("main").text()).toContain(texts.twoFactor.disabled);

    const wrong = await post("/admin/account", { intent: "enable", password: "salah-sekali" }, jar);
    expect(wrong.status).toBe(400);
    expect((await loadHtml(wrong))("#enable-password-error").text()).toBe(
      texts.twoFactor.wrongPassword,
    );

    const enabled = await post("/admin/account", { intent: "enable", password }, jar);
    expect(enabled.status).toBe(200);
    const setup = await loadHtml(enabled);
    expect(setup(`[role="img"][aria-label="${texts.twoFactor.qrAlt}"] svg`)).toHaveLength(1);
    const secret = setup("main code").first().text();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const backupCodes = setup(`ul[aria-label="${texts.twoFactor.backupTitle}"] li`)
      .map((_, el) => setup(el).text())
      .get();
    expect(backupCodes).toHaveLength(10);

    const badCode = await post(
      "/admin/account",
      { intent: "verify", code: totp(secret, Date.now() - 600_000) },
      jar,
    );
    expect(badCode.status).toBe(400);
    expect((await loadHtml(badCode))("#code-error").text()).toBe(texts.twoFactor.wrongCode);

    const confirmed = await post("/admin/account", { intent: "verify", code: totp(secret) }, jar);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/admin/account");
    const after = await loadHtml(
      await server.fetch("/admin/account", { headers: { cookie: jar.header() } }),
    );
    expect(after("main").text()).toContain(texts.twoFactor.enabled);

    // Signing in now stops after the password.
    const signIn = new Jar();
    const first = signIn.take(
      await server.fetch("/admin/auth", {
        method: "POST",
        headers: { "x-forwarded-for": newAddress() },
        body: new URLSearchParams({ intent: "sign-in", email, password }),
      }),
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/two-factor");
    expect(signIn.has("session_token")).toBe(false);
    const step = await loadHtml(
      await server.fetch("/admin/two-factor", { headers: { cookie: signIn.header() } }),
    );
    expect(step("label[for=code]").text()).toBe(texts.twoFactor.code);

    const rejected = await post("/admin/two-factor", { code: "12345" }, signIn);
    expect(rejected.status).toBe(400);
    expect((await loadHtml(rejected))('[role="alert"]').text()).toBe(texts.twoFactor.codeFormat);

    // A fresh time step, so the code differs from the one that confirmed the setup.
    const code = totp(secret, Date.now() + 30_000);
    const verified = await post("/admin/two-factor", { code }, signIn);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/admin/dashboard");
    const dashboard = await server.fetch("/admin/dashboard", {
      headers: { cookie: signIn.header() },
    });
    expect(dashboard.status).toBe(200);

    // A backup code works once.
    for (const expected of [302, 400]) {
      const again = new Jar();
      again.take(
        await server.fetch("/admin/auth", {
          method: "POST",
          headers: { "x-forwarded-for": newAddress() },
          body: new URLSearchParams({ intent: "sign-in", email, password }),
        }),
      );
      const backup = await post("/admin/two-factor", { code: backupCodes[0] ?? "" }, again);
      expect(backup.status).toBe(expected);
    }
  });

  it("is turned off from the shell for a locked-out admin", async () => {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", "disable-2fa", "--email", email],
        {
          env: { ...process.env, DATABASE_URL: server.databaseUrl },
          stdio: "ignore",
        },
      );
      child.on("exit", resolve);
    });
    expect(code).toBe(0);
    const signedIn = await submitCredentials(server, "sign-in", email, password);
    expect(signedIn.location).toBe("/admin/dashboard");
  });
});
