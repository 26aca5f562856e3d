import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { newAddress } from "../support/addresses";
import { sessionFor, submitCredentials } from "../support/admin";
import { loadHtml } from "../support/html";
import { linkIn, startMailbox, type Mailbox } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";

// A stranger probing which addresses have accounts, and trying to keep the owner from resetting
// a forgotten password by asking for resets in their name.
let server: TestServer;
let mailbox: Mailbox;
const owner = "pemilik@warta.test";
const password = "rahasia-pemilik-123";

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
  await sessionFor(server, owner, password);
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

/** What a page tells its reader: the alert, the status line and every field's message. */
async function told(html: string) {
  const $ = await loadHtml(new Response(html));
  return {
    alert: $('[role="alert"]').text(),
    status: $('[role="status"]').text(),
    fields: $('[id$="-error"]')
      .map((_, element) => $(element).text())
      .get(),
  };
}

function askReset(email: string, address = newAddress()) {
  return server.fetch("/admin/forgot-password", {
    method: "POST",
    headers: { "x-forwarded-for": address },
    body: new URLSearchParams({ email }),
  });
}

describe("sign-in", () => {
  it("answers a wrong password and an unknown address alike", async () => {
    const wrong = await submitCredentials(server, "sign-in", owner, "bukan-sandinya-1");
    const unknown = await submitCredentials(server, "sign-in", "siapa@warta.test", password);
    expect(unknown.status).toBe(wrong.status);
    expect(wrong.status).toBe(400);
    expect(await told(unknown.html)).toEqual(await told(wrong.html));
    expect((await told(wrong.html)).alert).toBe(texts.auth.invalidCredentials);
    expect(wrong.cookie).toBe("");
    expect(unknown.cookie).toBe("");
  });
});

describe("password reset", () => {
  it("answers a known and an unknown address alike, and mails only the account", async () => {
    const known = await askReset(owner);
    const unknown = await askReset("siapa@warta.test");
    expect(unknown.status).toBe(known.status);
    expect(await told(await unknown.text())).toEqual(await told(await known.text()));
    await mailbox.waitFor(owner, 1);
    expect(mailbox.received.filter((mail) => mail.to === "siapa@warta.test")).toEqual([]);
  });

  it("stops a stranger at their own address without locking the owner out", async () => {
    const stranger = newAddress();
    const before = mailbox.received.filter((mail) => mail.to === owner).length;
    for (let n = 0; n < 3; n++) expect((await askReset(owner, stranger)).status).toBe(200);
    const stopped = await askReset(owner, stranger);
    expect(stopped.status).toBe(429);
    expect((await told(await stopped.text())).alert).toBe(texts.passwordReset.tooMany);

    // The owner, from their own address, still gets a working link.
    expect((await askReset(owner)).status).toBe(200);
    const mails = await mailbox.waitFor(owner, before + 4);
    expect(mails).toHaveLength(before + 4);
  });

  it("caps an account's resets from many addresses alike for every address, a fresh link in hand", async () => {
    const answers: number[] = [];
    for (let n = 0; n < 12; n++) answers.push((await askReset(owner)).status);
    const refused = answers.indexOf(429);
    expect(refused).toBeGreaterThan(0);
    expect(answers.slice(refused).every((status) => status === 429)).toBe(true);
    const capped = await askReset(owner);
    const other = "kosong@warta.test";
    for (let n = 0; n < 10; n++) expect((await askReset(other)).status).toBe(200);
    const cappedUnknown = await askReset(other);
    expect(cappedUnknown.status).toBe(capped.status);
    const message = await told(await capped.text());
    expect(message).toEqual(await told(await cappedUnknown.text()));
    expect(message.alert).toBe(texts.passwordReset.tooManyForAccount);

    // Every request the cap counted mailed a link; the newest one still opens the reset form.
    const mails = await mailbox.waitFor(owner, 10);
    expect(mails).toHaveLength(10);
    const last = mails.at(-1);
    if (!last) throw new Error("no reset mail");
    const link = linkIn(last, `${server.url}/admin/reset-password?token=`);
    const form = await server.fetch(link.slice(server.url.length));
    expect(form.status).toBe(200);
    expect((await loadHtml(form))('input[name="token"]').attr("value")).toBeTruthy();
  });
});
