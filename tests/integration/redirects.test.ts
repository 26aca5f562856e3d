import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRedirect, markGone } from "~/.server/db/redirects";
import { texts } from "~/.server/texts";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { editPage, makePage } from "../support/pages";
import { startServer, type TestServer } from "../support/server";

// Published addresses never die silently: renamed content answers 301 at its old address (one
// hop, whatever the number of renames), deleted content 410, imported permalinks 301.
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
});

afterAll(() => server?.stop());

async function answer(path: string): Promise<[number, string | null]> {
  const response = await server.fetch(path);
  return [response.status, response.headers.get("location")];
}

function deleteArticle(id: number) {
  return server.fetch("/admin/dashboard", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "delete", id: String(id) }),
  });
}

describe("renaming a published article", () => {
  it("answers 301 from the old address to the new one, keeping the query", async () => {
    const post = await makePost(server.db, { slug: "judul-lama" });
    expect((await editArticle(server, cookie, post.id, { slug: "judul-baru" })).status).toBe(302);
    expect(await answer("/blog/judul-lama")).toEqual([301, "/blog/judul-baru"]);
    expect(await answer("/blog/judul-lama?utm_source=wa")).toEqual([
      301,
      "/blog/judul-baru?utm_source=wa",
    ]);
    expect((await server.fetch("/blog/judul-baru")).status).toBe(200);
  });

  it("collapses a chain of renames into one hop", async () => {
    const post = await makePost(server.db, { slug: "rantai-a" });
    await editArticle(server, cookie, post.id, { slug: "rantai-b" });
    await editArticle(server, cookie, post.id, { slug: "rantai-c" });
    expect(await answer("/blog/rantai-a")).toEqual([301, "/blog/rantai-c"]);
    expect(await answer("/blog/rantai-b")).toEqual([301, "/blog/rantai-c"]);
  });

  it("lets a renamed article go back to its first slug without a loop", async () => {
    const post = await makePost(server.db, { slug: "bolak-a" });
    await editArticle(server, cookie, post.id, { slug: "bolak-b" });
    await editArticle(server, cookie, post.id, { slug: "bolak-a" });
    expect((await server.fetch("/blog/bolak-a")).status).toBe(200);
    expect(await answer("/blog/bolak-b")).toEqual([301, "/blog/bolak-a"]);
  });

  it("lets a new published article reuse an old slug, which then shows it", async () => {
    const first = await makePost(server.db, { slug: "pakai-ulang", title: "Yang Pertama" });
    await editArticle(server, cookie, first.id, { slug: "pindah-ke-sini" });
    expect(await answer("/blog/pakai-ulang")).toEqual([301, "/blog/pindah-ke-sini"]);
    await makePost(server.db, { slug: "pakai-ulang", title: "Yang Kedua" });
    const response = await server.fetch("/blog/pakai-ulang");
    expect(response.status).toBe(200);
    expect((await loadHtml(response))("h1").text()).toBe("Yang Kedua");
    const rows = await server.db
      .selectFrom("redirects")
      .select("path")
      .where("path", "=", "/blog/pakai-ulang")
      .execute();
    expect(rows).toEqual([]);
  });

  it("keeps the redirect while a draft holds the old slug, and drops it when it is published", async () => {
    const first = await makePost(server.db, { slug: "draf-pakai" });
    await editArticle(server, cookie, first.id, { slug: "draf-pindah" });
    const draft = await makePost(server.db, { slug: "draf-pakai", published: false });
    expect(await answer("/blog/draf-pakai")).toEqual([301, "/blog/draf-pindah"]);
    await editArticle(server, cookie, draft.id, { published: "on" });
    expect((await server.fetch("/blog/draf-pakai")).status).toBe(200);
  });

  it("records nothing when a draft is renamed", async () => {
    const draft = await makePost(server.db, { slug: "draf-a", published: false });
    await editArticle(server, cookie, draft.id, { slug: "draf-b" });
    expect((await server.fetch("/blog/draf-a")).status).toBe(404);
  });
});

describe("deleting a published article", () => {
  it("answers 410 Gone with an Indonesian page, at its address and its older ones", async () => {
    const post = await makePost(server.db, { slug: "akan-hilang-a" });
    await editArticle(server, cookie, post.id, { slug: "akan-hilang-b" });
    expect((await deleteArticle(post.id)).status).toBe(302);
    for (const path of ["/blog/akan-hilang-b", "/blog/akan-hilang-a"]) {
      const response = await server.fetch(path);
      expect([path, response.status]).toEqual([path, 410]);
      const $ = await loadHtml(response);
      expect($("h1").text()).toBe(texts.gone.title);
      expect($.text()).toContain(texts.gone.text);
    }
  });

  it("answers 404, not 410, for a deleted draft that was never public", async () => {
    const draft = await makePost(server.db, { slug: "draf-dihapus", published: false });
    await deleteArticle(draft.id);
    expect((await server.fetch("/blog/draf-dihapus")).status).toBe(404);
  });
});

describe("renaming and deleting a page", () => {
  it("answers 301 from the old root address, and 410 once deleted", async () => {
    const page = await makePage(server.db, { slug: "about-us" });
    expect((await editPage(server, cookie, page.id, { slug: "tentang" })).status).toBe(302);
    expect(await answer("/about-us")).toEqual([301, "/tentang"]);
    await server.fetch("/admin/pages", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "remove", id: String(page.id) }),
    });
    expect((await answer("/tentang"))[0]).toBe(410);
    expect((await answer("/about-us"))[0]).toBe(410);
  });
});

describe("an imported site's old permalinks", () => {
  beforeAll(async () => {
    await makePost(server.db, { slug: "judul-impor" });
    await addRedirect(server.db, "/2019/05/judul.html", "/blog/judul-impor");
    await addRedirect(server.db, "/2018/01/lama/", "/blog/judul-impor");
    await addRedirect(server.db, "/?p=123", "/blog/judul-impor");
    await addRedirect(server.db, "/arsip.php?id=7", "/blog/judul-impor");
    await addRedirect(server.db, "/berita/kopi%20nusantara", "/blog/judul-impor");
    await markGone(server.db, "/2017/spam.html");
  });

  it("answer 301 at any depth, with or without a trailing slash", async () => {
    expect(await answer("/2019/05/judul.html")).toEqual([301, "/blog/judul-impor"]);
    expect(await answer("/2018/01/lama")).toEqual([301, "/blog/judul-impor"]);
    expect(await answer("/2018/01/lama/")).toEqual([301, "/blog/judul-impor"]);
    expect(await answer("/berita/kopi nusantara")).toEqual([301, "/blog/judul-impor"]);
  });

  it("match a query when the row has one, and leave the home list alone otherwise", async () => {
    expect(await answer("/?p=123")).toEqual([301, "/blog/judul-impor"]);
    expect(await answer("/arsip.php?id=7")).toEqual([301, "/blog/judul-impor"]);
    expect((await answer("/arsip.php?id=8"))[0]).toBe(404);
    expect((await answer("/?p=999"))[0]).toBe(200);
    expect((await answer("/?q=kopi"))[0]).toBe(200);
  });

  it("answer 410 when marked gone, and 404 when unknown", async () => {
    expect((await answer("/2017/spam.html"))[0]).toBe(410);
    expect((await answer("/2017/tidak-ada.html"))[0]).toBe(404);
    // Broken percent-encoding is refused before any lookup (server/request-guards.ts).
    expect((await answer("/%E0%A4%A"))[0]).toBe(400);
  });

  it("refuse a target off this site", async () => {
    await expect(addRedirect(server.db, "/x", "https://jahat.example/")).rejects.toThrow();
    await expect(addRedirect(server.db, "/x", "//jahat.example/")).rejects.toThrow();
  });
});

describe("client-side navigation", () => {
  it("gets the redirect and the 410 when it loads an old address's data", async () => {
    const post = await makePost(server.db, { slug: "navigasi-lama" });
    await editArticle(server, cookie, post.id, { slug: "navigasi-baru" });
    // React Router answers a data request's redirect in its body, for the client to follow.
    const moved = await server.fetch("/blog/navigasi-lama.data");
    expect(moved.status).toBe(202);
    expect(await moved.text()).toMatch(/SingleFetchRedirect.*"\/blog\/navigasi-baru","status",301/);
    await markGone(server.db, "/2016/hilang.html");
    expect((await server.fetch("/2016/hilang.html.data")).status).toBe(410);
    await addRedirect(server.db, "/?p=456", "/blog/navigasi-baru");
    const home = await server.fetch("/_root.data?p=456");
    expect(await home.text()).toContain('"/blog/navigasi-baru"');
  });
});
