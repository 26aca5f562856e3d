import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../support/raw-http";
import { startServer, type TestServer } from "../support/server";

// The build writes brotli and gzip twins of every script and stylesheet; the server sends the
// one the browser accepts, untouched (fetch() would decompress, so these requests are raw).
const assetsDir = "build/client/assets";
const script = readdirSync(assetsDir).find((name) => /^entry\.client-[\w-]+\.js$/.test(name));
const stylesheet = readdirSync(assetsDir).find((name) => /^root-[\w-]+\.css$/.test(name));

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe("precompressed assets", () => {
  it("finds the built script and stylesheet with their brotli and gzip files", () => {
    expect(script).toBeDefined();
    expect(stylesheet).toBeDefined();
    for (const name of [script, stylesheet]) {
      const files = readdirSync(assetsDir);
      expect(files).toContain(`${name}.br`);
      expect(files).toContain(`${name}.gz`);
    }
  });

  it("sends brotli to a browser that accepts it, with the script's type and Vary", async () => {
    const original = readFileSync(join(assetsDir, `${script}`));
    const res = await rawGet(`${server.url}/assets/${script}`, {
      "Accept-Encoding": "gzip, deflate, br",
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toMatch(/immutable/);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
  });

  it("sends gzip when brotli is refused with q=0 or not offered", async () => {
    const original = readFileSync(join(assetsDir, `${stylesheet}`));
    for (const accept of ["br;q=0, gzip", "gzip"]) {
      const res = await rawGet(`${server.url}/assets/${stylesheet}`, { "Accept-Encoding": accept });
      expect(res.headers["content-encoding"], accept).toBe("gzip");
      expect(res.headers["content-type"]).toMatch(/^text\/css/);
      expect(gunzipSync(res.body).equals(original)).toBe(true);
    }
  });

  it("sends the file as it is without Accept-Encoding, and to a HEAD request the same headers", async () => {
    const original = readFileSync(join(assetsDir, `${script}`));
    const plain = await rawGet(`${server.url}/assets/${script}`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);

    const head = await rawGet(
      `${server.url}/assets/${script}`,
      { "Accept-Encoding": "br" },
      "HEAD",
    );
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("answers 404 for an asset that does not exist, whatever the encoding", async () => {
    const res = await rawGet(`${server.url}/assets/tidak-ada-123.js`, { "Accept-Encoding": "br" });
    expect(res.status).toBe(404);
  });

  it("prefers brotli over gzip only when the browser weighs them alike", async () => {
    const weighted = await rawGet(`${server.url}/assets/${script}`, {
      "Accept-Encoding": "br;q=0.5, gzip;q=0.8",
    });
    expect(weighted.headers["content-encoding"]).toBe("gzip");
    const star = await rawGet(`${server.url}/assets/${script}`, { "Accept-Encoding": "*" });
    expect(star.headers["content-encoding"]).toBe("br");
    const refused = await rawGet(`${server.url}/assets/${script}`, {
      "Accept-Encoding": "br;q=0, gzip;q=0",
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("serves an asset asked with a query string, and refuses a broken path with 400", async () => {
    const query = await rawGet(`${server.url}/assets/${script}?v=1`, { "Accept-Encoding": "br" });
    expect(query.status).toBe(200);
    expect(query.headers["content-encoding"]).toBe("br");
    const broken = await rawGet(`${server.url}/assets/%E0%A4%A`, { "Accept-Encoding": "br" });
    // Broken percent-encoding is refused before any file is looked for (server/request-guards.ts).
    expect(broken.status).toBe(400);
  });
});
