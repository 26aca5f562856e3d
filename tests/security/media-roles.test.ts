import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";
import { saveSettings } from "../support/settings";

// Who may do what in the media library (app/lib/policy.ts, canMedia): a Kontributor uploads and
// uses only their own images, a Penulis uses any, editors and admins describe and delete any.

const t = texts.media;
type Who = "admin" | "editor" | "penulis" | "kontributor";

let server: TestServer;
const cookies: Record<Who, string> = { admin: "", editor: "", penulis: "", kontributor: "" };
let colour = 0;

async function account(email: string, role: Who): Promise<string> {
  const cookie = await sessionFor(server, email);
  await server.db.updateTable("user").set({ role }).where("email", "=", email).execute();
  return cookie;
}

async function upload(who: Who): Promise<Response> {
  colour += 1;
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: colour, g: 80, b: 120 } },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set(
    "file",
    new File([new Uint8Array(bytes)], `${who}-${colour}.png`, { type: "image/png" }),
  );
  return server.fetch("/admin/media/upload", {
    method: "POST",
    headers: { cookie: cookies[who] },
    body,
  });
}

async function uploaded(who: Who): Promise<string> {
  const response = await upload(who);
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

const hashOf = (url: string) => url.slice("/media/".length, -".webp".length);

function act(who: Who, fields: Record<string, string>): Promise<Response> {
  return server.fetch("/admin/media", {
    method: "POST",
    headers: { cookie: cookies[who] },
    body: new URLSearchParams(fields),
  });
}

async function newArticle(who: Who, fields: Record<string, string>): Promise<Response> {
  const category = await server.db
    .selectFrom("categories")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const form = new FormData();
  const values = {
    title: "Tulisan Bergambar",
    slug: `tulisan-${Math.random().toString(36).slice(2, 8)}`,
    categoryId: String(category.id),
    summary: "Ringkasan tulisan.",
    content: "<p>Isi tulisan.</p>",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return server.fetch("/admin/articles/new", {
    method: "POST",
    headers: { cookie: cookies[who] },
    body: form,
  });
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookies.admin = await account("admin@contoh.id", "admin");
  for (const role of ["editor", "penulis", "kontributor"] as const) {
    cookies[role] = await account(`${role}@contoh.id`, role);
  }
});

afterAll(() => server?.stop());

describe("a Kontributor", () => {
  it("uploads into the library and sees only their own images there and in the picker", async () => {
    const admins = await uploaded("admin");
    const own = await uploaded("kontributor");
    const picker = (await (
      await server.fetch("/admin/media/items", { headers: { cookie: cookies.kontributor } })
    ).json()) as { items: { url: string }[] };
    expect(picker.items.map((item) => item.url)).toEqual([own]);
    const screen = await (
      await server.fetch(`/admin/media?uploader=${"x"}`, {
        headers: { cookie: cookies.kontributor },
      })
    ).text();
    expect(screen).toContain(hashOf(own));
    expect(screen).not.toContain(hashOf(admins));
  });

  it("puts their own image in their draft, and nobody else's", async () => {
    const own = await uploaded("kontributor");
    const admins = await uploaded("admin");
    const saved = await newArticle("kontributor", {
      content: `<p>Isi.</p><img src="${own}" alt="Milik sendiri">`,
    });
    expect(saved.status).toBe(302);

    const before = await server.db.selectFrom("posts").select("id").execute();
    for (const fields of <Record<string, string>[]>[
      { content: `<p>Isi.</p><img src="${admins}" alt="Milik orang lain">` },
      { image: admins },
    ]) {
      const refused = await newArticle("kontributor", fields);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain(t.othersImage);
    }
    expect(await server.db.selectFrom("posts").select("id").execute()).toEqual(before);
  });

  it("keeps a picture an editor put in their draft", async () => {
    const owner = await server.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "kontributor@contoh.id")
      .executeTakeFirstOrThrow();
    const admins = await uploaded("admin");
    const { id } = await makePost(server.db, {
      published: false,
      ownerId: owner.id,
      content: `<p>Isi.</p><img src="${admins}" alt="Dari editor">`,
    });
    const saved = await editArticle(server, cookies.kontributor, id, { title: "Judul Baru" });
    expect(saved.status).toBe(302);
  });

  it("describes their own image only, and deletes none", async () => {
    const own = hashOf(await uploaded("kontributor"));
    const admins = hashOf(await uploaded("admin"));
    const description = { alt: "Alt", caption: "Keterangan", credit: "Kredit" };
    expect(
      (await act("kontributor", { intent: "describe", hash: own, ...description })).status,
    ).toBe(200);
    const refused = await act("kontributor", { intent: "describe", hash: admins, ...description });
    expect(refused.status).toBe(403);
    const item = await server.db
      .selectFrom("media_items")
      .select("alt")
      .where("hash", "=", admins)
      .executeTakeFirstOrThrow();
    expect(item.alt).toBe("");
    expect((await act("kontributor", { intent: "delete", hash: own })).status).toBe(403);
    expect((await act("kontributor", { intent: "bulk-delete", hashes: own })).status).toBe(403);
    expect((await server.fetch(`/media/${own}.webp`)).status).toBe(200);
  });

  it("uploads at most the daily number set in Pengaturan", async () => {
    expect(
      (await saveSettings(server, cookies.admin, { contributorDailyUploads: "0" })).status,
    ).toBe(200);
    const refused = await upload("kontributor");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: t.dailyLimit(0) });
    expect((await upload("penulis")).status).toBe(200);
    await saveSettings(server, cookies.admin, { contributorDailyUploads: "20" });
    expect((await upload("kontributor")).status).toBe(200);
  });
});

describe("a Penulis", () => {
  it("uses any image but neither describes nor deletes someone else's", async () => {
    const admins = await uploaded("admin");
    const saved = await newArticle("penulis", {
      content: `<p>Isi.</p><img src="${admins}" alt="Milik redaksi">`,
    });
    expect(saved.status).toBe(302);
    const hash = hashOf(admins);
    expect((await act("penulis", { intent: "describe", hash, alt: "x" })).status).toBe(403);
    expect((await act("penulis", { intent: "delete", hash })).status).toBe(403);
  });
});

describe("an Editor", () => {
  it("describes and deletes anyone's image", async () => {
    const hash = hashOf(await uploaded("kontributor"));
    const described = await act("editor", { intent: "describe", hash, alt: "Dijelaskan editor" });
    expect(described.status).toBe(200);
    expect((await act("editor", { intent: "delete", hash })).status).toBe(200);
    expect((await server.fetch(`/media/${hash}.webp`)).status).toBe(404);
  });
});
