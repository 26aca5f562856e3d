import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePost, daysAgo } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// The retention rules of Pengaturan, run by the job runner: unconfirmed subscriptions after 7
// days, commenters' addresses after 12 months (the defaults), nothing else.

describe("retention", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: { RETENTION_CHECK_SECONDS: "0.2" } });
  });
  afterAll(() => server?.stop());

  it("removes stale unconfirmed subscriptions and old commenters' addresses, nothing else", async () => {
    const { db } = server;
    const subscriber = (email: string, askedDaysAgo: number, confirmed: boolean) => ({
      email,
      token: `token-${email}`,
      created_at: daysAgo(askedDaysAgo),
      confirm_token: confirmed ? null : `confirm-${email}`,
      confirm_sent_at: daysAgo(askedDaysAgo),
      confirmed_at: confirmed ? daysAgo(askedDaysAgo) : null,
      consented_at: confirmed ? daysAgo(askedDaysAgo) : null,
      consent_source: "footer",
      unsubscribed_at: null,
    });
    await db
      .insertInto("subscribers")
      .values([
        subscriber("basi@contoh.id", 8, false),
        subscriber("baru@contoh.id", 1, false),
        subscriber("setia@contoh.id", 400, true),
      ])
      .execute();
    const article = await makePost(db);
    const comment = (name: string, email: string, ageDays: number) => ({
      post_id: article.id,
      author_name: name,
      author_email: email,
      content: `Komentar ${name}.`,
      status: "approved" as const,
      created_at: daysAgo(ageDays),
      parent_id: null,
    });
    await db
      .insertInto("comments")
      .values([
        comment("Lama", "lama@contoh.id", 400),
        comment("Baru", "baru.komentar@contoh.id", 30),
      ])
      .execute();

    for (let tries = 0; tries < 250; tries += 1) {
      const stale = await db
        .selectFrom("subscribers")
        .select("id")
        .where("email", "=", "basi@contoh.id")
        .executeTakeFirst();
      const old = await db
        .selectFrom("comments")
        .select("author_email")
        .where("author_name", "=", "Lama")
        .executeTakeFirstOrThrow();
      if (!stale && old.author_email === null) break;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }

    const subscribers = await db
      .selectFrom("subscribers")
      .select("email")
      .orderBy("email")
      .execute();
    expect(subscribers.map((s) => s.email)).toEqual(["baru@contoh.id", "setia@contoh.id"]);
    const comments = await db
      .selectFrom("comments")
      .select(["author_name", "author_email", "content"])
      .orderBy("id")
      .execute();
    expect(comments).toEqual([
      { author_name: "Lama", author_email: null, content: "Komentar Lama." },
      { author_name: "Baru", author_email: "baru.komentar@contoh.id", content: "Komentar Baru." },
    ]);
  });
});
