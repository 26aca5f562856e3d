import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { DB } from "~/.server/db/connection";
import { texts } from "~/.server/texts";
import { editArticle, sessionFor } from "../support/admin";
import { newAddress } from "../support/addresses";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startMailbox, type Mailbox } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";
import { recordSiteAddress } from "../support/settings";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mailbox(): Promise<Mailbox> {
  const box = await startMailbox();
  cleanups.push(() => box.close());
  return box;
}

async function server(env: Record<string, string>, databaseUrl?: string): Promise<TestServer> {
  const started = await startServer({
    databaseUrl,
    env: { TRUST_PROXY: "loopback", MAIL_FROM: "warta@warta.test", ...env },
  });
  // The first server owns the database (dropped by its stop); others stop first.
  cleanups.push(() => started.stop());
  return started;
}

async function confirmedSubscribers(db: DB, count: number, prefix: string): Promise<string[]> {
  const now = new Date().toISOString();
  const emails = Array.from({ length: count }, (_, n) => `${prefix}${n}@contoh.id`);
  await db
    .insertInto("subscribers")
    .values(
      emails.map((email) => ({
        email,
        token: randomBytes(24).toString("base64url"),
        created_at: now,
        confirmed_at: now,
      })),
    )
    .execute();
  return emails;
}

async function until(check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function copiesPerAddress(box: Mailbox, subject: string): Map<string, number> {
  const copies = new Map<string, number>();
  for (const mail of box.received) {
    if (mail.subject === subject) copies.set(mail.to, (copies.get(mail.to) ?? 0) + 1);
  }
  return copies;
}

describe("several instances", () => {
  it(
    "deliver a 200-subscriber newsletter with exactly one copy per address",
    { timeout: 120_000 },
    async () => {
      const box = await mailbox();
      // 20 a second each: slow enough that both instances take part.
      const env = { SMTP_URL: box.url, MAIL_RATE_PER_MINUTE: "1200" };
      const first = await server(env);
      const second = await server(env, first.databaseUrl);
      const emails = await confirmedSubscribers(first.db, 200, "banyak");
      const admin = await sessionFor(first, "admin@warta.test");
      const post = await makePost(first.db, { title: "Buletin Besar", published: false });
      const saved = await editArticle(first, admin, post.id, {
        published: "on",
        sendNewsletter: "on",
      });
      expect(saved.status).toBe(302);

      await until(() => copiesPerAddress(box, "Buletin Besar").size === 200);
      // A moment more, for any duplicate still on its way.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const copies = copiesPerAddress(box, "Buletin Besar");
      expect([...copies.keys()].sort()).toEqual([...emails].sort());
      expect([...copies.values()].every((n) => n === 1)).toBe(true);
      const sentBy = (s: TestServer) =>
        s.logs.filter((line) => line.includes('"mail sent"')).length;
      expect(sentBy(first) + sentBy(second)).toBe(200);
      expect(sentBy(first)).toBeGreaterThan(0);
      expect(sentBy(second)).toBeGreaterThan(0);

      const outbox = await loadHtml(
        await first.fetch("/admin/outbox", { headers: { cookie: admin } }),
      );
      const row = outbox(`table[aria-label="${texts.outbox.newsletters}"] tbody tr`).first();
      expect(
        row
          .find("td")
          .map((_, td) => outbox(td).text())
          .get(),
      ).toEqual(["Buletin Besar", "200", "0", "0"]);
    },
  );
});

describe("a crash", () => {
  it(
    "after kill -9 in the middle of a batch, the rest goes out on restart, once each",
    { timeout: 120_000 },
    async () => {
      const box = await mailbox();
      // Each message takes a second to be accepted, so the kill lands mid-batch.
      box.delay(1000);
      const env = { SMTP_URL: box.url, MAIL_RATE_PER_MINUTE: "6000", MAIL_LEASE_SECONDS: "5" };
      const first = await server(env);
      const emails = await confirmedSubscribers(first.db, 10, "mogok");
      const admin = await sessionFor(first, "admin@warta.test");
      const post = await makePost(first.db, { title: "Sebelum Mogok", published: false });
      await editArticle(first, admin, post.id, { published: "on", sendNewsletter: "on" });
      await until(() => box.received.length >= 2);
      // Killed while the next message waits on the server, once every accepted one is marked
      // sent: a kill between the server's acceptance and that mark resends by design.
      await expect
        .poll(
          async () => {
            const sent = await first.db
              .selectFrom("outbox")
              .select((eb) => eb.fn.countAll<number | string>().as("n"))
              .where("status", "=", "sent")
              .executeTakeFirstOrThrow();
            return Number(sent.n) >= box.received.length;
          },
          { timeout: 30_000, interval: 20 },
        )
        .toBe(true);
      await first.crash();
      const before = box.received.length;
      expect(before).toBeLessThan(10);

      box.delay(0);
      await server(env, first.databaseUrl);
      await until(() => copiesPerAddress(box, "Sebelum Mogok").size === 10);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const copies = copiesPerAddress(box, "Sebelum Mogok");
      expect([...copies.keys()].sort()).toEqual([...emails].sort());
      expect([...copies.values()].every((n) => n === 1)).toBe(true);
    },
  );
});

describe("without SMTP_URL", () => {
  it("keeps messages queued and says so on the outbox screen", async () => {
    const plain = await server({});
    const admin = await sessionFor(plain, "admin@warta.test");
    const subscribed = await plain.fetch("/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email: "tunggu@contoh.id" }),
      headers: { "x-forwarded-for": newAddress() },
    });
    expect(subscribed.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await plain.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows).toEqual([{ status: "queued", attempts: 0 }]);
    const page = await loadHtml(await plain.fetch("/admin/outbox", { headers: { cookie: admin } }));
    expect(page('[role="alert"]').text()).toContain(texts.outbox.notConfigured);
    expect(page('[role="alert"]').text()).toContain(texts.outbox.notConfiguredText(1));
  });
});

describe("the retry button", () => {
  it("sends a failed message again", async () => {
    const box = await mailbox();
    box.refuseNext(1, 554, "5.7.1 Ditolak");
    const mailing = await server({ SMTP_URL: box.url });
    const admin = await sessionFor(mailing, "admin@warta.test");
    await mailing.fetch("/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email: "ulang@contoh.id" }),
      headers: { "x-forwarded-for": newAddress() },
    });
    let id = 0;
    for (let n = 0; n < 100 && id === 0; n++) {
      const row = await mailing.db
        .selectFrom("outbox")
        .select(["id", "status"])
        .where("recipient", "=", "ulang@contoh.id")
        .executeTakeFirst();
      if (row?.status === "failed") id = row.id;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await loadHtml(
      await mailing.fetch("/admin/outbox?status=failed", { headers: { cookie: admin } }),
    );
    expect(page("main").text()).toContain("5.7.1 Ditolak");
    expect(page(`form input[name="id"][value="${id}"]`)).toHaveLength(1);
    const retried = await mailing.fetch("/admin/outbox", {
      method: "POST",
      headers: { cookie: admin },
      body: new URLSearchParams({ intent: "retry", id: String(id) }),
    });
    expect(retried.status).toBe(200);
    expect(await box.waitFor("ulang@contoh.id")).toHaveLength(1);
    const again = await mailing.fetch("/admin/outbox", {
      method: "POST",
      headers: { cookie: admin },
      body: new URLSearchParams({ intent: "retry", id: "abc" }),
    });
    expect(again.status).toBe(400);
    const broken = await mailing.fetch("/admin/outbox", {
      method: "POST",
      headers: { cookie: admin, "content-type": "multipart/form-data; boundary=x" },
      body: "kacau",
    });
    expect(broken.status).toBe(400);
  });
});

describe("an SMTP server that cannot be reached", () => {
  it("keeps the message queued for a later try, with the connection error kept", async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const unreachable = await server({ SMTP_URL: "smtp://127.0.0.1:1", MAIL_RETRY_SECONDS: "60" });
    await recordSiteAddress(unreachable);
    await unreachable.fetch("/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email: "nanti@contoh.id" }),
      headers: { "x-forwarded-for": newAddress() },
    });
    let row;
    for (let n = 0; n < 100; n++) {
      row = await unreachable.db
        .selectFrom("outbox")
        .select(["status", "attempts", "last_error", "next_attempt_at"])
        .where("recipient", "=", "nanti@contoh.id")
        .executeTakeFirst();
      if (row?.last_error) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(new Date(row?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 30_000);
  });
});
