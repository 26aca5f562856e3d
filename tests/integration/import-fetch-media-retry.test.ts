import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportProgress } from "~/.server/import/progress";
import type { UploadAnswer } from "~/.server/import/upload";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { importedPost, png, startMediaServer, wxrFile, type MediaServer } from "../support/import";
import { startServer, type TestServer } from "../support/server";

// The dashboard's "Ambil gambar dari situs lama" against an old site of the test's own: the
// server runs under NODE_ENV=test so that the guarded client admits this one loopback port.
let media: MediaServer;
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  media = await startMediaServer({
    "/ada.png": await png("#1e3a8a"),
    "/rusak.png": await png("#b91c1c"),
    "/lambat.png": await png("#15803d"),
  });
  server = await startServer({
    env: { ...adminServerEnv, ...media.allowance, NODE_ENV: "test" },
  });
  cookie = await sessionFor(server, "admin@contoh.id");
});

afterAll(async () => {
  await server?.stop();
  await media?.close();
});

async function upload(path: string, query = "?fetchMedia=1") {
  const response = await server.fetch(`/admin/import${query}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/octet-stream" },
    body: readFileSync(path),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as UploadAnswer;
  if (!answer.ok) throw new Error(answer.message);
  return answer.report;
}

function progressOf(id: string, headers: Record<string, string> = { cookie }) {
  return server.fetch(`/admin/import/progress?id=${id}`, { headers });
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((wait) => setTimeout(wait, 20));
}

describe("a later import of the same file fetches only the images that failed", () => {
  it("reports the image the old site could not give, then retries only that one", async () => {
    const again = wxrFile([
      {
        slug: "dua-gambar",
        html: `<img src="${media.url}/ada.png" alt="a"><img src="${media.url}/rusak.png" alt="r">`,
      },
      { slug: "satu-gambar", html: `<img src="${media.url}/ada.png" alt="a">` },
    ]);
    media.failing.add("/rusak.png");
    const first = await upload(again);
    expect(first.mediaFetched).toBe(1);
    expect(first.mediaRetried).toBe(0);
    const reasons = first.notes.map((note) => note.reason).join("\n");
    expect(reasons).toContain(texts.moving.mediaFailed(`${media.url}/rusak.png`, ""));
    expect(first.mediaKept).toEqual([`${media.url.replace("http:", "https:")}/rusak.png`]);
    expect([...media.requests].sort()).toEqual(["/ada.png", "/rusak.png"]);
    expect((await importedPost(server.db, "dua-gambar"))?.content).toContain("/rusak.png");

    // The old site recovers: the same file again asks it for the failed image only.
    media.failing.delete("/rusak.png");
    media.requests.length = 0;
    const second = await upload(again);
    expect(media.requests).toEqual(["/rusak.png"]);
    expect(second.mediaFetched).toBe(1);
    expect(second.mediaRetried).toBe(1);
    expect(second.posts).toMatchObject({ updated: 1, unchanged: 1 });
    const content = (await importedPost(server.db, "dua-gambar"))?.content ?? "";
    expect(content).not.toContain("127.0.0.1");
    expect(content.match(/src="\/media\//g)).toHaveLength(2);

    // Nothing left to fetch: a third run asks the old site nothing.
    media.requests.length = 0;
    const third = await upload(again);
    expect(media.requests).toEqual([]);
    expect(third.posts).toMatchObject({ unchanged: 2, updated: 0 });
    expect(third.mediaRetried).toBe(0);
  });

  it("shows the summary's line for images fetched again", async () => {
    expect(texts.moving.mediaRetried(1)).toBe("1 gambar diambil ulang");
  });
});

describe("the import's progress", () => {
  it("counts entries and images during the run and after it, for admins only", async () => {
    // The first image is unknown to the old site (404: a failure), the second one waits.
    const file = wxrFile([
      { slug: "cepat", html: `<img src="${media.url}/ada.png?v=2" alt="a">` },
      { slug: "lambat", html: `<img src="${media.url}/lambat.png" alt="l">` },
      { slug: "sesudahnya", html: "<p>Teks</p>" },
    ]);
    media.requests.length = 0;
    media.hold("/lambat.png");
    const id = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
    const run = upload(file, `?fetchMedia=1&progress=${id}`);
    await until(() => media.held.has("/lambat.png"));

    const during = await progressOf(id);
    expect(during.status).toBe(200);
    expect(during.headers.get("cache-control")).toContain("no-store");
    expect((await during.json()) as ImportProgress).toEqual({
      done: 1,
      total: 3,
      mediaFetched: 0,
      mediaFailed: 1,
      finished: false,
    });

    // Not for someone signed out, nor for a run this server does not know.
    expect((await progressOf(id, {})).status).toBe(401);
    const pending = await sessionFor(server, "menunggu@contoh.id");
    expect((await progressOf(id, { cookie: pending })).status).toBe(403);
    const unknown = await progressOf("0123456789abcdef0123");
    expect([unknown.status, await unknown.json()]).toEqual([200, null]);
    const invalid = await progressOf("..%2F..%2Fetc");
    expect([invalid.status, await invalid.json()]).toEqual([
      400,
      { message: texts.moving.progressIdInvalid },
    ]);

    media.held.get("/lambat.png")?.();
    const report = await run;
    expect(report.mediaFetched).toBe(1);
    const after = (await (await progressOf(id)).json()) as ImportProgress;
    expect(after).toEqual({ done: 3, total: 3, mediaFetched: 1, mediaFailed: 1, finished: true });
  });
});
