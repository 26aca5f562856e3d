import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRedirect } from "~/.server/db/redirects";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { editPage, makePage } from "../support/pages";
import { startServer, type TestServer } from "../support/server";

// With the page cache on: every change to pages and old addresses shows at the next request,
// whether it came through the admin or from another connection; previews are never stored.
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  server = await startServer({ cache: true, env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
});

afterAll(() => server?.stop());

// On PostgreSQL a write by the test's own connection reaches the server as a notification, a
// moment later: the page is warmed (and a change from outside awaited) until it shows.
async function warm(path: string): Promise<void> {
  await expect
    .poll(async () => (await server.fetch(path)).headers.get("x-cache"), { timeout: 2000 })
    .toBe("HIT");
}

describe("page cache and pages", () => {
  it("drops a cached page when it is edited", async () => {
    const page = await makePage(server.db, { title: "Judul Lama", slug: "cache-halaman" });
    await warm("/cache-halaman");
    expect((await editPage(server, cookie, page.id, { title: "Judul Segar" })).status).toBe(302);
    const response = await server.fetch("/cache-halaman");
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect((await loadHtml(response))("h1").text()).toBe("Judul Segar");
  });

  it("answers 301 at a cached address once its article is renamed", async () => {
    const post = await makePost(server.db, { slug: "cache-lama" });
    await warm("/blog/cache-lama");
    await editArticle(server, cookie, post.id, { slug: "cache-baru" });
    const response = await server.fetch("/blog/cache-lama");
    expect([response.status, response.headers.get("location")]).toEqual([301, "/blog/cache-baru"]);
  });

  it("answers 410 at a cached address once its page is deleted", async () => {
    const page = await makePage(server.db, { slug: "cache-hapus" });
    await warm("/cache-hapus");
    await server.fetch("/admin/pages", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "remove", id: String(page.id) }),
    });
    expect((await server.fetch("/cache-hapus")).status).toBe(410);
  });

  it("sees a redirect written by another connection (an import)", async () => {
    await makePost(server.db, { slug: "tujuan-impor" });
    await warm("/?p=77");
    await addRedirect(server.db, "/?p=77", "/blog/tujuan-impor");
    await expect
      .poll(
        async () => {
          const response = await server.fetch("/?p=77");
          return [response.status, response.headers.get("location")];
        },
        { timeout: 2000 },
      )
      .toEqual([301, "/blog/tujuan-impor"]);
  });

  it("never stores an admin's preview of a draft", async () => {
    const draft = await makePage(server.db, { title: "Rahasia Draf", published: false });
    for (let i = 0; i < 2; i++) {
      const preview = await server.fetch(`/${draft.slug}`, { headers: { cookie } });
      expect(preview.status).toBe(200);
      expect(preview.headers.get("x-cache")).toBeNull();
      expect(preview.headers.get("cache-control")).toBe("private, no-store");
    }
    for (let i = 0; i < 2; i++) {
      const reader = await server.fetch(`/${draft.slug}`);
      expect(reader.status).toBe(404);
      expect(await reader.text()).not.toContain("Rahasia Draf");
    }
  });

  it("shows a draft page to readers once it is published", async () => {
    const draft = await makePage(server.db, { title: "Segera Tayang", published: false });
    expect((await server.fetch(`/${draft.slug}`)).status).toBe(404);
    await editPage(server, cookie, draft.id, { published: "on" });
    expect((await server.fetch(`/${draft.slug}`)).status).toBe(200);
    await warm(`/${draft.slug}`);
  });
});
