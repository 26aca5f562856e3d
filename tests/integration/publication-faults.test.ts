import { afterEach, describe, expect, it } from "vitest";
import { publicationSteps, type FaultStep } from "~/.server/commands/faults";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { jobsSettled } from "../support/jobs";
import { startServer, type TestServer } from "../support/server";

// A publication killed at each of its steps (app/.server/commands/faults.ts: the process sends
// itself SIGKILL there) leaves the article either fully published, with exactly one
// article.published event and one newsletter per subscriber once the site runs again, or not
// published at all, with neither. On PostgreSQL two instances take over after the crash.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const env = { ...adminServerEnv, SITE_URL: "https://warta.test", SCHEDULE_POLL_SECONDS: "1" };
const readers = ["ayu@contoh.id", "bima@contoh.id", "citra@contoh.id"];

const started: TestServer[] = [];

afterEach(async () => {
  // The first one owns (and drops) the database: stop it last.
  for (const server of started.reverse()) await server.stop();
  started.length = 0;
});

async function start(databaseUrl?: string, extra: Record<string, string> = {}) {
  const server = await startServer({ databaseUrl, env: { ...env, ...extra } });
  started.push(server);
  return server;
}

function faultAt(step: FaultStep) {
  return { WARTA_TEST_FAULTS: "on", WARTA_FAULT_AT: step };
}

async function subscribers(server: TestServer) {
  const now = new Date().toISOString();
  await server.db
    .insertInto("subscribers")
    .values(
      readers.map((email, n) => ({
        email,
        token: `token-${n}-${"x".repeat(24)}`,
        created_at: now,
        confirmed_at: now,
      })),
    )
    .execute();
}

function exited(server: TestServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

// After the crash: the site runs again (twice on PostgreSQL), a lease the dead process held has
// run out (the test moves it into the past instead of waiting 300 s), and the runner is idle.
async function restart(crashed: TestServer): Promise<TestServer> {
  await crashed.db
    .updateTable("jobs")
    .set({ claimed_until: "2000-01-01T00:00:00.000Z" })
    .where("status", "=", "running")
    .execute();
  const again = await start(crashed.databaseUrl);
  if (onPostgres) await start(crashed.databaseUrl);
  return again;
}

async function outcome(server: TestServer, id: number) {
  await jobsSettled(server.db);
  const post = await server.db
    .selectFrom("posts")
    .select(["published"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const events = await server.db
    .selectFrom("events")
    .select("id")
    .where("kind", "=", "article.published")
    .where("subject_id", "=", id)
    .execute();
  const sends = await server.db
    .selectFrom("newsletter_sends")
    .select("subscriber_id")
    .where("post_id", "=", id)
    .execute();
  const mail = await server.db
    .selectFrom("outbox")
    .select("recipient")
    .where("kind", "=", "newsletter")
    .where("post_id", "=", id)
    .orderBy("recipient")
    .execute();
  return {
    published: Boolean(post.published),
    events: events.length,
    sends: sends.length,
    recipients: mail.map((m) => m.recipient),
  };
}

const fully = { published: true, events: 1, sends: readers.length, recipients: readers };
const notAtAll = { published: false, events: 0, sends: 0, recipients: [] };

// The steps reached once the publication committed: from there on it stands.
const committed = new Set<FaultStep>(["publish:committed", "newsletter:queued"]);

describe("a publication killed at any step", () => {
  it.each(publicationSteps)("from the editor, at %s", async (step) => {
    const first = await start(undefined, faultAt(step));
    await subscribers(first);
    const cookie = await sessionFor(first, "admin@contoh.id");
    const { id } = await makePost(first.db, { title: "Banjir Rob", published: false });
    const answer = await editArticle(first, cookie, id, {
      published: "on",
      sendNewsletter: "on",
    }).catch(() => undefined);
    // Killed in the background, after the answer: the editor saw the save succeed.
    if (step === "newsletter:queued") expect(answer?.status).toBe(302);
    await exited(first);
    expect(first.child.signalCode).toBe("SIGKILL");

    const again = await restart(first);
    expect([step, await outcome(again, id)]).toEqual([
      step,
      committed.has(step) ? fully : notAtAll,
    ]);
  });

  // The scheduler's go-live (publishArticle) runs again after the crash: whatever the step, the
  // article ends up published exactly once.
  it.each(publicationSteps.filter((step) => step !== "publish:checked"))(
    "from the scheduler, at %s",
    async (step) => {
      const first = await start(undefined, faultAt(step));
      await subscribers(first);
      const { id } = await makePost(first.db, {
        title: "Gerhana Bulan",
        published: false,
        scheduledAt: new Date(Date.now() - 60_000).toISOString(),
        scheduleNewsletter: true,
      });
      await exited(first);
      expect(first.child.signalCode).toBe("SIGKILL");

      const again = await restart(first);
      await expect.poll(async () => (await outcome(again, id)).published).toBe(true);
      expect([step, await outcome(again, id)]).toEqual([step, fully]);
    },
  );
});
