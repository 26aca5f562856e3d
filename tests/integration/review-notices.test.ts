import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { jobsSettled } from "../support/jobs";
import { startServer, type TestServer } from "../support/server";

// Review over HTTP: submitting, sending back, publishing, who may do which, and the mail each
// step queues in the outbox for the accounts that opted in (Akun), through the job runner's
// handlers of the step's event.

let server: TestServer;
const cookies: Record<string, string> = {};
let articleId = 0;

async function account(email: string, role: string) {
  cookies[role] = await sessionFor(server, email);
  await server.db.updateTable("user").set({ role }).where("email", "=", email).execute();
}

function post(path: string, body: Record<string, string> | FormData, who: string) {
  return server.fetch(path, {
    method: "POST",
    headers: { cookie: cookies[who] ?? "" },
    body: body instanceof FormData ? body : new URLSearchParams(body),
  });
}

async function outbox() {
  await jobsSettled(server.db);
  return server.db
    .selectFrom("outbox")
    .select(["kind", "recipient", "subject", "text_body"])
    .where("kind", "=", "review")
    .orderBy("id")
    .execute();
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  await account("admin@contoh.id", "admin");
  await account("kontributor@contoh.id", "kontributor");
  await account("penulis@contoh.id", "penulis");
  await account("editor@contoh.id", "editor");
  // The editor and the writer ask for review mail; the admin does not.
  for (const who of ["editor", "kontributor"]) {
    const saved = await post("/admin/account", { intent: "notices", reviewNotices: "on" }, who);
    expect(saved.status).toBe(200);
  }
});

afterAll(() => server?.stop());

describe("editorial review", () => {
  it("a Kontributor's submission waits for review and mails the editors who asked", async () => {
    const category = await server.db
      .selectFrom("categories")
      .select("id")
      .executeTakeFirstOrThrow();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "Pasar Terapung",
      slug: "pasar-terapung",
      categoryId: String(category.id),
      // Empty: the writer's own author profile.
      author: "",
      summary: "Pagi di Lok Baintan.",
      content: "<p>Perahu-perahu datang sebelum subuh.</p>",
      intent: "submit",
    })) {
      form.set(key, value);
    }
    expect((await post("/admin/articles/new", form, "kontributor")).status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .select(["id", "published", "in_review"])
      .where("slug", "=", "pasar-terapung")
      .executeTakeFirstOrThrow();
    articleId = row.id;
    expect([Boolean(row.published), Boolean(row.in_review)]).toEqual([false, true]);
    const mail = await outbox();
    expect(mail.map((m) => [m.recipient, m.subject])).toEqual([
      ["editor@contoh.id", texts.mail.reviewSubmittedSubject("Pasar Terapung")],
    ]);
    expect(mail[0]?.text_body).toContain(`/admin/articles/${articleId}/edit`);
  });

  it("only editors and admins send an article back, with a note", async () => {
    const path = `/admin/articles/${articleId}/edit`;
    for (const who of ["kontributor", "penulis"]) {
      const refused = await post(path, { intent: "return", reviewNote: "Tidak boleh" }, who);
      expect([who, refused.status]).toEqual([who, 403]);
    }
    expect((await post(path, { intent: "return", reviewNote: "  " }, "editor")).status).toBe(400);
    const note = "Sebutkan nama pedagang yang diwawancarai.";
    expect((await post(path, { intent: "return", reviewNote: note }, "editor")).status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .select(["in_review", "review_note"])
      .where("id", "=", articleId)
      .executeTakeFirstOrThrow();
    expect([Boolean(row.in_review), row.review_note]).toEqual([false, note]);
    // Sent back already: a second Kembalikan has nothing to send back.
    expect((await post(path, { intent: "return", reviewNote: note }, "editor")).status).toBe(409);
    const mail = await outbox();
    expect(mail.at(-1)?.recipient).toBe("kontributor@contoh.id");
    expect(mail.at(-1)?.text_body).toContain(note);
    const page = await server.fetch(path, { headers: { cookie: cookies.kontributor ?? "" } });
    expect(await page.text()).toContain(note);
  });

  it("an editor publishes it; the review and its note end and the writer is told", async () => {
    expect(
      (await editArticle(server, cookies.kontributor ?? "", articleId, { intent: "submit" }))
        .status,
    ).toBe(302);
    const published = await editArticle(server, cookies.editor ?? "", articleId, {
      intent: "publish",
    });
    expect(published.status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .select(["published", "in_review", "review_note"])
      .where("id", "=", articleId)
      .executeTakeFirstOrThrow();
    expect([Boolean(row.published), Boolean(row.in_review), row.review_note]).toEqual([
      true,
      false,
      null,
    ]);
    const mail = await outbox();
    expect(mail.map((m) => m.recipient)).toEqual([
      "editor@contoh.id",
      "kontributor@contoh.id",
      "editor@contoh.id",
      "kontributor@contoh.id",
    ]);
    expect(mail.at(-1)?.subject).toBe(texts.mail.reviewPublishedSubject("Pasar Terapung"));
    // Published, it is no longer the Kontributor's to edit.
    const locked = await editArticle(server, cookies.kontributor ?? "", articleId, { title: "X" });
    expect(locked.status).toBe(403);
  });

  it("an article an editor scheduled from the queue leaves Perlu ditinjau", async () => {
    const category = await server.db
      .selectFrom("categories")
      .select("id")
      .executeTakeFirstOrThrow();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "Festival Tabuik",
      slug: "festival-tabuik",
      categoryId: String(category.id),
      author: "",
      summary: "Pariaman.",
      content: "<p>Arak-arakan.</p>",
      intent: "submit",
    })) {
      form.set(key, value);
    }
    expect((await post("/admin/articles/new", form, "kontributor")).status).toBe(302);
    // The queue's count badge shows while anything waits (this is the only submission left).
    const queued = async () =>
      (
        await (
          await server.fetch("/admin/dashboard", { headers: { cookie: cookies.editor ?? "" } })
        ).text()
      ).includes('data-testid="review-badge"');
    expect(await queued()).toBe(true);
    const row = await server.db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", "festival-tabuik")
      .executeTakeFirstOrThrow();
    const scheduled = await editArticle(server, cookies.editor ?? "", row.id, {
      intent: "schedule",
      publishAt: "2099-01-01T08:00",
    });
    expect(scheduled.status).toBe(302);
    expect(await queued()).toBe(false);
  });

  it("the dashboard filters by status and author, the writer's own first", async () => {
    const ids = await server.db.selectFrom("user").select(["id", "email"]).execute();
    const kontributor = ids.find((u) => u.email === "kontributor@contoh.id")?.id ?? "";
    const page = async (query: string) =>
      (
        await server.fetch(`/admin/dashboard${query}`, {
          headers: { cookie: cookies.editor ?? "" },
        })
      ).text();
    expect(await page("?status=published")).toContain("Pasar Terapung");
    expect(await page("?status=review")).not.toContain("Pasar Terapung");
    expect(await page(`?penulis=${kontributor}`)).toContain("Pasar Terapung");
    expect(await page("?status=bukan-status")).toContain("Pasar Terapung");
  });
});
