import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxImageMegapixels } from "~/lib/image-rules";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { loadHtml } from "../support/html";
import { runScript, startMediaServer, wxrFile, type MediaServer } from "../support/import";
import { startServer, type TestServer } from "../support/server";

// A PNG of one colour compresses to under a megabyte however many pixels it declares; decoded,
// 16000 × 16000 takes about a gigabyte. Warta must refuse it from the header, wherever it comes in.

const tooMany = texts.editor.uploadTooManyPixels(maxImageMegapixels);

// Written by hand (1 bit per pixel, every row blank): about 30 KB, made in a moment, where
// sharp would spend a minute of a shared machine's CPU encoding it.
function blackAndWhitePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let server: TestServer;
let media: MediaServer;
let cookie = "";
let bomb: Buffer;
let categoryId = "";

beforeAll(async () => {
  bomb = blackAndWhitePng(16000, 16000);
  media = await startMediaServer({ "/bom.png": bomb });
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  const category = await server.db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", "teknologi")
    .executeTakeFirstOrThrow();
  categoryId = String(category.id);
});

afterAll(async () => {
  await server?.stop();
  await media?.close();
});

async function stored() {
  const posts = await server.db.selectFrom("posts").select("id").execute();
  const pages = await server.db.selectFrom("pages").select("id").execute();
  const images = await server.db.selectFrom("media").select("hash").execute();
  return { posts: posts.length, pages: pages.length, media: images.length };
}

const bombFile = () => new File([new Uint8Array(bomb)], "bom.png", { type: "image/png" });

function articleForm(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  const all = {
    title: "Bom Piksel",
    slug: "bom-piksel",
    categoryId,
    summary: "Gambar kecil di kabel, raksasa di memori.",
    content: "<p>Isi.</p>",
    published: "on",
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.set(key, value);
  return form;
}

async function errorOf(response: Response, field: string): Promise<string> {
  const $ = await loadHtml(response);
  return $(`#${field}-error`).text() || $('[role="alert"]').text();
}

describe("a 16000 × 16000 PNG", () => {
  it("is small on the wire and a valid image", async () => {
    expect(bomb.length).toBeLessThan(100 * 1024);
    const { width, height } = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([width, height]).toEqual([16000, 16000]);
  });

  it("is refused as an editor upload with 413, storing nothing", async () => {
    const before = await stored();
    const form = new FormData();
    form.set("file", bombFile());
    const response = await server.fetch("/admin/uploads", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: tooMany });
    expect(await stored()).toEqual(before);
  });

  it("is refused as an article's cover with 413, storing nothing", async () => {
    const before = await stored();
    const response = await server.fetch("/admin/articles/new", {
      method: "POST",
      headers: { cookie },
      body: articleForm({ imageFile: bombFile() }),
    });
    expect(response.status).toBe(413);
    expect(await errorOf(response, "image")).toBe(tooMany);
    expect(await stored()).toEqual(before);
  });

  it("is refused as a data URL pasted into an article, storing nothing", async () => {
    const before = await stored();
    const content = `<p>Foto:</p><img src="data:image/png;base64,${bomb.toString("base64")}">`;
    const response = await server.fetch("/admin/articles/new", {
      method: "POST",
      headers: { cookie },
      body: articleForm({ content }),
    });
    expect(response.status).toBe(413);
    expect(await errorOf(response, "content")).toBe(tooMany);
    expect(await stored()).toEqual(before);
  });

  it("is refused as a data URL pasted into a page, storing nothing", async () => {
    const before = await stored();
    const form = new FormData();
    form.set("title", "Bom");
    form.set("slug", "bom");
    form.set("summary", "");
    form.set("content", `<p>x</p><img src="data:image/png;base64,${bomb.toString("base64")}">`);
    const response = await server.fetch("/admin/pages/new", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(response.status).toBe(413);
    expect((await loadHtml(response)).text()).toContain(tooMany);
    expect(await stored()).toEqual(before);
  });

  it("is not imported as media; the report says why", async () => {
    const url = `${media.url}/bom.png`;
    const file = wxrFile([{ slug: "impor-bom", html: `<p>x</p><img src="${url}" alt="">` }]);
    const result = await runScript(
      "import",
      [file, "--fetch-media"],
      server.databaseUrl,
      media.allowance,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      texts.moving.mediaFailed(url, texts.moving.mediaTooManyPixels(maxImageMegapixels)),
    );
    expect(media.requests).toEqual(["/bom.png"]);
    expect(await server.db.selectFrom("media").select("hash").execute()).toEqual([]);
  });
});
