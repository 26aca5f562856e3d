import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminServerEnv, sessionFor } from "../support/admin";
import { startServer, type TestServer } from "../support/server";

// One editor's save must not stop the server for everyone: the content checks run in linear
// time, so a body of unclosed "<" (which made /<[^>]*>/g take minutes) is answered at once. The
// runner's timeout is the assertion; no timing is measured.

let server: TestServer;
let cookie = "";
let categoryId = "";

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  const category = await server.db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", "teknologi")
    .executeTakeFirstOrThrow();
  categoryId = String(category.id);
});

afterAll(() => server?.stop());

const body = "<".repeat(1_900_000);

describe("a 2 MB body of unclosed '<'", () => {
  it("is saved as an article's text, and the server keeps answering", async () => {
    const form = new FormData();
    const fields = {
      title: "Kurung Sudut",
      slug: "kurung-sudut",
      categoryId,
      summary: "Isi yang aneh.",
      content: body,
      published: "on",
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const [saved, health] = await Promise.all([
      server.fetch("/admin/articles/new", { method: "POST", headers: { cookie }, body: form }),
      server.fetch("/healthz"),
    ]);
    expect(saved.status).toBe(302);
    expect(health.status).toBe(200);
    const row = await server.db
      .selectFrom("posts")
      .select("content")
      .where("slug", "=", "kurung-sudut")
      .executeTakeFirstOrThrow();
    expect(row.content).toContain("&lt;&lt;&lt;");
  });
});
