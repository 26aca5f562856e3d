import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import type { StaffRole } from "~/lib/roles";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// The newsroom's smaller doors (issue 39, item 8): Riwayat names people, not addresses; a
// Kontributor's dashboard counts their own articles; Pratinjau opens for whoever may open the
// article; an upload refused for a role says so.
let server: TestServer;
const cookies: Partial<Record<StaffRole, string>> = {};
const ids: Partial<Record<StaffRole, string>> = {};

async function account(email: string, role: StaffRole, name: string): Promise<void> {
  cookies[role] = await sessionFor(server, email);
  await server.db.updateTable("user").set({ role, name }).where("email", "=", email).execute();
  const row = await server.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  ids[role] = row.id;
}

const get = (path: string, cookie: string | undefined) =>
  server.fetch(path, { headers: { cookie: cookie ?? "" } });

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  await account("kepala.redaksi@contoh.id", "admin", "Kepala Redaksi");
  await account("penulis.tetap@contoh.id", "penulis", "Penulis Tetap");
  await account("kontributor.lepas@contoh.id", "kontributor", "Kontributor Lepas");
});

afterAll(() => server?.stop());

describe("Riwayat", () => {
  it("names the people who saved by display name, never their address", async () => {
    const { id } = await makePost(server.db, { title: "Berita Riwayat", ownerId: ids.penulis });
    const saved = await editArticle(server, cookies.admin ?? "", id, { title: "Berita Riwayat 2" });
    expect(saved.status).toBe(302);
    const page = await (await get(`/admin/articles/${id}/riwayat`, cookies.penulis)).text();
    expect(page).toContain("Kepala Redaksi");
    expect(page).not.toContain("kepala.redaksi@contoh.id");
    const data = await (await get(`/admin/articles/${id}/riwayat.data`, cookies.penulis)).text();
    expect(data).not.toContain("kepala.redaksi@contoh.id");
  });
});

describe("a Kontributor's dashboard", () => {
  it("counts the Kontributor's own articles only", async () => {
    await makePost(server.db, { title: "Draf Orang Lain", published: false, ownerId: ids.admin });
    await makePost(server.db, {
      title: "Draf Sendiri",
      published: false,
      ownerId: ids.kontributor,
    });
    const $ = cheerio.load(await (await get("/admin/dashboard", cookies.kontributor)).text());
    const count = (label: string) =>
      Number(
        $("p")
          .filter((_, el) => $(el).text() === label)
          .next()
          .text(),
      );
    expect(count(texts.admin.statDraft)).toBe(1);
    expect(count(texts.admin.statTotal)).toBe(1);
  });
});

describe("Pratinjau", () => {
  it("opens a Penulis's own draft and scheduled article", async () => {
    const draft = await makePost(server.db, {
      title: "Draf Penulis Tetap",
      published: false,
      ownerId: ids.penulis,
    });
    const scheduled = await makePost(server.db, {
      title: "Jadwal Penulis Tetap",
      published: false,
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      ownerId: ids.penulis,
    });
    for (const [post, title] of [
      [draft, "Draf Penulis Tetap"],
      [scheduled, "Jadwal Penulis Tetap"],
    ] as const) {
      const answer = await get(`/blog/${post.slug}`, cookies.penulis);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(title);
    }
  });

  it("stays closed to another writer and to readers", async () => {
    const draft = await makePost(server.db, { published: false, ownerId: ids.admin });
    expect((await get(`/blog/${draft.slug}`, cookies.penulis)).status).toBe(404);
    expect((await get(`/blog/${draft.slug}`, cookies.kontributor)).status).toBe(404);
    expect((await get(`/blog/${draft.slug}`, undefined)).status).toBe(404);
  });
});

describe("an image refused for a role", () => {
  it("says the role may not upload, not that the image is broken", async () => {
    const body = new FormData();
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    body.set("file", new File([png], "foto.png", { type: "image/png" }));
    const answer = await server.fetch("/admin/uploads", {
      method: "POST",
      headers: { cookie: cookies.kontributor ?? "" },
      body,
    });
    expect(answer.status).toBe(403);
    const result = (await answer.json()) as { error?: string };
    expect(result.error).toBe(texts.forbidden.upload);
  });
});
