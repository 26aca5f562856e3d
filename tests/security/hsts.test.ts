import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

const hsts = "strict-transport-security";

describe("behind a trusted proxy (TRUST_PROXY=loopback, no SITE_URL)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ cache: true, env: { TRUST_PROXY: "loopback" } });
  });

  afterAll(() => server?.stop());

  it("sends Strict-Transport-Security when the proxy says the request came over https", async () => {
    const headers = { "x-forwarded-proto": "https" };
    for (const path of ["/", "/", "/admin/auth", "/rss.xml", "/healthz", "/tidak-ada"]) {
      const response = await server.fetch(path, { headers });
      expect(response.headers.get(hsts), path).toMatch(/max-age=\d{7,}/);
    }
    // The second "/" above came from the page cache: a stored page carries it too.
    expect((await server.fetch("/", { headers })).headers.get("x-cache")).toBe("HIT");
  });

  it("sends none when the proxy says http, or says nothing", async () => {
    for (const headers of [{ "x-forwarded-proto": "http" }, {}] as Record<string, string>[]) {
      for (const path of ["/", "/admin/auth"]) {
        const response = await server.fetch(path, { headers });
        expect(response.headers.get(hsts), `${path} ${JSON.stringify(headers)}`).toBeNull();
      }
    }
  });
});

describe("without TRUST_PROXY", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(() => server?.stop());

  it("ignores a client's own X-Forwarded-Proto", async () => {
    for (const path of ["/", "/admin/auth"]) {
      const response = await server.fetch(path, { headers: { "x-forwarded-proto": "https" } });
      expect(response.headers.get(hsts), path).toBeNull();
    }
  });
});

describe("with an https SITE_URL", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: { SITE_URL: "https://blog.contoh.id" } });
  });

  afterAll(() => server?.stop());

  it("sends it on every answer, whatever the request said", async () => {
    const response = await server.fetch("/", { headers: { "x-forwarded-proto": "http" } });
    expect(response.headers.get(hsts)).toMatch(/max-age=\d{7,}/);
  });
});
