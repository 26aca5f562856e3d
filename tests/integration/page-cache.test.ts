import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { cardTitles, loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ cache: true, env: adminServerEnv });
  // Its change notification must not arrive between the first test's two requests.
  await settled(makePost(server.db, { title: "Artikel Pertama", slug: "artikel-pertama" }));
});

afterAll(() => server?.stop());

/**
 * Waits out the change notification a test's own write sends: exact at once on SQLite, a moment
 * later on PostgreSQL (NOTIFY), when it would empty the cache in the middle of the test.
 */
async function settled<T>(write: Promise<T>, target: TestServer = server): Promise<T> {
  const result = await write;
  if (!target.databaseUrl.startsWith("file:"))
    await new Promise((resolve) => setTimeout(resolve, 300));
  return result;
}

describe("page cache", () => {
  it("renders a public page once and serves it from memory after", async () => {
    const first = await server.fetch("/blog/artikel-pertama");
    const second = await server.fetch("/blog/artikel-pertama");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
  });

  it("answers a hit with every header the miss had, and a request id of its own", async () => {
    const miss = await server.fetch("/?page=1&hit=headers");
    const hit = await server.fetch("/?page=1&hit=headers");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    // Allow comes from the method check, which a hit is answered before.
    const perRequest = new Set(["allow", "date", "x-cache", "x-request-id"]);
    const names = (response: Response) =>
      [...response.headers.keys()].filter((name) => !perRequest.has(name)).sort();
    expect(names(hit)).toEqual(names(miss));
    for (const name of names(miss))
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
    expect(hit.headers.get("x-request-id")).toMatch(/^[\w-]{20,}$/);
    expect(hit.headers.get("x-request-id")).not.toBe(miss.headers.get("x-request-id"));
    const named = await server.fetch("/?page=1&hit=headers", {
      headers: { "x-request-id": "lb-1" },
    });
    expect(named.headers.get("x-request-id")).toBe("lb-1");
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
    await settled(
      sql`update posts set published = ${false} where slug = 'artikel-pertama'`.execute(server.db),
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

const gzipOnly = { "Accept-Encoding": "gzip" };

describe("page cache: what is stored", () => {
  it("never stores the empty answer to a HEAD, and answers HEAD from a stored page", async () => {
    const { slug } = await settled(makePost(server.db, { title: "Dicek Monitor" }));
    const head = await server.fetch(`/blog/${slug}`, { method: "HEAD", headers: gzipOnly });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("MISS");

    const get = await server.fetch(`/blog/${slug}`, { headers: gzipOnly });
    expect(get.headers.get("x-cache")).toBe("MISS");
    const html = await get.text();
    expect(html).toContain("Dicek Monitor");
    expect(html.trimEnd()).toMatch(/<\/html>$/);

    const storedHead = await server.fetch(`/blog/${slug}`, { method: "HEAD", headers: gzipOnly });
    expect(storedHead.headers.get("x-cache")).toBe("HIT");
    expect(await storedHead.text()).toBe("");
    const storedGet = await server.fetch(`/blog/${slug}`, { headers: gzipOnly });
    for (const name of [
      "content-length",
      "content-type",
      "content-encoding",
      "etag",
      "cache-control",
      "content-security-policy",
    ]) {
      expect(storedHead.headers.get(name), name).toBe(storedGet.headers.get(name));
    }
    expect(Number(storedHead.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(await storedGet.text()).toBe(html);
  });

  it("never stores or serves a page for a signed-in reader", async () => {
    const cookie = await sessionFor(server, "cache-admin@warta.test");
    const { slug } = await settled(makePost(server.db, { title: "Dibaca Admin" }));
    await server.fetch(`/blog/${slug}`);
    expect((await server.fetch(`/blog/${slug}`)).headers.get("x-cache")).toBe("HIT");
    const signedIn = await server.fetch(`/blog/${slug}`, { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-cache")).toBeNull();
  });

  it("serves one stored page to links that differ only by tracking parameters", async () => {
    const { slug } = await settled(makePost(server.db, { title: "Dibagikan Ramai" }));
    const plain = await (await server.fetch(`/blog/${slug}`)).text();
    const shared = await server.fetch(`/blog/${slug}?utm_source=facebook&fbclid=IwAR0xyz`);
    expect(shared.headers.get("x-cache")).toBe("HIT");
    expect(await shared.text()).toBe(plain);

    const first = await server.fetch("/?page=1&utm_campaign=buletin&gclid=abc");
    const text = await first.text();
    expect(text).not.toMatch(/utm_campaign|gclid/);
    expect((await server.fetch("/?page=1")).headers.get("x-cache")).toBe("HIT");
    // A parameter a page does read keeps its own entry.
    expect((await server.fetch("/?page=1&q=xyz")).headers.get("x-cache")).toBe("MISS");
  });

  it("never keeps a page from a request the client gave up on", async () => {
    const { slug } = await settled(makePost(server.db, { title: "Ditinggal Pembaca" }));
    for (let wait = 0; wait < 12; wait += 1) {
      const controller = new AbortController();
      const request = server.fetch(`/blog/${slug}`, { signal: controller.signal });
      await new Promise((resolve) => setTimeout(resolve, wait));
      controller.abort();
      await request.then((response) => response.text()).catch(() => undefined);
    }
    const fresh = await server.fetch(`/blog/${slug}`, { headers: gzipOnly });
    const body = await fresh.text();
    expect(body).toContain("Ditinggal Pembaca");
    expect(body.trimEnd()).toMatch(/<\/html>$/);
    expect(Number(fresh.headers.get("content-length"))).toBeGreaterThan(0);
  });
});

describe("page cache: negotiation", () => {
  it.each([
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["*", "br"],
    ["identity", null],
  ])("Accept-Encoding %j is answered with %s", async (accept, expected) => {
    await server.fetch("/?page=1");
    const response = await server.fetch("/?page=1", { headers: { "Accept-Encoding": accept } });
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("content-encoding")).toBe(expected);
    expect(await response.text()).toContain("</html>");
  });

  it("answers 304 to a weak ETag and to a list naming the page", async () => {
    await server.fetch("/?page=1");
    const etag = (await server.fetch("/?page=1")).headers.get("etag") ?? "";
    for (const ifNoneMatch of [`W/${etag}`, `"lama", ${etag}`, `W/"lama", W/${etag}`, "*"]) {
      const response = await server.fetch("/?page=1", {
        headers: { "If-None-Match": ifNoneMatch },
      });
      expect(response.status, ifNoneMatch).toBe(304);
    }
    const other = await server.fetch("/?page=1", { headers: { "If-None-Match": 'W/"lama"' } });
    expect(other.status).toBe(200);
  });
});

describe("page cache: Content-Security-Policy of a stored page", () => {
  it("allows exactly the page's own inline scripts by hash, and no injected one", async () => {
    const { slug } = await settled(
      makePost(server.db, {
        title: "Disusupi Skrip",
        // Written past the sanitizer, as a compromised database row would be.
        content: "<p>Isi.</p><script>window.injected = 1</script>",
      }),
    );
    await server.fetch(`/blog/${slug}`);
    const stored = await server.fetch(`/blog/${slug}`);
    expect(stored.headers.get("x-cache")).toBe("HIT");
    const policy = stored.headers.get("content-security-policy") ?? "";
    const html = await stored.text();
    expect(html).toContain("<script>window.injected = 1</script>");
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);

    const hashOf = (script: string) =>
      `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, , content]) => content,
    );
    // The stored page carries no nonce (every reader would see it); the server's own scripts are
    // every inline one but the injected row's and the structured data, which is not run.
    expect(html).not.toContain("nonce=");
    const own = inline.filter(
      ([, attributes, content]) =>
        content !== "window.injected = 1" && !attributes?.includes("application/ld+json"),
    );
    // The theme's pre-paint script and the prefetch rules (an HTML-first page hydrates nothing).
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const [, , content] of own) expect(scriptSrc).toContain(hashOf(content ?? ""));
    expect(scriptSrc).not.toContain(hashOf("window.injected = 1"));
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
      new Set(own.map(([, , content]) => content)).size,
    );
  });
});

describe("page cache: memory bound", () => {
  let small: TestServer;

  beforeAll(async () => {
    small = await startServer({ cache: true, env: { PAGE_CACHE_MB: "1" } });
  });

  afterAll(() => small?.stop());

  it("serves a page too large to keep whole every time, and never stores it", async () => {
    const paragraph = `<p>${"Kalimat panjang tentang ekonomi daerah dan pajak. ".repeat(40)}</p>`;
    const { slug } = await settled(
      makePost(small.db, {
        title: "Artikel Sangat Panjang",
        content: paragraph.repeat(120),
      }),
      small,
    );
    for (let round = 0; round < 2; round += 1) {
      const response = await small.fetch(`/blog/${slug}`);
      expect(response.headers.get("x-cache")).toBe("MISS");
      const html = await response.text();
      expect(html.length).toBeGreaterThan(200_000);
      expect(html.trimEnd()).toMatch(/<\/html>$/);
    }
  });

  it("drops the least recently read pages once its megabyte is full", async () => {
    const slugs: string[] = [];
    const paragraph = `<p>${"Berita kota hari ini. ".repeat(30)}</p>`;
    for (let i = 0; i < 30; i++) {
      slugs.push((await makePost(small.db, { content: paragraph.repeat(40) })).slug);
    }
    await settled(Promise.resolve(), small);
    for (const slug of slugs) await small.fetch(`/blog/${slug}`);
    const last = slugs[slugs.length - 1] ?? "";
    expect((await small.fetch(`/blog/${last}`)).headers.get("x-cache")).toBe("HIT");
    expect((await small.fetch(`/blog/${slugs[0] ?? ""}`)).headers.get("x-cache")).toBe("MISS");
  });
});
