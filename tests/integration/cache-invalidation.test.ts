import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { postComment } from "../support/comments";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// With the page cache on, on the embedded database: which writes drop cached pages and which
// leave them, when they go through the admin and the public forms.
let server: TestServer;
let cookie: string;
let article: { id: number; slug: string };

const publicPages = () => ["/", `/blog/${article.slug}`, "/kategori/teknologi"];

async function cacheStates(): Promise<(string | null)[]> {
  const states: (string | null)[] = [];
  for (const path of publicPages()) states.push((await server.fetch(path)).headers.get("x-cache"));
  return states;
}

// On PostgreSQL the NOTIFY of the test's own setup write can land after a first round has
// stored the pages: warm again until a round is served whole from the cache.
async function warm(): Promise<void> {
  await expect
    .poll(async () => {
      await cacheStates();
      return cacheStates();
    })
    .toEqual(["HIT", "HIT", "HIT"]);
}

beforeAll(async () => {
  server = await startServer({ cache: true, env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  article = await makePost(server.db, { title: "Judul Awal", category: "teknologi" });
});

afterAll(() => server?.stop());

describe("page cache invalidation", () => {
  it("keeps cached pages through writes that change nothing public", async () => {
    await warm();
    await sessionFor(server, "redaksi@contoh.id");
    const comment = await postComment(server, article.slug, { name: "Budi", content: "Menunggu." });
    expect(comment.status).toBeLessThan(400);
    expect(await cacheStates()).toEqual(["HIT", "HIT", "HIT"]);
  });

  it("drops them when an article is edited through the admin", async () => {
    await warm();
    const saved = await editArticle(server, cookie, article.id, { title: "Judul Baru" });
    expect(saved.status).toBe(302);

    expect(await cacheStates()).toEqual(["MISS", "MISS", "MISS"]);
    const $ = await loadHtml(await server.fetch(`/blog/${article.slug}`));
    expect($("h1").text()).toBe("Judul Baru");
  });

  it("drops them when an article is deleted through the dashboard", async () => {
    const doomed = await makePost(server.db, { title: "Akan Dihapus", category: "teknologi" });
    await warm();
    const response = await server.fetch("/admin/dashboard", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "delete", id: String(doomed.id) }),
    });
    expect(response.status).toBeLessThan(400);
    expect(await cacheStates()).toEqual(["MISS", "MISS", "MISS"]);
    expect((await server.fetch(`/blog/${doomed.slug}`)).status).toBe(410);
  });
});

// The page cache has one trigger, the database's change announcements (app/.server/context.ts):
// no write calls cache.invalidate() itself, and a request that wrote answers only once its own
// process has heard the change, on SQLite and on PostgreSQL.
describe("one trigger for the page cache", () => {
  it("drops the pages exactly once when the dashboard deletes an article", async () => {
    const doomed = await makePost(server.db, { title: "Segera Dihapus", category: "teknologi" });
    await warm();
    const response = await server.fetch("/admin/dashboard", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "delete", id: String(doomed.id) }),
    });
    expect(response.status).toBe(302);
    // Heard before the answer: the first round renders again...
    expect(await cacheStates()).toEqual(["MISS", "MISS", "MISS"]);
    // ...and nothing drops the pages a second time afterwards (a late announcement would).
    expect(await cacheStates()).toEqual(["HIT", "HIT", "HIT"]);
    expect((await server.fetch(`/blog/${doomed.slug}`)).status).toBe(410);
    const $ = await loadHtml(await server.fetch("/"));
    expect($("body").text()).not.toContain("Segera Dihapus");
  });

  it("drops them when a comment arrives already approved (an import), not when one waits", async () => {
    await warm();
    const comment = (status: "pending" | "approved", content: string) =>
      server.db
        .insertInto("comments")
        .values({
          post_id: article.id,
          parent_id: null,
          author_name: "Pembaca Lama",
          author_email: null,
          content,
          status,
          created_at: new Date().toISOString(),
        })
        .execute();
    await comment("pending", "Menunggu moderasi.");
    // Give a (wrong) announcement of the pending one time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await cacheStates()).toEqual(["HIT", "HIT", "HIT"]);

    await comment("approved", "Komentar dari situs lama.");
    await expect
      .poll(async () => (await server.fetch(`/blog/${article.slug}`)).headers.get("x-cache"))
      .toBe("MISS");
    const $ = await loadHtml(await server.fetch(`/blog/${article.slug}`));
    expect($("body").text()).toContain("Komentar dari situs lama.");
  });
});
