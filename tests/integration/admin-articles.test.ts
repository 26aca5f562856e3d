import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let cookie = "";
let teknologiId = 0;
const t = texts.editor;

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  const category = await server.db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", "teknologi")
    .executeTakeFirstOrThrow();
  teknologiId = category.id;
});

afterAll(() => server?.stop());

async function png(width = 64, height = 36): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#1e3a8a" } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

function articleForm(overrides: Record<string, string | Blob> = {}): FormData {
  const fields: Record<string, string | Blob> = {
    title: "Kecerdasan Buatan di Sekolah",
    slug: "kecerdasan-buatan-di-sekolah",
    categoryId: String(teknologiId),
    summary: "Guru mulai memakai AI di kelas.",
    content: "<p>Isi <strong>penting</strong>.</p>",
    image: "",
    published: "on",
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

function save(form: FormData, path = "/admin/articles/new") {
  return server.fetch(path, { method: "POST", headers: { cookie }, body: form });
}

async function counts() {
  const posts = await server.db.selectFrom("posts").select("id").execute();
  const media = await server.db.selectFrom("media").select("hash").execute();
  return { posts: posts.length, media: media.length };
}

async function errorOf(response: Response, field: string): Promise<string> {
  const $ = await loadHtml(response);
  return $(`#${field}-error`).text() || $('[role="alert"]').text();
}

describe("creating an article", () => {
  it("stores sanitized HTML and an uploaded cover, then shows it publicly", async () => {
    const form = articleForm({
      slug: "ai-sekolah",
      content: `<h2>Pembuka</h2><p onclick="x()">Teks <a href="https://contoh.id">tautan</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">`,
    });
    form.set("imageFile", new File([await png(800, 450)], "sampul.png", { type: "image/png" }));
    const response = await save(form);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
    expect(response.headers.get("set-cookie")).toContain("warta_flash=");

    const row = await server.db
      .selectFrom("posts")
      .select(["content", "image", "published"])
      .where("slug", "=", "ai-sekolah")
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(
      `<h2>Pembuka</h2><p>Teks <a href="https://contoh.id" rel="noopener noreferrer">tautan</a></p>`,
    );
    expect(row.image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);

    const page = await server.fetch("/blog/ai-sekolah");
    expect(page.status).toBe(200);
    const $ = await loadHtml(page);
    expect($("h1").text()).toBe("Kecerdasan Buatan di Sekolah");
    const cover = await server.fetch(row.image ?? "");
    expect(cover.headers.get("content-type")).toBe("image/webp");
    const home = await server.fetch("/");
    expect(await home.text()).toContain("Kecerdasan Buatan di Sekolah");
  });

  it("turns a pasted data: image into stored media", async () => {
    const data = Buffer.from(await png()).toString("base64");
    const response = await save(
      articleForm({
        slug: "gambar-tempel",
        content: `<p>Foto:</p><img src="data:image/png;base64,${data}">`,
      }),
    );
    expect(response.status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .select("content")
      .where("slug", "=", "gambar-tempel")
      .executeTakeFirstOrThrow();
    expect(row.content).toMatch(/^<p>Foto:<\/p><img src="\/media\/[0-9a-f]{32}\.webp" \/>$/);
  });

  it("refuses a slug already in use, on the slug field", async () => {
    await makePost(server.db, { slug: "sudah-ada" });
    const before = await counts();
    const response = await save(articleForm({ slug: "sudah-ada" }));
    expect(response.status).toBe(400);
    expect(await errorOf(response, "slug")).toBe(t.slugTaken);
    expect(await counts()).toEqual(before);
  });

  const bad: [string, Record<string, string>, string, string][] = [
    ["a blank title", { title: "  " }, "title", t.titleRequired],
    ["a blank slug", { slug: "" }, "slug", t.slugRequired],
    ["a slug with capitals and spaces", { slug: "Judul Baru" }, "slug", t.slugInvalid],
    ["no category", { categoryId: "" }, "categoryId", t.categoryRequired],
    ["an unknown category", { categoryId: "9999" }, "categoryId", t.categoryRequired],
    ["an author who is not a profile id", { author: "Sari" }, "author", t.authorUnknown],
    ["an unknown author profile", { author: "999999" }, "author", t.authorUnknown],
    ["a blank summary", { summary: "" }, "summary", t.summaryRequired],
    ["empty content", { content: "<p></p>" }, "content", t.contentRequired],
    ["a javascript: cover URL", { image: "javascript:alert(1)" }, "image", t.imageUrlInvalid],
    ["a plain http cover URL", { image: "http://contoh.id/a.png" }, "image", t.imageUrlInvalid],
  ];

  it("says in its toast whether the article was published or kept as a draft", async () => {
    const flashOf = (response: Response) => {
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith("warta_flash="));
      const value = decodeURIComponent(cookie?.split(";")[0]?.split("=")[1] ?? "");
      return JSON.parse(Buffer.from(value, "base64").toString("utf8")) as string;
    };
    const draftForm = articleForm({ slug: "draf-diam-diam" });
    draftForm.delete("published");
    const draft = await save(draftForm);
    expect(draft.status).toBe(302);
    expect(flashOf(draft)).toBe("createdDraft");
    const published = await save(articleForm({ slug: "langsung-terbit" }));
    expect(flashOf(published)).toBe("created");
  });

  it("answers a form with fields left out in Indonesian, field by field", async () => {
    const before = await counts();
    const form = new FormData();
    form.set("published", "on");
    const response = await save(form);
    expect(response.status).toBe(400);
    const $ = await loadHtml(response);
    expect($("#title-error").text()).toBe(t.titleRequired);
    expect($("#slug-error").text()).toBe(t.slugRequired);
    expect($("#categoryId-error").text()).toBe(t.categoryRequired);
    expect($("#summary-error").text()).toBe(t.summaryRequired);
    expect($("#content-error").text()).toBe(t.contentRequired);
    expect(await counts()).toEqual(before);
  });

  it("takes a form without an image field as an article without a cover", async () => {
    const form = articleForm({ slug: "tanpa-kolom-gambar" });
    form.delete("image");
    expect((await save(form)).status).toBe(302);
    const row = await server.db
      .selectFrom("posts")
      .select("image")
      .where("slug", "=", "tanpa-kolom-gambar")
      .executeTakeFirstOrThrow();
    expect(row.image).toBeNull();
  });

  it.each(bad)(
    "refuses %s with its message and stores nothing",
    async (_, fields, field, message) => {
      const before = await counts();
      const response = await save(articleForm({ slug: "tidak-tersimpan", ...fields }));
      expect(response.status).toBe(400);
      expect(await errorOf(response, field)).toBe(message);
      expect(await counts()).toEqual(before);
    },
  );
});

describe("uploads", () => {
  const cases: [string, () => Promise<File>, number, string][] = [
    [
      "a text file",
      async () => new File(["halo"], "catatan.txt", { type: "text/plain" }),
      400,
      t.uploadNotImage,
    ],
    [
      "an SVG",
      async () => new File(["<svg onload=alert(1)>"], "a.svg", { type: "image/svg+xml" }),
      400,
      t.uploadNotImage,
    ],
    [
      "a corrupt PNG",
      async () =>
        new File([Buffer.from("89504e470d0a1a0a0000", "hex")], "rusak.png", { type: "image/png" }),
      400,
      t.uploadCorrupt,
    ],
    [
      "a file over 10 MB",
      async () =>
        new File([new Uint8Array(10 * 1024 * 1024 + 1)], "besar.png", { type: "image/png" }),
      413,
      t.uploadTooLarge,
    ],
  ];

  it.each(cases)("refuses %s as a cover and stores nothing", async (_, file, status, message) => {
    const before = await counts();
    const form = articleForm({ slug: "sampul-ditolak" });
    form.set("imageFile", await file());
    const response = await save(form);
    expect(response.status).toBe(status);
    expect(await errorOf(response, "image")).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it.each(cases)("refuses %s as an inline image", async (_, file, status, message) => {
    const before = await counts();
    const form = new FormData();
    form.set("file", await file());
    const response = await server.fetch("/admin/uploads", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
    expect(await counts()).toEqual(before);
  });

  it("stores an inline image and answers with its URL", async () => {
    const form = new FormData();
    form.set("file", new File([await png(120, 80)], "isi.png", { type: "image/png" }));
    const response = await server.fetch("/admin/uploads", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect((await server.fetch(url)).status).toBe(200);
  });

  it("refuses a pasted data: image that is not an image", async () => {
    const before = await counts();
    const svg = Buffer.from("<svg onload='alert(1)'/>").toString("base64");
    const response = await save(
      articleForm({
        slug: "tempel-svg",
        content: `<p>x</p><img src="data:image/svg+xml;base64,${svg}">`,
      }),
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response, "content")).toBe(t.uploadNotImage);
    expect(await counts()).toEqual(before);
  });
});

describe("editing and deleting", () => {
  async function current(id: number) {
    const res = await server.fetch(`/admin/articles/${id}/edit`, { headers: { cookie } });
    const $ = await loadHtml(res);
    return $('input[name="updatedAt"]').attr("value") ?? "";
  }

  it("saves an edit made on the latest version and shows it publicly", async () => {
    const { id, slug } = await makePost(server.db, { title: "Versi Lama" });
    const response = await save(
      articleForm({ title: "Versi Baru", slug, updatedAt: await current(id) }),
      `/admin/articles/${id}/edit`,
    );
    expect(response.status).toBe(302);
    const $ = await loadHtml(await server.fetch(`/blog/${slug}`));
    expect($("h1").text()).toBe("Versi Baru");
  });

  it("refuses a save based on an outdated version and overwrites nothing", async () => {
    const { id, slug } = await makePost(server.db, { title: "Asli" });
    const loaded = await current(id);
    const first = await save(
      articleForm({ title: "Suntingan A", slug, updatedAt: loaded }),
      `/admin/articles/${id}/edit`,
    );
    expect(first.status).toBe(302);
    const second = await save(
      articleForm({ title: "Suntingan B", slug, updatedAt: loaded }),
      `/admin/articles/${id}/edit`,
    );
    expect(second.status).toBe(409);
    expect(await errorOf(second, "form")).toBe(t.stale);
    const row = await server.db
      .selectFrom("posts")
      .select("title")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("Suntingan A");
  });

  it("refuses to take another article's slug when editing", async () => {
    await makePost(server.db, { slug: "milik-lain" });
    const { id, slug } = await makePost(server.db, { title: "Punya Sendiri" });
    const response = await save(
      articleForm({ slug: "milik-lain", updatedAt: await current(id) }),
      `/admin/articles/${id}/edit`,
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response, "slug")).toBe(t.slugTaken);
    const row = await server.db
      .selectFrom("posts")
      .select("slug")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.slug).toBe(slug);
  });

  it("deletes an article, which is then gone from the public pages", async () => {
    const { id, slug } = await makePost(server.db, { title: "Akan Dihapus" });
    expect((await server.fetch(`/blog/${slug}`)).status).toBe(200);
    const response = await server.fetch("/admin/dashboard", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "delete", id: String(id) }),
    });
    expect(response.status).toBe(302);
    // Gone for good, not merely missing (see redirects.test.ts).
    expect((await server.fetch(`/blog/${slug}`)).status).toBe(410);
    expect(await server.db.selectFrom("posts").select("id").where("id", "=", id).execute()).toEqual(
      [],
    );
  });
});

describe("dashboard", () => {
  it("counts articles, lists drafts too, and pages and searches beyond 20", async () => {
    await makePost(server.db, { title: "Draf Rahasia", published: false });
    for (let n = 0; n < 21; n++) await makePost(server.db, { title: `Isi Dasbor ${n}` });
    const $ = await loadHtml(await server.fetch("/admin/dashboard", { headers: { cookie } }));
    const [published, draft] = await Promise.all([
      server.db.selectFrom("posts").select("id").where("published", "=", true).execute(),
      server.db.selectFrom("posts").select("id").where("published", "=", false).execute(),
    ]);
    const stats = $("main .grid p.text-3xl")
      .map((_, el) => $(el).text())
      .get();
    expect(stats).toEqual([
      String(published.length + draft.length),
      String(published.length),
      String(draft.length),
    ]);
    expect($("tbody tr")).toHaveLength(20);
    expect($(`a[aria-label="${texts.home.pageLabel(2)}"]`)).toHaveLength(1);

    const found = await loadHtml(
      await server.fetch("/admin/dashboard?q=rahasia", { headers: { cookie } }),
    );
    expect(found("tbody tr")).toHaveLength(1);
    expect(found("tbody tr").text()).toContain(texts.admin.draft);
  });
});
