import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitCredentials } from "../support/admin";
import { startServer, type TestServer } from "../support/server";

// The first account becomes the admin. Sign-ups racing on a new site, each on its own worker
// process, must still leave exactly one admin.
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "loopback", WEB_CONCURRENCY: "2" } });
});

afterAll(() => server?.stop());

describe("the first admin", () => {
  it("is one account, however many sign up at the same moment", async () => {
    // Each worker loads its sign-in code at its first use: warmed up, the sign-ups below meet.
    await Promise.all(
      Array.from({ length: 4 }, () =>
        submitCredentials(server, "sign-in", "belum-ada@warta.test", "rahasia-belum-123"),
      ),
    );
    const emails = Array.from({ length: 12 }, (_, n) => `pelopor-${n}@warta.test`);
    const answers = await Promise.all(
      emails.map((email) => submitCredentials(server, "sign-up", email, "rahasia-pelopor-123")),
    );
    for (const answer of answers) expect(answer.status).toBeLessThan(500);

    const users = await server.db.selectFrom("user").select(["email", "role"]).execute();
    expect(users.filter((user) => user.role === "admin")).toHaveLength(1);
    // Whoever lost the race was told so, or signed up as an account waiting for approval.
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) expect(emails).toContain(user.email);
  }, 120_000);

  it("leaves later sign-ups waiting for approval", async () => {
    const later = await submitCredentials(
      server,
      "sign-up",
      "nanti@warta.test",
      "rahasia-nanti-123",
    );
    expect(later.status).toBe(302);
    const user = await server.db
      .selectFrom("user")
      .select("role")
      .where("email", "=", "nanti@warta.test")
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("pending");
  });
});
