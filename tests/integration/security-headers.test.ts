import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "~/.server/media";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: "https://blog.contoh.id" } });
  slug = (await makePost(server.db, { title: "Artikel Aman" })).slug;
});

afterAll(() => server?.stop());

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  it("sends helmet's headers on pages, errors, feeds, assets and refusals", async () => {
    const html = await (await server.fetch("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0] ?? "";
    for (const path of ["/", `/blog/${slug}`, "/tidak-ada", "/admin/auth", "/rss.xml", asset]) {
      const response = await server.fetch(path);
      const headers = response.headers;
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("permissions-policy"), path).toContain("camera=()");
      expect(headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      const policy = directives(headers.get("content-security-policy"));
      expect(policy.get("object-src"), path).toEqual(["'none'"]);
      expect(policy.get("base-uri"), path).toEqual(["'self'"]);
      expect(policy.get("form-action"), path).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      // Exactly the supported embeds' players, YouTube's without cookies.
      expect(policy.get("frame-src"), path).toEqual([
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
        "https://platform.twitter.com",
        "https://www.instagram.com",
        "https://www.tiktok.com",
        "https://www.facebook.com",
        "https://open.spotify.com",
        "https://w.soundcloud.com",
        "https://www.google.com",
      ]);
      expect(policy.get("script-src"), path).not.toContain("'unsafe-inline'");
      expect(policy.get("script-src"), path).not.toContain("'unsafe-eval'");
    }
    expect((await server.fetch("/admin/auth")).headers.get("cross-origin-resource-policy")).toBe(
      "same-site",
    );
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#1e3a8a" },
    })
      .png()
      .toBuffer();
    const image = await server.fetch(await storeImage(server.db, new Uint8Array(png)));
    expect(image.status).toBe(200);
    expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");

    const refused = await server.fetch("/blog/%ff");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("gives every rendered page a new nonce, carried by each of its inline scripts", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await server.fetch(`/blog/${slug}`);
      const scriptSrc = directives(response.headers.get("content-security-policy")).get(
        "script-src",
      );
      const nonce = /^'nonce-(.+)'$/.exec(
        scriptSrc?.find((s) => s.startsWith("'nonce-")) ?? "",
      )?.[1];
      expect(nonce).toBeDefined();
      nonces.add(nonce ?? "");
      const html = await response.text();
      // Data blocks (JSON-LD) are not scripts: CSP does not apply to them.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, content]) => content && !attributes?.includes("application/ld+json"),
      );
      // The theme's pre-paint script and the prefetch rules (the article hydrates nothing).
      expect(inline.length).toBeGreaterThanOrEqual(2);
      for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });
});

describe("security headers without https", () => {
  let plain: TestServer;

  beforeAll(async () => {
    plain = await startServer();
  });

  afterAll(() => plain?.stop());

  it("sends no Strict-Transport-Security and asks no upgrade when SITE_URL is not https", async () => {
    const response = await plain.fetch("/");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).not.toContain(
      "upgrade-insecure-requests",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
