import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadAnswer } from "~/.server/import/upload";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { importedPost, png, startMediaServer, wxrFile, type MediaServer } from "../support/import";
import { startServer, type TestServer } from "../support/server";

// "Ambil gambar dari situs lama" on the dashboard's import: the old site's images are fetched
// through the guarded client, as `--fetch-media` does; one that cannot be fetched is reported.
let media: MediaServer;
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  media = await startMediaServer({ "/ada.png": await png("#1e3a8a") });
  server = await startServer({ env: { ...adminServerEnv, ...media.allowance } });
  cookie = await sessionFor(server, "admin@contoh.id");
});

afterAll(async () => {
  await server?.stop();
  await media?.close();
});

function upload(path: string, query: string) {
  return server.fetch(`/admin/import${query}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/octet-stream" },
    body: readFileSync(path),
  });
}

describe("the dashboard's import with Ambil gambar dari situs lama", () => {
  it("keeps the old site's images as they are when not asked", async () => {
    const file = wxrFile([
      { slug: "tanpa-ambil", html: `<img src="${media.url}/ada.png" alt="a">` },
    ]);
    const response = await upload(file, "");
    expect(response.status).toBe(200);
    expect((await importedPost(server.db, "tanpa-ambil"))?.content).toContain(
      `src="https://127.0.0.1`,
    );
    expect(media.requests).toEqual([]);
  });

  it("fetches through the guarded client when asked: the loopback old site is refused and reported", async () => {
    // The production server honours no test allowance: 127.0.0.1 is refused like any private
    // address (the command line's --fetch-media, the same code, fetches it under NODE_ENV=test).
    const file = wxrFile([
      {
        slug: "dengan-ambil",
        html: `<figure><img src="${media.url}/ada.png" alt="a"><figcaption>Ada</figcaption></figure>`,
      },
    ]);
    const response = await upload(file, "?fetchMedia=1");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as UploadAnswer;
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.report.mediaFetched).toBe(0);
    const reasons = answer.report.notes.map((note) => note.reason).join("\n");
    expect(reasons).toContain(`gambar ${media.url}/ada.png tidak diunduh`);
    expect(answer.report.mediaKept).toEqual([media.url.replace("http:", "https:") + "/ada.png"]);
    expect(media.requests).toEqual([]);
    const content = (await importedPost(server.db, "dengan-ambil"))?.content ?? "";
    expect(content).toContain("<figcaption>Ada</figcaption>");
  });

  it("offers the choice on the Impor & Ekspor tab", async () => {
    const page = await (await server.fetch("/admin/import-export", { headers: { cookie } })).text();
    expect(page).toContain('name="fetchMedia"');
    expect(page).toContain(texts.moving.fetchMediaLabel);
  });
});
