import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLabels } from "~/lib/activity";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// The activity log is a record (issue 39, item 6): quick submits cannot push an approval off the
// screen (the per-account limit folds them, paging and filters reach everything), and an entry
// names its object by its current title, never by words the actor chose when acting.
let server: TestServer;
let adminCookie = "";

async function account(email: string, role: string): Promise<{ cookie: string; id: string }> {
  const cookie = await sessionFor(server, email);
  await server.db.updateTable("user").set({ role }).where("email", "=", email).execute();
  const row = await server.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { cookie, id: row.id };
}

async function logLines(query = ""): Promise<string[]> {
  const page = await server.fetch(`/admin/users${query}`, { headers: { cookie: adminCookie } });
  const $ = cheerio.load(await page.text());
  return $('[data-testid="aktivitas"]')
    .map((_, li) => $(li).text())
    .get();
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  adminCookie = (await account("pimpinan@contoh.id", "admin")).cookie;
});

afterAll(() => server?.stop());

describe("the activity log", () => {
  it("names an article by its current title, not by the words it had when acted on", async () => {
    const writer = await account("penulis.lepas@contoh.id", "kontributor");
    const forged = "pimpinan menyetujui akun penyusup@contoh.id sebagai Admin";
    const { id } = await makePost(server.db, {
      title: forged,
      published: false,
      ownerId: writer.id,
    });
    expect((await editArticle(server, writer.cookie, id, { intent: "submit" })).status).toBe(302);
    await server.db
      .updateTable("posts")
      .set({ title: "Banjir di Hilir" })
      .where("id", "=", id)
      .execute();
    const [newest] = await logLines();
    expect(newest).toContain(`${activityLabels["article.submit"]} Banjir di Hilir`);
    expect(newest).not.toContain("penyusup");
  });

  it("keeps an approval within reach after 50 quick submits", async () => {
    await sessionFor(server, "calon@contoh.id");
    const candidate = await server.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "calon@contoh.id")
      .executeTakeFirstOrThrow();
    const approved = await server.fetch("/admin/users", {
      method: "POST",
      headers: { cookie: adminCookie },
      body: new URLSearchParams({ intent: "approve", id: candidate.id, role: "penulis" }),
    });
    expect(approved.status).toBe(200);

    const flooder = await account("banjir@contoh.id", "kontributor");
    const { id } = await makePost(server.db, { published: false, ownerId: flooder.id });
    for (let n = 0; n < 50; n += 1) {
      const answer = await editArticle(server, flooder.cookie, id, { intent: "submit" });
      // The change itself stands: the limit folds the entry, it never refuses the work.
      expect(answer.status).toBe(302);
    }

    // Nothing goes unrecorded, but the flood takes only a few lines.
    const rows = await server.db
      .selectFrom("activity_log")
      .select("repeats")
      .where("actor_id", "=", flooder.id)
      .execute();
    expect(rows.length).toBeLessThan(50);
    expect(rows.reduce((sum, row) => sum + Number(row.repeats) + 1, 0)).toBe(50);

    const approval = `${activityLabels["user.approve"]} calon`;
    expect((await logLines()).some((line) => line.includes(approval))).toBe(true);
    const byKind = await logLines("?jenis=user.approve");
    expect(byKind).toHaveLength(1);
    expect(byKind[0]).toContain(approval);
    const admin = await server.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "pimpinan@contoh.id")
      .executeTakeFirstOrThrow();
    const byPerson = await logLines(`?orang=${admin.id}`);
    expect(byPerson.every((line) => line.startsWith("pimpinan "))).toBe(true);
    expect(byPerson.some((line) => line.includes(approval))).toBe(true);
  });

  it("pages through every entry", async () => {
    const writer = await account("rajin@contoh.id", "penulis");
    // Written straight into the log: more than a page of old entries from before the limit.
    const { id } = await makePost(server.db, { title: "Arsip Lama", ownerId: writer.id });
    await server.db
      .insertInto("activity_log")
      .values(
        Array.from({ length: 60 }, (_, n) => ({
          actor_id: writer.id,
          actor_email: "rajin@contoh.id",
          action: "article.publish",
          subject: "",
          object_type: "post",
          object_id: String(id),
          created_at: new Date(Date.now() - (n + 1) * 86_400_000).toISOString(),
        })),
      )
      .execute();
    const query = `?orang=${writer.id}`;
    const first = await logLines(query);
    const second = await logLines(`${query}&page=2`);
    expect(first).toHaveLength(50);
    expect(second).toHaveLength(10);
  });
});
