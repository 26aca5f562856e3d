import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordEvent } from "~/.server/db/events";
import { texts } from "~/.server/texts";
import { sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { recordSiteAddress } from "../support/settings";

// The server's job runner and the Antrean screen: an event recorded in a transaction reaches its
// handler (the newsletter), and a failed job is shown with its error and can be run again.
const t = texts.outbox;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "loopback" } });
  admin = await sessionFor(server, "admin@warta.test");
});

afterAll(async () => {
  await server?.stop();
});

async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 150; tries += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("never came");
}

function jobStatus(id: number) {
  return server.db
    .selectFrom("jobs")
    .select(["status", "attempts"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("the job runner in the server", () => {
  it("queues an article's newsletter once when its article.published event asks for it", async () => {
    await recordSiteAddress(server);
    const now = new Date().toISOString();
    await server.db
      .insertInto("subscribers")
      .values({
        email: "pembaca@contoh.id",
        token: "t-pembaca",
        created_at: now,
        confirmed_at: now,
      })
      .execute();
    const { id } = await makePost(server.db, { title: "Kabar Peristiwa" });
    for (let n = 0; n < 2; n += 1) {
      await server.db
        .transaction()
        .execute((trx) => recordEvent(trx, "article.published", id, { newsletter: true }));
    }
    const jobs = await until(async () => {
      const rows = await server.db
        .selectFrom("jobs")
        .select(["status"])
        .where("handler", "=", "newsletter")
        .execute();
      return rows.length === 2 && rows.every((row) => row.status === "done") ? rows : undefined;
    });
    expect(jobs).toHaveLength(2);
    const mail = await server.db
      .selectFrom("outbox")
      .select("recipient")
      .where("kind", "=", "newsletter")
      .where("post_id", "=", id)
      .execute();
    expect(mail.map((row) => row.recipient)).toEqual(["pembaca@contoh.id"]);
  });

  it("shows a failed job with its error on the Antrean screen and runs it again", async () => {
    const now = new Date().toISOString();
    const { id } = await server.db
      .insertInto("jobs")
      .values({
        handler: "newsletter",
        status: "failed",
        attempts: 8,
        last_error: "Server surat mati",
        next_attempt_at: now,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const page = await loadHtml(
      await server.fetch("/admin/outbox", { headers: { cookie: admin } }),
    );
    expect(page("h1").text()).toBe(t.title);
    const table = page(`table[aria-label="${t.jobs}"]`);
    expect(table.text()).toContain("Server surat mati");
    expect(table.text()).toContain(t.jobStatus.failed);
    expect(table.find(`input[name="intent"][value="retry-job"]`)).toHaveLength(1);

    const retry = (jobId: string) =>
      server.fetch("/admin/outbox", {
        method: "POST",
        headers: { cookie: admin },
        body: new URLSearchParams({ intent: "retry-job", id: jobId }),
      });
    expect((await retry(String(id))).status).toBe(200);
    await until(async () => ((await jobStatus(id)).status === "done" ? true : undefined));
    // Done now, so not failed: nothing to run again.
    expect((await retry(String(id))).status).toBe(404);
    expect((await retry("abc")).status).toBe(400);
  });
});
