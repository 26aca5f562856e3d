import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePost } from "../support/factories";
import { rawGet } from "../support/raw-http";
import { startServer, type TestServer } from "../support/server";

// Pages rendered per request (the page cache is off here) are rendered whole and compressed in
// one call (server/compress-document.ts): one body with its length, in the encoding the client
// weighs highest, and the same page whichever it gets.
let server: TestServer;
let path: string;
beforeAll(async () => {
  server = await startServer();
  const post = await makePost(server.db, { title: "Kabar dari Pelabuhan Sunda Kelapa" });
  path = `/blog/${post.slug}`;
});
afterAll(async () => {
  await server.stop();
});

// The CSP nonce differs on every render; the rest of the page must not.
const withoutNonce = (html: string) => html.replaceAll(/nonce="[^"]*"/g, 'nonce=""');

describe("a page rendered per request", () => {
  it.each([
    ["gzip, deflate, br", "br", brotliDecompressSync],
    ["br;q=0.5, gzip", "gzip", gunzipSync],
    ["gzip", "gzip", gunzipSync],
  ] as const)(
    "Accept-Encoding %j gets %s, whole and with its length",
    async (accept, encoding, decode) => {
      const plain = await rawGet(server.url + path, {});
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toContain("Kabar dari Pelabuhan Sunda Kelapa");

      const res = await rawGet(server.url + path, { "Accept-Encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(withoutNonce(decode(res.body).toString())).toBe(withoutNonce(plain.body.toString()));
    },
  );

  it("sends no body to HEAD and nothing compressed to a client that refuses every coding", async () => {
    const head = await rawGet(server.url + path, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const refused = await rawGet(server.url + path, { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toContain("Kabar dari Pelabuhan Sunda Kelapa");
  });

  it("compresses a page that answers 404 as well", async () => {
    const res = await rawGet(`${server.url}/blog/tidak-ada-sama-sekali`, {
      "Accept-Encoding": "br",
    });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toContain("<html");
  });
});

describe("a feed, sitemap or robots.txt rendered per request", () => {
  beforeAll(async () => {
    // Enough articles that each answer is well over the size worth compressing (the sitemap
    // lists only categories that have an article, so articles make its size).
    for (let n = 1; n <= 24; n++) {
      await makePost(server.db, {
        title: `Catatan Pelabuhan ${n}`,
        content: `<p>${"Kapal-kapal pinisi bersandar di dermaga tua. ".repeat(8)}</p>`,
      });
    }
  });

  it.each(["/rss.xml", "/feed.json", "/sitemap.xml"])(
    "%s goes out compressed whole, with its length, the same feed either way",
    async (feed) => {
      const plain = await rawGet(server.url + feed, {});
      expect(plain.status).toBe(200);
      expect(plain.body.length).toBeGreaterThan(2048);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const res = await rawGet(server.url + feed, { "Accept-Encoding": "gzip, deflate, br" });
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["transfer-encoding"]).toBeUndefined();
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(brotliDecompressSync(res.body).equals(plain.body)).toBe(true);
      const gzip = await rawGet(server.url + feed, { "Accept-Encoding": "gzip" });
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    },
  );

  it("leaves robots.txt, smaller than its compression would save, as it is", async () => {
    const res = await rawGet(`${server.url}/robots.txt`, { "Accept-Encoding": "br" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toContain("User-agent: *");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
  });
});
