import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { newAddress } from "../support/addresses";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { fixture } from "../support/import";
import { routePaths, rowCounts } from "../support/route-walk";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let cookie: string;
let slug: string;
let paths: string[];

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi@contoh.id");
  const post = await makePost(server.db, { title: "Artikel Sasaran" });
  slug = post.slug;
  paths = routePaths({
    slug,
    id: String(post.id),
    file: "0".repeat(32) + ".webp",
    "*": "tidak-ada",
  });
});

afterAll(() => server?.stop());

/** Where a page of another site sends from, spelled every way a browser names it. */
function foreignSenders(): Record<string, Record<string, string>> {
  return {
    "a foreign Origin": { origin: "https://penyerang.example" },
    "a foreign Origin on our host's other port": { origin: "http://127.0.0.1:1" },
    "our host over https": { origin: server.url.replace("http:", "https:") },
    "Origin: null": { origin: "null" },
    "only a foreign Referer": { referer: "https://penyerang.example/jebakan.html" },
    "a foreign Origin with our own Referer": {
      origin: "https://penyerang.example",
      referer: `${server.url}/admin/dashboard`,
    },
  };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#1e3a8a" } })
    .png()
    .toBuffer();

async function signedIn(): Promise<boolean> {
  const response = await server.fetch("/admin/dashboard", { headers: { cookie } });
  return response.status === 200;
}

describe("a state-changing request from another site", () => {
  it("is refused with 403 on every route, every method, before anything is written", async () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/admin/uploads", "/admin/import", "/admin/logout", "/newsletter"]),
    );
    const before = await rowCounts(server);
    const failures: string[] = [];
    for (const path of paths) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const [name, headers] of Object.entries(foreignSenders())) {
          const response = await server.fetch(path, {
            method,
            headers: { ...headers, cookie, "x-forwarded-for": newAddress() },
            body: new URLSearchParams({ intent: "delete", id: "1", email: "a@contoh.id" }),
          });
          const body = await response.text();
          if (response.status !== 403 || !body.includes(texts.requests.foreignOriginTitle)) {
            failures.push(`${method} ${path} (${name}) → ${response.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    const after = await rowCounts(server);
    expect(Object.entries(after).filter(([table, n]) => before[table] !== n)).toEqual([]);
    expect(await signedIn()).toBe(true);
  });

  it("cannot upload an image, import a file or sign the admin out", async () => {
    const before = await rowCounts(server);
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await png())], "gambar.png", { type: "image/png" }));
    const origin = "https://penyerang.example";
    const upload = await server.fetch("/admin/uploads", {
      method: "POST",
      headers: { origin, cookie },
      body: form,
    });
    expect(upload.status).toBe(403);
    const imported = await server.fetch("/admin/import", {
      method: "POST",
      headers: { origin, cookie, "content-type": "application/octet-stream" },
      body: readFileSync(fixture("ghost.json")),
    });
    expect(imported.status).toBe(403);
    const logout = await server.fetch("/admin/logout", {
      method: "POST",
      headers: { origin, cookie },
    });
    expect(logout.status).toBe(403);
    expect(logout.headers.get("set-cookie")).toBeNull();
    const after = await rowCounts(server);
    expect(Object.entries(after).filter(([table, n]) => before[table] !== n)).toEqual([]);
    expect(await signedIn()).toBe(true);
  });

  it("is refused before its body is asked for", async () => {
    const url = new URL("/admin/uploads", server.url);
    const answer = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = httpRequest(url, {
        method: "POST",
        agent: false,
        headers: {
          origin: "https://penyerang.example",
          cookie,
          expect: "100-continue",
          "content-type": "multipart/form-data; boundary=batas",
          "content-length": "1000000",
        },
      });
      req.on("continue", () => {
        continued = true;
        req.end(Buffer.alloc(1_000_000));
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, continued }));
      });
      req.on("error", reject);
    });
    expect(answer).toEqual({ status: 403, continued: false });
  });
});

describe("a state-changing request from the site itself", () => {
  it("still works with our own Origin or Referer, or with neither (curl)", async () => {
    const own = new URL(server.url).origin;
    const subscribe = (headers: Record<string, string>, email: string) =>
      server.fetch("/newsletter", {
        method: "POST",
        headers: { ...headers, "x-forwarded-for": newAddress() },
        body: new URLSearchParams({ email }),
      });
    expect((await subscribe({ origin: own }, "asal@contoh.id")).status).toBe(200);
    expect((await subscribe({ referer: `${own}/newsletter` }, "rujukan@contoh.id")).status).toBe(
      200,
    );
    expect((await subscribe({}, "curl@contoh.id")).status).toBe(200);
    const stored = await server.db
      .selectFrom("subscribers")
      .select("email")
      .where("email", "in", ["asal@contoh.id", "rujukan@contoh.id", "curl@contoh.id"])
      .execute();
    expect(stored).toHaveLength(3);

    const form = new FormData();
    form.set("file", new File([new Uint8Array(await png())], "gambar.png", { type: "image/png" }));
    const upload = await server.fetch("/admin/uploads", {
      method: "POST",
      headers: { origin: own, cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { url: string }).url).toMatch(/^\/media\//);

    const comment = await server.fetch(`/blog/${slug}`, {
      method: "POST",
      headers: { origin: own, "x-forwarded-for": newAddress() },
      body: new URLSearchParams({
        intent: "comment",
        website: "",
        name: "Budi",
        content: "Bagus.",
      }),
    });
    expect(comment.status).toBeLessThan(400);

    const logout = await server.fetch("/admin/logout", {
      method: "POST",
      headers: { origin: own, cookie },
    });
    expect(logout.status).toBe(302);
    expect(await signedIn()).toBe(false);
  });
});

describe("with SITE_URL set", () => {
  let site: TestServer;

  beforeAll(async () => {
    site = await startServer({ env: { ...adminServerEnv, SITE_URL: "https://blog.contoh.id" } });
  });

  afterAll(() => site?.stop());

  it("takes forms sent from the canonical address and refuses others", async () => {
    const subscribe = (origin: string, email: string) =>
      site.fetch("/newsletter", {
        method: "POST",
        headers: { origin, "x-forwarded-for": newAddress() },
        body: new URLSearchParams({ email }),
      });
    expect((await subscribe("https://blog.contoh.id", "kanonik@contoh.id")).status).toBe(200);
    expect((await subscribe("http://blog.contoh.id", "http@contoh.id")).status).toBe(403);
    expect((await subscribe("https://penyerang.example", "asing@contoh.id")).status).toBe(403);
    const stored = await site.db.selectFrom("subscribers").select("email").execute();
    expect(stored.map((row) => row.email)).toEqual(["kanonik@contoh.id"]);
  });
});
