import { mkdtempSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportSite } from "~/.server/export";
import { restoreWartaExport } from "~/.server/import/warta";
import { revisionRule } from "~/.server/revision-pruning";
import { texts } from "~/.server/texts";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { daysAgo, makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { createPageThroughForm, editPage, makePage } from "../support/pages";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let cookie = "";
let pendingCookie = "";
let adminId = "";
let teknologiId = 0;
const t = texts.revisions;

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  pendingCookie = await sessionFor(server, "menunggu@contoh.id");
  const admin = await server.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", "redaksi@contoh.id")
    .executeTakeFirstOrThrow();
  adminId = admin.id;
  const category = await server.db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", "teknologi")
    .executeTakeFirstOrThrow();
  teknologiId = category.id;
});

afterAll(() => server?.stop());

function revisionsOf(postId: number) {
  return server.db
    .selectFrom("revisions")
    .selectAll()
    .where("post_id", "=", postId)
    .orderBy("id")
    .execute();
}

async function createArticle(fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  const all: Record<string, string> = {
    title: "Harga Beras",
    categoryId: String(teknologiId),
    summary: "Kabar harga beras.",
    content: "<p>Harga beras naik lagi pekan ini.</p>",
    image: "",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.set(key, value);
  const response = await server.fetch("/admin/articles/new", {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  expect(response.status).toBe(302);
  const row = await server.db
    .selectFrom("posts")
    .select("id")
    .where("slug", "=", all.slug ?? "")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function currentUpdatedAt(postId: number): Promise<string> {
  const $ = await loadHtml(
    await server.fetch(`/admin/articles/${postId}/riwayat`, { headers: { cookie } }),
  );
  return $('#restore input[name="updatedAt"]').attr("value") ?? "";
}

function restore(path: string, fields: Record<string, string>, who = cookie) {
  return server.fetch(path, {
    method: "POST",
    headers: { cookie: who },
    body: new URLSearchParams({ intent: "restore", ...fields }),
  });
}

describe("revisions of articles", () => {
  it("stores one for every save and every publish, with who saved it", async () => {
    const id = await createArticle({ slug: "harga-beras-1" });
    expect(await editArticle(server, cookie, id, { title: "Harga Beras Naik" })).toHaveProperty(
      "status",
      302,
    );
    expect(await editArticle(server, cookie, id, { published: "on" })).toHaveProperty(
      "status",
      302,
    );
    const revisions = await revisionsOf(id);
    expect(revisions.map((r) => [r.title, Boolean(r.published), r.saved_by])).toEqual([
      ["Harga Beras", false, adminId],
      ["Harga Beras Naik", false, adminId],
      ["Harga Beras Naik", true, adminId],
    ]);
  });

  it("keeps an article's version from before its first edit", async () => {
    const { id } = await makePost(server.db, { title: "Lama", content: "<p>Teks awal.</p>" });
    await editArticle(server, cookie, id, { content: "<p>Teks baru.</p>" });
    const revisions = await revisionsOf(id);
    expect(revisions.map((r) => [r.content, r.saved_by])).toEqual([
      ["<p>Teks awal.</p>", null],
      ["<p>Teks baru.</p>", adminId],
    ]);
  });

  it("does not store a revision for a refused save", async () => {
    const id = await createArticle({ slug: "harga-beras-ditolak" });
    const stale = await editArticle(server, cookie, id, {
      title: "Basi",
      updatedAt: "2000-01-01T00:00:00.000Z",
    });
    expect(stale.status).toBe(409);
    expect(await revisionsOf(id)).toHaveLength(1);
  });
});

describe("Riwayat", () => {
  it("lists the revisions and shows a word-level difference of the newest two", async () => {
    const id = await createArticle({ slug: "harga-beras-riwayat" });
    await editArticle(server, cookie, id, {
      content: "<p>Harga beras turun lagi pekan ini.</p><p>Petani lega.</p>",
    });
    const response = await server.fetch(`/admin/articles/${id}/riwayat`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($("h1").text()).toBe(t.title("Harga Beras"));
    expect($("ol li")).toHaveLength(2);
    // Named by the display name (at sign-up, the part before @), never the address.
    expect($("ol").text()).toContain(t.by("redaksi"));
    expect($("ol").text()).not.toContain("redaksi@contoh.id");
    expect($("del").text()).toBe(`(${t.removed}) naik`);
    expect($("ins").first().text()).toBe(`(${t.added}) turun`);
    expect($("ins").text()).toContain("Petani lega.");
    // Text only: no markup of the content shows as words.
    expect($("#revision-diff-title").parent().text()).not.toContain("<p>");
  });

  it("compares any two revisions chosen in the list", async () => {
    const id = await createArticle({ slug: "harga-beras-pilih", title: "Satu" });
    await editArticle(server, cookie, id, { title: "Dua" });
    await editArticle(server, cookie, id, { title: "Tiga" });
    const [first, , third] = await revisionsOf(id);
    const $ = await loadHtml(
      await server.fetch(`/admin/articles/${id}/riwayat?dari=${third?.id}&ke=${first?.id}`, {
        headers: { cookie },
      }),
    );
    expect($("#revision-diff-title").text()).toBe(t.diffTitle(first?.id ?? 0, third?.id ?? 0));
    expect($("del").text()).toContain("Satu");
    expect($("ins").text()).toContain("Tiga");
  });

  it("restores a revision as a new one and changes the public page", async () => {
    const id = await createArticle({ slug: "harga-beras-pulih", published: "on" });
    await editArticle(server, cookie, id, { content: "<p>Versi kedua yang keliru.</p>" });
    const [first] = await revisionsOf(id);
    const path = `/admin/articles/${id}/riwayat`;
    const answer = await restore(path, {
      revisionId: String(first?.id),
      updatedAt: await currentUpdatedAt(id),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(path);

    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(3);
    expect(revisions[2]?.restored_from).toBe(first?.id);
    expect(revisions[2]?.content).toBe(first?.content);
    const $ = await loadHtml(await server.fetch("/blog/harga-beras-pulih"));
    expect($(".prose-warta").text()).toContain("Harga beras naik lagi pekan ini.");
    expect($(".prose-warta").text()).not.toContain("keliru");
  });

  it("refuses a restore after someone else saved, and changes nothing", async () => {
    const id = await createArticle({ slug: "harga-beras-basi" });
    const before = await currentUpdatedAt(id);
    await editArticle(server, cookie, id, { title: "Disimpan orang lain" });
    const [first] = await revisionsOf(id);
    const answer = await restore(`/admin/articles/${id}/riwayat`, {
      revisionId: String(first?.id),
      updatedAt: before,
    });
    expect(answer.status).toBe(409);
    expect((await loadHtml(answer)).text()).toContain(t.stale);
    expect(await revisionsOf(id)).toHaveLength(2);
  });

  it("answers 400 to a broken restore and 404 to another article's revision", async () => {
    const a = await createArticle({ slug: "harga-beras-a" });
    const b = await createArticle({ slug: "harga-beras-b" });
    const [ofB] = await revisionsOf(b);
    const updatedAt = await currentUpdatedAt(a);
    const path = `/admin/articles/${a}/riwayat`;
    expect((await restore(path, { revisionId: "abc", updatedAt })).status).toBe(400);
    expect((await restore(path, { revisionId: String(ofB?.id), updatedAt })).status).toBe(404);
    expect(
      (await server.fetch("/admin/articles/99999/riwayat", { headers: { cookie } })).status,
    ).toBe(404);
  });

  it("is for admins only", async () => {
    const id = await createArticle({ slug: "harga-beras-tamu" });
    const [first] = await revisionsOf(id);
    const path = `/admin/articles/${id}/riwayat`;
    const anonymous = await server.fetch(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/auth");
    expect((await server.fetch(path, { headers: { cookie: pendingCookie } })).status).toBe(403);
    const fields = { revisionId: String(first?.id), updatedAt: await currentUpdatedAt(id) };
    const signedOut = await restore(path, fields, "");
    expect([signedOut.status, signedOut.headers.get("location")]).toEqual([302, "/admin/auth"]);
    expect((await restore(path, fields, pendingCookie)).status).toBe(403);
    expect(await revisionsOf(id)).toHaveLength(1);
  });
});

describe("revisions of pages", () => {
  it("stores them, shows the difference and restores one on the public page", async () => {
    const created = await createPageThroughForm(server, cookie, {
      title: "Tentang Kami",
      slug: "tentang-kami",
      summary: "",
      content: "<p>Kami redaksi kecil di Bandung.</p>",
      published: "on",
    });
    expect(created.status).toBe(302);
    const page = await server.db
      .selectFrom("pages")
      .select("id")
      .where("slug", "=", "tentang-kami")
      .executeTakeFirstOrThrow();
    await editPage(server, cookie, page.id, { content: "<p>Kami redaksi besar di Jakarta.</p>" });
    const revisions = await server.db
      .selectFrom("revisions")
      .selectAll()
      .where("page_id", "=", page.id)
      .orderBy("id")
      .execute();
    expect(revisions.map((r) => r.saved_by)).toEqual([adminId, adminId]);

    const path = `/admin/pages/${page.id}/riwayat`;
    const $ = await loadHtml(await server.fetch(path, { headers: { cookie } }));
    expect($("del").text()).toContain("kecil");
    expect($("ins").text()).toContain("besar");
    const answer = await restore(path, {
      revisionId: String(revisions[0]?.id),
      updatedAt: $('#restore input[name="updatedAt"]').attr("value") ?? "",
    });
    expect(answer.status).toBe(302);
    const publicPage = await loadHtml(await server.fetch("/tentang-kami"));
    expect(publicPage(".prose-warta").text()).toContain("Kami redaksi kecil di Bandung.");
  });

  it("keeps a page's version from before its first edit", async () => {
    const { id } = await makePage(server.db, { content: "<p>Awal halaman.</p>" });
    await editPage(server, cookie, id, { content: "<p>Halaman diubah.</p>" });
    const rows = await server.db
      .selectFrom("revisions")
      .select("content")
      .where("page_id", "=", id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.content)).toEqual(["<p>Awal halaman.</p>", "<p>Halaman diubah.</p>"]);
  });
});

describe("pruning", () => {
  async function seedRevisions(postId: number, times: string[]) {
    const post = await server.db
      .selectFrom("posts")
      .select(["title", "slug", "summary", "content"])
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    for (const createdAt of times) {
      await server.db
        .insertInto("revisions")
        .values({ ...post, post_id: postId, published: true, created_at: createdAt })
        .execute();
    }
  }

  it("keeps the last 30 days whole and the newest revision of each day before that", async () => {
    const { id } = await makePost(server.db, { title: "Dipangkas" });
    const day = (days: number) => daysAgo(days).slice(0, 10);
    const old = [40, 41, 42].flatMap((days) =>
      ["12", "10", "08"].map((hour) => `${day(days)}T${hour}:00:00.000Z`),
    );
    const recent = [1, 2, 3, 4].map((days) => daysAgo(days));
    await seedRevisions(id, [...old, ...recent]);
    await editArticle(server, cookie, id, { title: "Dipangkas lagi" });
    const times = (await revisionsOf(id)).map((r) => new Date(r.created_at).toISOString());
    expect(times).toHaveLength(3 + 4 + 1);
    expect(times.filter((time) => old.includes(time))).toEqual(
      [40, 41, 42].map((days) => `${day(days)}T12:00:00.000Z`),
    );
    expect(times.filter((time) => recent.includes(time))).toHaveLength(4);
  });

  it(`never keeps more than ${revisionRule.maxRevisions} revisions`, async () => {
    const { id } = await makePost(server.db, { title: "Banyak" });
    await seedRevisions(
      id,
      Array.from({ length: revisionRule.maxRevisions + 20 }, (_, n) =>
        new Date(Date.now() - (n + 1) * 60_000).toISOString(),
      ),
    );
    await editArticle(server, cookie, id, { title: "Banyak sekali" });
    const rows = await revisionsOf(id);
    expect(rows).toHaveLength(revisionRule.maxRevisions);
    expect(rows.some((r) => r.title === "Banyak sekali")).toBe(true);
  });
});

describe("export and restore", () => {
  it("carries revisions along, without working copies", async () => {
    const dir = mkdtempSync(join(tmpdir(), "warta-revisions-"));
    const file = join(dir, "situs.jsonl");
    writeFileSync(file, "");
    await exportSite(server.databaseUrl, { users: false }, async (chunk) => {
      appendFileSync(file, chunk);
    });
    const target = await startServer({ env: adminServerEnv });
    try {
      const before = await server.db.selectFrom("revisions").select("id").execute();
      await restoreWartaExport(target.db, file, { accounts: false });
      const after = await target.db.selectFrom("revisions").select("id").execute();
      expect(after.length).toBe(before.length);
      expect(await target.db.selectFrom("working_copies").select("slot").execute()).toEqual([]);
    } finally {
      await target.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
