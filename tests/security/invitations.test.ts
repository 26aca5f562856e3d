import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { sessionFor } from "../support/admin";
import { linkIn, startMailbox, type Mailbox } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";

// Invitations (issue 39, item 7): Pengguna → Undang mails a link that sets a password and signs
// in with the chosen role; the link is single use, expires, and only an admin can make one.
let server: TestServer;
let mailbox: Mailbox;
let adminCookie = "";
const t = texts.users;

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
  adminCookie = await sessionFor(server, "pimpinan@contoh.id");
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

function invite(fields: Record<string, string>, cookie = adminCookie) {
  return server.fetch("/admin/users", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "invite", ...fields }),
  });
}

async function linkFor(email: string, count = 1): Promise<string> {
  const mails = await mailbox.waitFor(email, count);
  const mail = mails[count - 1];
  if (!mail) throw new Error(`no invitation for ${email}`);
  return linkIn(mail, `${server.url}/admin/undangan?token=`).slice(server.url.length);
}

function accept(link: string, password = "rahasia-undangan-123") {
  const token = new URL(link, server.url).searchParams.get("token") ?? "";
  return server.fetch("/admin/undangan", {
    method: "POST",
    body: new URLSearchParams({ token, password, repeat: password }),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0] ?? "")
    .filter((value) => value.includes("session_token"))
    .join("; ");

describe("an invitation", () => {
  it("mails a link that sets a password and signs in with the role, no approval step", async () => {
    expect((await invite({ email: "baru@contoh.id", role: "editor", name: "Dewi" })).status).toBe(
      200,
    );
    const link = await linkFor("baru@contoh.id");
    const form = await server.fetch(link);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("baru@contoh.id");

    const accepted = await accept(link);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin/dashboard");
    const dashboard = await server.fetch("/admin/scheduled", {
      headers: { cookie: cookieOf(accepted) },
    });
    // Editors open the schedule; a waiting account would be refused.
    expect(dashboard.status).toBe(200);
    const user = await server.db
      .selectFrom("user")
      .select(["role", "name"])
      .where("email", "=", "baru@contoh.id")
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: "editor", name: "Dewi" });
    // Only the token's hash was kept, and now not even that.
    expect(await server.db.selectFrom("invitations").selectAll().execute()).toEqual([]);
  });

  it("opens once: the same link again is refused", async () => {
    await invite({ email: "sekali@contoh.id", role: "penulis" });
    const link = await linkFor("sekali@contoh.id");
    expect((await accept(link)).status).toBe(302);
    expect((await server.fetch(link)).status).toBe(404);
    expect((await accept(link, "kata-sandi-lain-123")).status).toBe(404);
  });

  it("expires, and an earlier link gives way to the newest", async () => {
    await invite({ email: "lambat@contoh.id", role: "kontributor" });
    const first = await linkFor("lambat@contoh.id");
    await invite({ email: "lambat@contoh.id", role: "kontributor" });
    const second = await linkFor("lambat@contoh.id", 2);
    expect((await server.fetch(first)).status).toBe(404);
    await server.db
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "lambat@contoh.id")
      .execute();
    expect((await server.fetch(second)).status).toBe(410);
    expect((await accept(second)).status).toBe(410);
    const user = await server.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "lambat@contoh.id")
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it("is refused for an address that has an account", async () => {
    const answer = await invite({ email: "pimpinan@contoh.id", role: "kontributor" });
    expect(answer.status).toBe(409);
    const $ = cheerio.load(await answer.text());
    expect($.text()).toContain(t.inviteExists);
  });

  it("is made by admins only", async () => {
    const editorCookie = await sessionFor(server, "redaktur@contoh.id");
    await server.db
      .updateTable("user")
      .set({ role: "editor" })
      .where("email", "=", "redaktur@contoh.id")
      .execute();
    const answer = await invite({ email: "teman@contoh.id", role: "admin" }, editorCookie);
    expect(answer.status).toBe(403);
    expect(await mailbox.waitFor("teman@contoh.id", 1, 500)).toEqual([]);
  });
});
