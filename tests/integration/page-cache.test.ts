import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePost } from "../support/factories";
import { cardTitles, loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ cache: true });
  await makePost(server.db, { title: "Artikel Pertama", slug: "artikel-pertama" });
});

afterAll(() => server?.stop());

describe("page cache", () => {
  it("renders a public page once and serves it from memory after", async () => {
    const first = await server.fetch("/blog/artikel-pertama");
    const second = await server.fetch("/blog/artikel-pertama");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const page = await server.fetch("/?page=1");
    const etag = page.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.fetch("/?page=1", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("sends CDN-friendly caching headers and compressed bodies", async () => {
    await server.fetch("/");
    for (const encoding of ["br", "gzip"]) {
      const response = await server.fetch("/", { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("cache-control")).toContain("s-maxage");
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(await response.text()).toContain("Artikel Pertama");
    }
  });

  it("drops cached pages when the database changes, even from another process", async () => {
    await server.fetch("/");
    expect((await server.fetch("/")).headers.get("x-cache")).toBe("HIT");
    await makePost(server.db, { title: "Artikel Kedua" });
    // Exact at once on SQLite; on PostgreSQL the NOTIFY may take a moment to arrive.
    await expect
      .poll(async () => cardTitles(await loadHtml(await server.fetch("/"))), { timeout: 1000 })
      .toContain("Artikel Kedua");
  });

  it("shows an unpublished article's 404 right after the change", async () => {
    expect((await server.fetch("/blog/artikel-pertama")).status).toBe(200);
    await sql`update posts set published = ${false} where slug = 'artikel-pertama'`.execute(
      server.db,
    );
    expect((await server.fetch("/blog/artikel-pertama")).status).toBe(404);
  });

  it("never caches private paths, 404s or requests with a session cookie", async () => {
    await server.fetch("/tidak-ada");
    expect((await server.fetch("/tidak-ada")).headers.get("x-cache")).toBe("MISS");
    const cookie = { Cookie: "better-auth.session_token=abc" };
    await server.fetch("/", { headers: cookie });
    expect((await server.fetch("/", { headers: cookie })).headers.get("x-cache")).toBeNull();
    expect((await server.fetch("/healthz")).headers.get("x-cache")).toBeNull();
  });

  it("serves hashed assets as immutable", async () => {
    const html = await (await server.fetch("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await server.fetch(asset ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });
});
