import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts as serverTexts } from "~/.server/texts";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// Every dashboard action reads its form through app/.server/action-kit.ts: a body that is no
// form is a 400 with an Indonesian message and changes nothing; a refusal is one shape.
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
});

afterAll(() => server?.stop());

const boundary = "----wartaBatas";

async function articleExists(id: number): Promise<boolean> {
  const row = await server.db
    .selectFrom("posts")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

describe("dashboard actions", () => {
  it("answers a hostile multipart body to Hapus with 400 in Indonesian and deletes nothing", async () => {
    const article = await makePost(server.db, { title: "Tetap Ada" });
    const truncated =
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ndelete\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${article.id}`;
    const response = await server.fetch("/admin/dashboard", {
      method: "POST",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      body: truncated,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(serverTexts.requests.badBodyText);
    expect(await articleExists(article.id)).toBe(true);
  });

  it("refuses an id outside the one id rule with the delete failure, deleting nothing", async () => {
    const article = await makePost(server.db, { title: "Juga Tetap Ada" });
    for (const id of ["0", `00${article.id}`, "1e3", "9999999999"]) {
      const response = await server.fetch("/admin/dashboard.data", {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({ intent: "delete", id }),
      });
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toContain(texts.admin.deleteFailed);
      expect(body).toContain('"ok",false');
    }
    expect(await articleExists(article.id)).toBe(true);
  });
});
