import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

const t = texts.media;

let server: TestServer;
let cookie = "";

async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function upload(name: string, bytes: Buffer, type = "image/png"): Promise<Response> {
  const body = new FormData();
  body.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return server.fetch("/admin/media/upload", { method: "POST", headers: { cookie }, body });
}

async function uploaded(name: string, bytes: Buffer): Promise<string> {
  const response = await upload(name, bytes);
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return url.slice("/media/".length, -".webp".length);
}

function act(fields: Record<string, string | string[]>): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(key, one);
  }
  return server.fetch("/admin/media", { method: "POST", headers: { cookie }, body });
}

async function library(query = ""): Promise<string> {
  const response = await server.fetch(`/admin/media${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
});

afterAll(() => server?.stop());

describe("the media library", () => {
  let stadium = "";
  let skyline = "";
  let articleId = 0;

  it("lists uploads newest first with size, dimensions and uploader", async () => {
    stadium = await uploaded("stadion-gbk.png", await png(640, 480, "#1d4ed8"));
    skyline = await uploaded("langit-jakarta.png", await png(800, 300, "#f97316"));
    const html = await library();
    expect(html.indexOf("langit-jakarta.png")).toBeLessThan(html.indexOf("stadion-gbk.png"));
    expect(html).toContain(t.dimensions(640, 480));
    expect(html).toContain(t.dimensions(800, 300));
    expect(html).toContain(t.count(2));
    const item = await server.db
      .selectFrom("media_items")
      .selectAll()
      .where("hash", "=", stadium)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ original_name: "stadion-gbk.png", mime: "image/png" });
    expect(item.uploaded_by).not.toBeNull();
    expect(item.size).toBeGreaterThan(0);
  });

  it("refuses what is no image, with the upload's message", async () => {
    const response = await upload("catatan.png", Buffer.from("bukan gambar"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: texts.editor.uploadCorrupt });
  });

  it("saves a description and finds images by file name, alt text, caption and credit", async () => {
    const saved = await act({
      intent: "describe",
      hash: stadium,
      alt: "Tribun stadion yang penuh penonton",
      caption: "Final piala di Senayan",
      credit: "Foto: ANTARA/Budi Santoso",
    });
    expect(saved.status).toBe(200);
    for (const q of ["stadion-gbk", "penonton", "senayan", "antara"]) {
      const html = await library(`?q=${q}`);
      expect(html, q).toContain("stadion-gbk.png");
      expect(html, q).not.toContain("langit-jakarta.png");
    }
  });

  it("shows where an image is used and filters the unused ones", async () => {
    articleId = (
      await makePost(server.db, {
        title: "Laga Final",
        content: `<p>Isi.</p><img src="/media/${stadium}.webp" alt="Tribun">`,
      })
    ).id;
    const html = await library();
    expect(html).toContain(t.usedIn(1));
    expect(html).toContain("Laga Final");
    const unused = await library("?unused=1");
    expect(unused).toContain("langit-jakarta.png");
    expect(unused).not.toContain("stadion-gbk.png");
  });

  it("refuses to delete an image in use and deletes an unused one", async () => {
    const refused = await act({ intent: "delete", hash: stadium });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(t.refusedInUse(1));
    expect((await server.fetch(`/media/${stadium}.webp`)).status).toBe(200);

    const removed = await act({ intent: "delete", hash: skyline });
    expect(removed.status).toBe(200);
    expect((await server.fetch(`/media/${skyline}.webp`)).status).toBe(404);
    expect(await library()).not.toContain("langit-jakarta.png");
  });

  it("replaces a file everywhere it is used and keeps its description", async () => {
    const body = new FormData();
    body.set("intent", "replace");
    body.set("hash", stadium);
    body.set(
      "file",
      new File([new Uint8Array(await png(600, 400, "#16a34a"))], "stadion-baru.png", {
        type: "image/png",
      }),
    );
    const response = await server.fetch("/admin/media", {
      method: "POST",
      headers: { cookie },
      body,
    });
    expect(response.status).toBe(200);
    const post = await server.db
      .selectFrom("posts")
      .select("content")
      .where("id", "=", articleId)
      .executeTakeFirstOrThrow();
    const [, fresh = ""] = /\/media\/([a-f0-9]{32})\.webp/.exec(post.content) ?? [];
    expect(fresh).not.toBe(stadium);
    const item = await server.db
      .selectFrom("media_items")
      .selectAll()
      .where("hash", "=", fresh)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      alt: "Tribun stadion yang penuh penonton",
      caption: "Final piala di Senayan",
      credit: "Foto: ANTARA/Budi Santoso",
      width: 600,
    });
    expect((await server.fetch(`/media/${stadium}.webp`)).status).toBe(404);
    expect((await server.fetch(`/media/${fresh}.webp`)).status).toBe(200);
    expect(await library()).toContain(t.usedIn(1));
  });

  it("deletes the unused images of a selection and keeps those in use", async () => {
    const a = await uploaded("a.png", await png(100, 100, "#000000"));
    const b = await uploaded("b.png", await png(100, 100, "#ffffff"));
    const used = (await server.db.selectFrom("media_uses").select("hash").executeTakeFirstOrThrow())
      .hash;
    const response = await act({ intent: "bulk-delete", hashes: [a, b, used] });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(t.removedMany(2));
    const left = await server.db.selectFrom("media_items").select("hash").execute();
    expect(left.map((row) => row.hash)).toEqual([used]);
  });

  it("counts an image as used only while an article records it", async () => {
    const hash = await uploaded("rapat.png", await png(120, 90, "#7c3aed"));
    const { id } = await makePost(server.db, { image: `/media/${hash}.webp` });
    expect(await library("?q=rapat")).toContain(t.usedIn(1));
    await server.db.deleteFrom("media_uses").where("item_id", "=", id).execute();
    expect(await library("?q=rapat")).toContain(t.notUsed);
  });
});
