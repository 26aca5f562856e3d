import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { newAddress } from "../support/addresses";
import { sessionFor } from "../support/admin";
import { sendWithHeaders } from "../support/forged-host";
import { loadHtml } from "../support/html";
import { linkIn, startMailbox, type Mailbox, type ReceivedMail } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";
import { settingRows } from "../support/settings";

// An attacker names their own host in the request, hoping a mailed link (a password reset, a
// newsletter confirmation) points there. Behind a proxy (TRUST_PROXY=1) X-Forwarded-Host is
// believed for rendering, so both headers are tried on every form that mails something.
const evil = "penipu.example";
const forgeries = [
  ["Host", { host: evil }],
  ["X-Forwarded-Host", { "x-forwarded-host": evil, "x-forwarded-proto": "https" }],
] as const;

const mailEnv = (mailbox: Mailbox) => ({
  TRUST_PROXY: "1",
  SMTP_URL: mailbox.url,
  MAIL_FROM: "warta@warta.test",
  MAIL_RETRY_SECONDS: "1",
});

function forged(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  fields?: Record<string, string>,
) {
  return sendWithHeaders(server.url, path, { ...headers, "x-forwarded-for": newAddress() }, fields);
}

/** The mail that arrived for `address` after `seen` earlier ones. */
async function nextMail(mailbox: Mailbox, address: string, seen: number): Promise<ReceivedMail> {
  const mail = (await mailbox.waitFor(address, seen + 1))[seen];
  if (!mail) throw new Error(`no mail for ${address}`);
  return mail;
}

/** The mail holds a `path` link on `base`, every link in it is on `base`, and no forged host. */
function expectLinksOn(mail: ReceivedMail, base: string, path: string) {
  expect(linkIn(mail, `${base}${path}`)).toBeTruthy();
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  for (const link of links) expect(link.startsWith(`${base}/`), link).toBe(true);
  expect(mail.raw).not.toContain(evil);
}

describe("without SITE_URL", () => {
  let server: TestServer;
  let mailbox: Mailbox;
  const owner = "pemilik@warta.test";
  const early = "awal@contoh.id";

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ env: mailEnv(mailbox) });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  it("mails no link from a new site before its first account, yet serves its pages", async () => {
    for (const [, headers] of forgeries) {
      const subscribed = await forged(server, "/newsletter", headers, { email: early });
      expect(subscribed.status).toBe(200);
      expect(subscribed.body).toContain(texts.newsletter.successTitle);
      const reset = await forged(server, "/admin/forgot-password", headers, { email: owner });
      expect(reset.status).toBe(200);
      expect((await forged(server, "/", headers)).status).toBe(200);
    }
    expect(await server.db.selectFrom("outbox").select("id").execute()).toEqual([]);
    const waiting = await server.db.selectFrom("subscribers").select("email").execute();
    expect(waiting).toEqual([{ email: early }]);
  });

  it("records the address the first account signed up on, and confirms waiting readers there", async () => {
    await sessionFor(server, owner);
    expect((await settingRows(server))["site.siteUrl"]).toBe(JSON.stringify(server.url));
    const [confirmation] = await mailbox.waitFor(early);
    if (!confirmation) throw new Error("no confirmation for the waiting reader");
    expectLinksOn(confirmation, server.url, "/newsletter/confirm?token=");
  });

  it.each(forgeries)(
    "points the reset link at the site's address under a forged %s",
    async (_, headers) => {
      const seen = (await mailbox.waitFor(owner, 0, 0)).length;
      const answer = await forged(server, "/admin/forgot-password", headers, { email: owner });
      expect(answer.status).toBe(200);
      const mail = await nextMail(mailbox, owner, seen);
      expectLinksOn(mail, server.url, "/admin/reset-password?token=");
    },
  );

  it.each(forgeries)(
    "points the newsletter confirmation at the site's address under a forged %s",
    async (name, headers) => {
      const reader = `pembaca-${name.toLowerCase()}@contoh.id`;
      const answer = await forged(server, "/newsletter", headers, { email: reader });
      expect(answer.status).toBe(200);
      const mail = await nextMail(mailbox, reader, 0);
      expectLinksOn(mail, server.url, "/newsletter/confirm?token=");
    },
  );

  it("mails nothing for a later sign-up, and a forged host cannot move the address", async () => {
    for (const [name, headers] of forgeries) {
      const email = `kedua-${name.toLowerCase()}@contoh.id`;
      const answer = await forged(server, "/admin/auth", headers, {
        intent: "sign-up",
        email,
        password: "rahasia-kedua-123",
      });
      expect(answer.status).toBe(302);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await mailbox.waitFor(email, 1, 0)).toEqual([]);
    }
    expect((await settingRows(server))["site.siteUrl"]).toBe(JSON.stringify(server.url));
  });

  it("serves pages to a foreign host with every absolute link on the site's address", async () => {
    for (const [, headers] of forgeries) {
      const page = await forged(server, "/", headers);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(evil);
      const $ = await loadHtml(new Response(page.body));
      expect($('link[rel="canonical"]').attr("href")).toBe(`${server.url}/`);
      const robots = await forged(server, "/robots.txt", headers);
      expect(robots.body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    }
  });
});

describe("a new site whose address another process records", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { PAGE_CACHE: "off" } });
  });
  afterAll(() => server?.stop());

  it("renders its next page on that address, not on the host the request names", async () => {
    const canonical = async () => {
      const page = await sendWithHeaders(server.url, "/", { host: evil });
      return (await loadHtml(new Response(page.body)))('link[rel="canonical"]').attr("href");
    };
    // No account, no address: the page is on the request's own host, and is never mailed.
    expect(await canonical()).toBe(`http://${evil}/`);
    // Another worker's sign-up records it; this process remembered the settings without it.
    await server.db
      .insertInto("settings")
      .values({ key: "site.siteUrl", value: JSON.stringify("https://warta.contoh.id") })
      .execute();
    await expect.poll(canonical, { timeout: 1000 }).toBe("https://warta.contoh.id/");
  });
});

describe("with SITE_URL", () => {
  const site = "https://blog.contoh.id";
  let server: TestServer;
  let mailbox: Mailbox;
  const owner = "redaksi@warta.test";

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ env: { ...mailEnv(mailbox), SITE_URL: site } });
    await sessionFor(server, owner);
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  it.each(forgeries)("mails links on SITE_URL under a forged %s", async (name, headers) => {
    const seen = (await mailbox.waitFor(owner, 0, 0)).length;
    expect((await forged(server, "/admin/forgot-password", headers, { email: owner })).status).toBe(
      200,
    );
    const reset = await nextMail(mailbox, owner, seen);
    expectLinksOn(reset, site, "/admin/reset-password?token=");

    const reader = `pembaca-${name.toLowerCase()}@contoh.id`;
    expect((await forged(server, "/newsletter", headers, { email: reader })).status).toBe(200);
    const confirm = await nextMail(mailbox, reader, 0);
    expectLinksOn(confirm, site, "/newsletter/confirm?token=");
  });
});
