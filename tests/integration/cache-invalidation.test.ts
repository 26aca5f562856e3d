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

const publicPages = () => ["/", `/blog/${article.slug}`, "/?category=teknologi"];

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
