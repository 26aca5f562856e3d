import { describe, expect, it } from "vitest";
import { pageBytes, PageCache, type CachedPage } from "./page-cache";

function page(bytes: number): CachedPage {
  return {
    contentType: "text/html; charset=utf-8",
    etag: '"x"',
    contentSecurityPolicy: "default-src 'self'",
    body: Buffer.alloc(bytes, "a"),
    gzip: Buffer.alloc(Math.floor(bytes / 4)),
    brotli: Buffer.alloc(Math.floor(bytes / 5)),
  };
}

describe("PageCache", () => {
  it("counts every encoding of a page against its byte budget", () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    cache.set("/a", page(10_000));
    expect(cache.bytes).toBe(pageBytes("/a", page(10_000)));
    expect(cache.bytes).toBeGreaterThan(10_000 + 2500 + 2000);
  });

  it("stays within its byte budget, dropping the least recently read pages first", () => {
    const cache = new PageCache({ maxBytes: 100_000 });
    for (let i = 0; i < 10; i++) cache.set(`/page-${i}`, page(5_000));
    // About twelve pages fit; reading the oldest makes it the newest.
    cache.get("/page-0");
    for (let i = 10; i < 15; i++) cache.set(`/page-${i}`, page(5_000));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.get("/page-0")).toBeDefined();
    expect(cache.get("/page-1")).toBeUndefined();
    expect(cache.get("/page-14")).toBeDefined();
  });

  it("does not store a page larger than an eighth of the budget", () => {
    const cache = new PageCache({ maxBytes: 80_000 });
    cache.set("/small", page(5_000));
    cache.set("/huge", page(9_000));
    expect(cache.get("/huge")).toBeUndefined();
    expect(cache.get("/small")).toBeDefined();
  });

  it("refuses a page rendered before the last invalidation", () => {
    const cache = new PageCache();
    const generation = cache.currentGeneration;
    cache.invalidate();
    cache.set("/", page(100), generation);
    expect(cache.get("/")).toBeUndefined();
    cache.set("/", page(100));
    expect(cache.get("/")).toBeDefined();
  });

  it("forgets pages older than their age limit", async () => {
    const cache = new PageCache({ maxAgeMs: 20 });
    cache.set("/", page(100));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get("/")).toBeUndefined();
  });
});
