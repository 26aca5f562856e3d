import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxImageMegapixels } from "~/lib/image-rules";
import { texts } from "~/lib/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { loadHtml } from "../support/html";
import { runScript, startMediaServer, wxrFile, type MediaServer } from "../support/import";
import { createPageThroughForm } from "../support/pages";
import { startServer, type TestServer } from "../support/server";

// A PNG of one colour compresses to under a megabyte however many pixels it declares; decoded,
// 16000 × 16000 takes about a gigabyte. Warta must refuse it from the header, wherever it comes in.

const tooMany = texts.editor.uploadTooManyPixels(maxImageMegapixels);

let server: TestServer;
let media: MediaServer;
let cookie = "";
let bomb: Buffer;
let categoryId = "";

beforeAll(async () => {
  bomb = await sharp({
    create: { width: 16000, height: 16000, channels: 3, background: "#ffffff" },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
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
    author: "Penyerang",
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
  it("is small on the wire", () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
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
    const response = await createPageThroughForm(server, cookie, {
      title: "Bom",
      slug: "bom",
      summary: "",
      content: `<p>x</p><img src="data:image/png;base64,${bomb.toString("base64")}">`,
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
