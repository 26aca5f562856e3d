import { afterEach, describe, expect, it } from "vitest";
import { newAddress } from "../support/addresses";
import { startMailbox, type Mailbox } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";
import { recordSiteAddress } from "../support/settings";
import { startFaultySmtp, type FaultySmtp, type SmtpFault } from "../support/smtp-faults";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  box: Mailbox;
  faulty: FaultySmtp;
  mailing: TestServer;
}

/**
 * A real SMTP server behind a relay that plays `fault` on the first connection, and the built
 * server sending to it. A 20 s lease cuts the transport's waits to 5 s for the greeting and 10 s
 * of silence (app/.server/mail/transport.ts); the first retry comes 1 s after a failure.
 */
async function setup(fault: SmtpFault): Promise<Setup> {
  const box = await startMailbox();
  cleanups.push(() => box.close());
  const faulty = await startFaultySmtp(box.url);
  cleanups.push(() => faulty.close());
  faulty.faultNext(fault);
  const mailing = await startServer({
    env: {
      TRUST_PROXY: "loopback",
      SMTP_URL: faulty.url,
      MAIL_FROM: "warta@warta.test",
      MAIL_RETRY_SECONDS: "1",
      MAIL_LEASE_SECONDS: "20",
    },
  });
  cleanups.push(() => mailing.stop());
  await recordSiteAddress(mailing);
  return { box, faulty, mailing };
}

async function subscribe(mailing: TestServer, email: string): Promise<void> {
  const answer = await mailing.fetch("/newsletter", {
    method: "POST",
    body: new URLSearchParams({ email }),
    headers: { "x-forwarded-for": newAddress() },
  });
  expect(answer.status).toBe(200);
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function outboxRow(mailing: TestServer, email: string) {
  return mailing.db
    .selectFrom("outbox")
    .select(["id", "status", "attempts", "subject", "message_id", "last_error"])
    .where("recipient", "=", email)
    .executeTakeFirstOrThrow();
}

/**
 * Waits for the message to `email` to arrive, a moment more for any second copy, and checks it
 * came once, whole, under its own Message-ID, with the failed attempt and the delivery recorded.
 */
async function expectDeliveredOnceAfter(
  { box, mailing }: Setup,
  email: string,
  error: RegExp,
): Promise<void> {
  expect(await box.waitFor(email, 1, 60_000)).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const mails = box.received.filter((mail) => mail.to === email);
  expect(mails).toHaveLength(1);
  const row = await outboxRow(mailing, email);
  expect(row).toMatchObject({ status: "sent", attempts: 2 });
  expect(row.last_error).toMatch(error);
  const [mail] = mails;
  expect(mail?.subject).toBe(row.subject);
  expect(mail?.header("message-id")).toBe(row.message_id);
  expect(mail?.text).toContain("/newsletter/confirm");
  const attempts = await mailing.db
    .selectFrom("outbox_attempts")
    .select(["outcome", "error"])
    .where("outbox_id", "=", row.id)
    .orderBy("id")
    .execute();
  expect(attempts).toHaveLength(2);
  expect(attempts[0]?.outcome).toBe("retry");
  expect(attempts[0]?.error).toMatch(error);
  expect(attempts[1]).toEqual({ outcome: "sent", error: null });
  expect(mailing.logs.some((line) => line.includes('"mail worker tick failed"'))).toBe(false);
  expect(mailing.child.exitCode).toBeNull();
}

describe("an SMTP server that drops the connection in the middle of a message", () => {
  it(
    "gets the message again and delivers it once, the cut attempt recorded",
    { timeout: 90_000 },
    async () => {
      const setupDone = await setup("drop-in-data");
      await subscribe(setupDone.mailing, "putus@contoh.id");
      await expectDeliveredOnceAfter(
        setupDone,
        "putus@contoh.id",
        /ESOCKET|ECONNECTION|ECONNRESET|EPIPE|closed/i,
      );
      expect(setupDone.faulty.played).toEqual(["drop-in-data"]);
      // The half message never reached the end of DATA on the server behind the relay.
      expect(setupDone.box.attempts()).toBe(1);
    },
  );
});

describe("an SMTP server that hangs", () => {
  it.each([
    ["never greets", "silent", /ETIMEDOUT.*greeting/i],
    ["stalls after DATA", "stall-in-data", /ETIMEDOUT/],
  ] as const)(
    "that %s: the attempt times out, the site keeps answering, the retry delivers once",
    { timeout: 90_000 },
    async (_, fault, error) => {
      const setupDone = await setup(fault);
      const { mailing, faulty } = setupDone;
      await subscribe(mailing, "macet@contoh.id");
      await until(() => faulty.played.length === 1);
      // The worker is now waiting on the hanging server with the message leased to it.
      expect(await outboxRow(mailing, "macet@contoh.id")).toMatchObject({
        status: "sending",
        attempts: 1,
      });
      const home = await mailing.fetch("/");
      expect(home.status).toBe(200);
      await subscribe(mailing, "lain@contoh.id");

      await expectDeliveredOnceAfter(setupDone, "macet@contoh.id", error);
      expect(faulty.played).toEqual([fault]);
      // The other subscriber's mail waited behind the hung one and went out once as well.
      expect(await setupDone.box.waitFor("lain@contoh.id")).toHaveLength(1);
      expect(setupDone.box.received.filter((mail) => mail.to === "lain@contoh.id")).toHaveLength(1);
    },
  );
});
