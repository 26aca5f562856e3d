import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { editArticle, sessionFor } from "../support/admin";
import { newAddress } from "../support/addresses";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { linkIn, startMailbox, type Mailbox, type ReceivedMail } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";

// The site's public address is https (as List-Unsubscribe requires); links in the mails are
// followed against the test server by their path.
const site = "https://warta.test";
let server: TestServer;
let mailbox: Mailbox;
let admin: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    env: {
      TRUST_PROXY: "loopback",
      SITE_URL: site,
      SMTP_URL: mailbox.url,
      MAIL_FROM: "Redaksi Warta <redaksi@warta.test>",
      MAIL_RETRY_SECONDS: "1",
      MAIL_RATE_PER_MINUTE: "6000",
    },
  });
  admin = await sessionFor(server, "admin@warta.test");
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

function local(url: string): string {
  expect(url.startsWith(`${site}/`)).toBe(true);
  return url.slice(site.length);
}

function subscribe(email: string) {
  return server.fetch("/newsletter", {
    method: "POST",
    body: new URLSearchParams({ email }),
    headers: { "X-Forwarded-For": newAddress() },
  });
}

/** Subscribes and follows the confirmation mail's link: GET shows a button, POST confirms. */
async function subscribeAndConfirm(email: string): Promise<void> {
  expect((await subscribe(email)).status).toBe(200);
  const [mail] = await mailbox.waitFor(email);
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  const link = local(linkIn(mail, `${site}/newsletter/confirm`));
  const page = await loadHtml(await server.fetch(link));
  expect(page("h1").text()).toBe(texts.subscription.confirmTitle);
  const token = page('main form input[name="token"]').attr("value") ?? "";
  const confirmed = await server.fetch(link, {
    method: "POST",
    body: new URLSearchParams({ token }),
  });
  expect(confirmed.status).toBe(302);
}

async function stateOf(email: string) {
  return server.db
    .selectFrom("subscribers")
    .select(["confirmed_at", "unsubscribed_at"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
}

function header(mail: ReceivedMail, name: string): string {
  return mail.header(name) ?? "";
}

describe("double opt-in", () => {
  it("mails a confirmation in Indonesian, text and HTML, with Date and Message-ID", async () => {
    const email = "ani@contoh.id";
    expect((await subscribe(" Ani@Contoh.ID ")).status).toBe(200);
    const [mail] = await mailbox.waitFor(email);
    if (!mail) throw new Error("no confirmation mail");
    expect(mail.subject).toBe(texts.mail.confirmSubject(texts.site.name));
    expect(mail.text).toContain(texts.mail.confirmIntro(texts.site.name));
    expect(mail.html).toContain(texts.mail.confirmButton);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(mail.headers.get("date")).toBeInstanceOf(Date);
    expect(header(mail, "message-id")).toMatch(/^<[0-9a-f-]{36}@warta\.test>$/);
    expect(header(mail, "from")).toContain("redaksi@warta.test");
    expect((await stateOf(email)).confirmed_at).toBeNull();
  });

  it("refuses wrong, malformed and used confirmation tokens in Indonesian", async () => {
    const email = "budi@contoh.id";
    await subscribeAndConfirm(email);
    expect((await stateOf(email)).confirmed_at).not.toBeNull();
    const [mail] = await mailbox.waitFor(email);
    if (!mail) throw new Error("no confirmation mail");
    const used = local(linkIn(mail, `${site}/newsletter/confirm`));
    const again = await server.fetch(used);
    expect(again.status).toBe(404);
    expect((await loadHtml(again))("h1").text()).toBe(texts.subscription.invalidTitle);
    const malformed = await server.fetch("/newsletter/confirm?token=%27%20or%201%3D1");
    expect(malformed.status).toBe(400);
    const posted = await server.fetch("/newsletter/confirm", {
      method: "POST",
      body: new URLSearchParams({ token: "A".repeat(32) }),
    });
    expect(posted.status).toBe(404);
  });

  it("sends a repeated subscription no second confirmation within ten minutes", async () => {
    const email = "citra@contoh.id";
    await subscribe(email);
    await mailbox.waitFor(email);
    await subscribe(email);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailbox.waitFor(email, 1, 0)).toHaveLength(1);
  });
});

describe("sending an article", () => {
  it("reaches confirmed subscribers once, with one-click unsubscribe, and never again", async () => {
    const reader = "dewi@contoh.id";
    const waiting = "eko@contoh.id";
    await subscribeAndConfirm(reader);
    await subscribe(waiting);
    await mailbox.waitFor(waiting);

    const post = await makePost(server.db, { title: "Kabar Baik dari Bandung", published: false });
    const saved = await editArticle(server, admin, post.id, {
      published: "on",
      sendNewsletter: "on",
    });
    expect(saved.status).toBe(302);

    const [article] = (await mailbox.waitFor(reader, 2)).slice(1);
    if (!article) throw new Error("no newsletter");
    expect(article.subject).toBe("Kabar Baik dari Bandung");
    expect(article.text).toContain(`${site}/blog/${post.slug}`);
    expect(article.html).toContain(texts.mail.newsletterRead);
    const unsubscribe = header(article, "list-unsubscribe");
    expect(unsubscribe).toMatch(
      /^<https:\/\/warta\.test\/newsletter\/unsubscribe\?token=[\w-]{32}>$/,
    );
    expect(header(article, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // Only the confirmation: an unconfirmed address receives no article.
    expect(await mailbox.waitFor(waiting, 2, 0)).toHaveLength(1);

    // Saving it again, even with the box ticked, sends nothing more.
    const resaved = await editArticle(server, admin, post.id, { sendNewsletter: "on" });
    expect(resaved.status).toBe(302);

    // RFC 8058 one-click: a POST to the header's address, no cookie, no confirmation page.
    const oneClick = await server.fetch(local(unsubscribe.slice(1, -1)), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await stateOf(reader)).unsubscribed_at).not.toBeNull();

    const other = "fajar@contoh.id";
    await subscribeAndConfirm(other);
    const next = await makePost(server.db, { title: "Kabar Kedua", published: false });
    await editArticle(server, admin, next.id, { published: "on", sendNewsletter: "on" });
    const second = await mailbox.waitFor(other, 2);
    expect(second[1]?.subject).toBe("Kabar Kedua");
    expect(await mailbox.waitFor(reader, 3, 0)).toHaveLength(2);
    const sends = await server.db
      .selectFrom("newsletter_sends")
      .select("subscriber_id")
      .where("post_id", "=", post.id)
      .execute();
    // Every confirmed subscriber of that day got the first article exactly once.
    const copies = mailbox.received.filter((m) => m.subject === "Kabar Baik dari Bandung");
    expect(copies).toHaveLength(sends.length);
    expect(new Set(copies.map((m) => m.to)).size).toBe(copies.length);
  });

  it("keeps CR/LF in a title out of the headers", async () => {
    const reader = "gita@contoh.id";
    await subscribeAndConfirm(reader);
    const post = await makePost(server.db, {
      title: "Judul\r\nBcc: korban@contoh.id",
      published: true,
    });
    await editArticle(server, admin, post.id, { sendNewsletter: "on" });
    const [, mail] = await mailbox.waitFor(reader, 2);
    expect(mail?.subject).toBe("Judul Bcc: korban@contoh.id");
    expect(mail?.headers.get("bcc")).toBeUndefined();
    expect(mailbox.received.some((m) => m.to === "korban@contoh.id")).toBe(false);
  });
});

describe("delivery", () => {
  it("retries after a 451 and delivers the message exactly once", async () => {
    const email = "hadi@contoh.id";
    mailbox.refuseNext(1, 451, "4.3.0 Coba lagi nanti");
    await subscribe(email);
    const mails = await mailbox.waitFor(email);
    expect(mails).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailbox.waitFor(email, 2, 0)).toHaveLength(1);
    const row = await server.db
      .selectFrom("outbox")
      .select(["id", "status", "attempts"])
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    const tries = await server.db
      .selectFrom("outbox_attempts")
      .select(["outcome", "error"])
      .where("outbox_id", "=", row.id)
      .orderBy("id")
      .execute();
    expect(tries.map((t) => t.outcome)).toEqual(["retry", "sent"]);
    expect(tries[0]?.error).toContain("451");
  });

  it("marks a message refused with 550 as failed, keeping the error", async () => {
    const email = "indah@contoh.id";
    mailbox.refuseNext(1, 550, "5.1.1 Kotak surat tidak ada");
    await subscribe(email);
    let row;
    for (let i = 0; i < 100; i++) {
      row = await server.db
        .selectFrom("outbox")
        .select(["status", "attempts", "last_error"])
        .where("recipient", "=", email)
        .executeTakeFirst();
      if (row?.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.last_error).toContain("550");
    expect(await mailbox.waitFor(email, 1, 0)).toHaveLength(0);
  });
});
