import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { makePage } from "../support/pages";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let cookie = "";
let otherCookie = "";
let pendingCookie = "";
const t = texts.autosave;

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  otherCookie = await sessionFor(server, "kedua@contoh.id");
  pendingCookie = await sessionFor(server, "menunggu@contoh.id");
  // The second account is an editor too.
  await server.db
    .updateTable("user")
    .set({ role: "admin" })
    .where("email", "=", "kedua@contoh.id")
    .execute();
});

afterAll(() => server?.stop());

function autosave(fields: Record<string, string>, who = cookie) {
  return server.fetch("/admin/autosave", {
    method: "POST",
    headers: { cookie: who },
    body: new URLSearchParams(fields),
  });
}

function editor(path: string, who = cookie) {
  return server.fetch(path, { headers: { cookie: who } });
}

async function stored(id: number) {
  return server.db
    .selectFrom("posts")
    .select(["title", "content", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("autosave of an article", () => {
  it("stores a working copy and never touches the live text", async () => {
    const { id, slug } = await makePost(server.db, { content: "<p>Teks yang sudah terbit.</p>" });
    const before = await stored(id);
    const answer = await autosave({
      kind: "post",
      id: String(id),
      baseUpdatedAt: new Date(before.updated_at).toISOString(),
      title: "Judul yang sedang diketik",
      content: "<p>Teks yang sedang diketik.</p>",
    });
    expect(answer.status).toBe(200);
    const { savedAt } = (await answer.json()) as { savedAt: string };
    expect(Date.parse(savedAt)).not.toBeNaN();

    expect(await stored(id)).toEqual(before);
    const $ = await loadHtml(await server.fetch(`/blog/${slug}`));
    expect($(".prose-warta").text()).toContain("Teks yang sudah terbit.");
    expect($.text()).not.toContain("sedang diketik");
    expect(
      await server.db.selectFrom("revisions").select("id").where("post_id", "=", id).execute(),
    ).toEqual([]);
  });

  it("offers the newer copy when the editor is opened again, and restores it", async () => {
    const { id } = await makePost(server.db, { title: "Asli", content: "<p>Isi asli.</p>" });
    await autosave({ kind: "post", id: String(id), title: "Ketikan terakhir" });
    const offered = await loadHtml(await editor(`/admin/articles/${id}/edit`));
    expect(offered.text()).toContain(t.offerTitle);
    expect(offered('input[name="title"]').attr("value")).toBe("Asli");

    const restored = await loadHtml(await editor(`/admin/articles/${id}/edit?salinan=pulihkan`));
    expect(restored.text()).not.toContain(t.offerTitle);
    expect(restored('input[name="title"]').attr("value")).toBe("Ketikan terakhir");
    // Only the fields the copy holds change; the rest is the stored article.
    expect(restored('input[name="content"]').attr("value")).toBe("<p>Isi asli.</p>");
  });

  it("keeps the tags and the SEO section, and restores them", async () => {
    const { id } = await makePost(server.db, { title: "Dengan SEO" });
    const unchanged = await loadHtml(await editor(`/admin/articles/${id}/edit`));
    // The form as it opened, sent back as a copy: nothing differs, nothing is offered.
    await autosave({
      kind: "post",
      id: String(id),
      tags: unchanged('input[name="tags"]').attr("value") ?? "",
      seoTitle: "",
      seoDescription: "",
      canonicalUrl: "",
      noindex: "",
    });
    expect((await loadHtml(await editor(`/admin/articles/${id}/edit`))).text()).not.toContain(
      t.offerTitle,
    );

    await autosave({
      kind: "post",
      id: String(id),
      tags: "Banjir, Jakarta",
      seoTitle: "Judul untuk mesin pencari",
      seoDescription: "Deskripsi yang sedang diketik.",
      canonicalUrl: "https://contoh.id/asal",
      noindex: "on",
    });
    expect((await loadHtml(await editor(`/admin/articles/${id}/edit`))).text()).toContain(
      t.offerTitle,
    );
    const $ = await loadHtml(await editor(`/admin/articles/${id}/edit?salinan=pulihkan`));
    expect($('input[name="tags"]').attr("value")).toBe("Banjir, Jakarta");
    expect($('input[name="seoTitle"]').attr("value")).toBe("Judul untuk mesin pencari");
    expect($('textarea[name="seoDescription"]').text()).toBe("Deskripsi yang sedang diketik.");
    expect($('input[name="canonicalUrl"]').attr("value")).toBe("https://contoh.id/asal");
    expect($('input[name="noindex"]').attr("checked")).toBeDefined();
    // Still a copy: the stored article is as it was.
    const post = await server.db
      .selectFrom("posts")
      .select(["seo_title", "noindex"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(post.seo_title).toBeNull();
    expect(Boolean(post.noindex)).toBe(false);
  });

  it("is dropped when the article is saved for real", async () => {
    const { id } = await makePost(server.db, { title: "Akan disimpan" });
    await autosave({ kind: "post", id: String(id), title: "Sementara" });
    expect(await editArticle(server, cookie, id, { title: "Tersimpan" })).toHaveProperty(
      "status",
      302,
    );
    expect((await loadHtml(await editor(`/admin/articles/${id}/edit`))).text()).not.toContain(
      t.offerTitle,
    );
  });

  it("keeps one copy per editor: another editor's copy is not offered to me", async () => {
    const { id } = await makePost(server.db, { title: "Milik bersama" });
    await autosave({ kind: "post", id: String(id), title: "Ketikan orang lain" }, otherCookie);
    expect((await loadHtml(await editor(`/admin/articles/${id}/edit`))).text()).not.toContain(
      t.offerTitle,
    );
    expect(
      (await loadHtml(await editor(`/admin/articles/${id}/edit`, otherCookie))).text(),
    ).toContain(t.offerTitle);
  });

  it("says when the article was saved again after the copy", async () => {
    const { id } = await makePost(server.db, { title: "Berubah" });
    await autosave({
      kind: "post",
      id: String(id),
      baseUpdatedAt: "2000-01-01T00:00:00.000Z",
      title: "Lama",
    });
    const $ = await loadHtml(await editor(`/admin/articles/${id}/edit`));
    expect($.text()).toContain(t.offerStale);
  });

  it("can be discarded", async () => {
    const { id } = await makePost(server.db, { title: "Dibuang" });
    await autosave({ kind: "post", id: String(id), title: "Tidak jadi" });
    const answer = await autosave({ intent: "discard", kind: "post", id: String(id) });
    expect(answer.status).toBe(200);
    expect((await loadHtml(await editor(`/admin/articles/${id}/edit`))).text()).not.toContain(
      t.offerTitle,
    );
  });
});

describe("autosave of a new article", () => {
  it("keeps a copy for the editor and offers it on the new-article page", async () => {
    expect(
      (await autosave({ kind: "post", title: "Artikel yang belum pernah disimpan" })).status,
    ).toBe(200);
    const offered = await loadHtml(await editor("/admin/articles/new"));
    expect(offered.text()).toContain(t.offerTitle);
    const restored = await loadHtml(await editor("/admin/articles/new?salinan=pulihkan"));
    expect(restored('input[name="title"]').attr("value")).toBe(
      "Artikel yang belum pernah disimpan",
    );
    expect((await loadHtml(await editor("/admin/articles/new", otherCookie))).text()).not.toContain(
      t.offerTitle,
    );
  });
});

describe("autosave of a page", () => {
  it("stores a copy, offers it and leaves the page as it was", async () => {
    const { id, slug } = await makePage(server.db, { content: "<p>Halaman terbit.</p>" });
    expect(
      (await autosave({ kind: "page", id: String(id), content: "<p>Draf halaman.</p>" })).status,
    ).toBe(200);
    const $ = await loadHtml(await editor(`/admin/pages/${id}/edit`));
    expect($.text()).toContain(t.offerTitle);
    await autosave({ kind: "page", id: String(id), seoDescription: "Deskripsi halaman." });
    const restored = await loadHtml(await editor(`/admin/pages/${id}/edit?salinan=pulihkan`));
    expect(restored('textarea[name="seoDescription"]').text()).toBe("Deskripsi halaman.");
    expect((await loadHtml(await server.fetch(`/${slug}`)))(".prose-warta").text()).toContain(
      "Halaman terbit.",
    );
  });
});

describe("two editors on one article", () => {
  it("still refuses the later save with the conflict message; autosave changes no version", async () => {
    const { id } = await makePost(server.db, { title: "Rebutan" });
    const page = await loadHtml(await editor(`/admin/articles/${id}/edit`, otherCookie));
    const loadedAt = page('input[name="updatedAt"]').attr("value") ?? "";
    // The second editor types (autosave), the first one saves.
    await autosave(
      { kind: "post", id: String(id), baseUpdatedAt: loadedAt, title: "Versi kedua" },
      otherCookie,
    );
    expect(await editArticle(server, cookie, id, { title: "Versi pertama" })).toHaveProperty(
      "status",
      302,
    );
    const late = await editArticle(server, otherCookie, id, {
      title: "Versi kedua",
      updatedAt: loadedAt,
    });
    expect(late.status).toBe(409);
    expect((await loadHtml(late)).text()).toContain(texts.editor.stale);
    expect((await stored(id)).title).toBe("Versi pertama");
  });
});

describe("bad autosave requests", () => {
  it("answer 400 with an Indonesian message and store nothing", async () => {
    const { id } = await makePost(server.db, { title: "Aman" });
    const cases: Record<string, string>[] = [
      { kind: "artikel", title: "x" },
      { kind: "post", id: "abc", title: "x" },
      { kind: "post", id: String(id), title: "x".repeat(1001) },
      { kind: "post", id: String(id) },
      { kind: "post", id: String(id), baseUpdatedAt: "x".repeat(41), title: "x" },
      { kind: "post", id: String(id), noindex: "ya-mungkin" },
      { kind: "post", id: String(id), seoDescription: "x".repeat(5001) },
    ];
    for (const fields of cases) {
      const answer = await autosave(fields);
      expect([fields, answer.status]).toEqual([fields, 400]);
      const { error } = (await answer.json()) as { error: string };
      expect([t.invalid, t.tooLong]).toContain(error);
    }
    expect(
      await server.db
        .selectFrom("working_copies")
        .select("slot")
        .where("post_id", "=", id)
        .execute(),
    ).toEqual([]);
  });

  it("answer 404 for an article that does not exist", async () => {
    const answer = await autosave({ kind: "post", id: "999999", title: "x" });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: t.notFound });
  });

  it("are refused without an admin session", async () => {
    const { id } = await makePost(server.db, { title: "Terjaga" });
    const fields = { kind: "post", id: String(id), title: "Penyusup" };
    expect((await autosave(fields, "")).status).toBe(401);
    expect((await autosave(fields, pendingCookie)).status).toBe(403);
    expect(
      await server.db
        .selectFrom("working_copies")
        .select("slot")
        .where("post_id", "=", id)
        .execute(),
    ).toEqual([]);
  });
});
