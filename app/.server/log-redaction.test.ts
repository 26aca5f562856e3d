import { describe, expect, it } from "vitest";
import { redactText, redactUrl, redactValue } from "./log-redaction";
import { routerPathname } from "./router-path";

describe("routerPathname", () => {
  it("spells every way to reach /admin as /admin, as the router matches it", () => {
    for (const spelling of [
      "/Admin",
      "/ADMIN/",
      "/%61dmin",
      "/%41DMIN",
      "//admin",
      "/admin//",
      "/x/../admin",
      "/%2e%2e/admin",
      "/./admin",
      "/admin.data",
      "/admin?x=1",
      "http://127.0.0.1:3000/Admin#top",
    ]) {
      expect(routerPathname(spelling), spelling).toBe("/admin");
    }
  });

  it("keeps an encoded slash inside its segment and the root as /", () => {
    expect(routerPathname("/admin%2fauth")).toBe("/admin%2fauth");
    expect(routerPathname("/_root.data")).toBe("/");
    expect(routerPathname("/")).toBe("/");
    expect(routerPathname("/blog/judul-artikel")).toBe("/blog/judul-artikel");
  });
});

describe("redactUrl", () => {
  it("hides every query value of a token route, however it is spelled", () => {
    for (const url of [
      "/admin/reset-password?token=rahasia",
      "/Admin/Reset-Password/?token=rahasia",
      "/%61dmin/reset-password.data?token=rahasia",
      "http://127.0.0.1:3000/newsletter/confirm?token=rahasia#x",
      "/newsletter/unsubscribe?token=rahasia&utm_source=mail",
      "/komentar/berhenti?t=rahasia",
      "/api/auth/callback?state=rahasia",
    ]) {
      expect(redactUrl(url), url).not.toContain("rahasia");
      expect(redactUrl(url), url).toMatch(/\?\w+=\[disembunyikan\]/);
    }
  });

  it("hides parameters named like secrets elsewhere and keeps the rest", () => {
    const url = "/blog/x?q=warta&api_key=r1&accessToken=r2&password=r3&code=r4&author=saya";
    const redacted = redactUrl(url);
    for (const secret of ["r1", "r2", "r3", "r4"]) expect(redacted).not.toContain(`=${secret}`);
    expect(redacted).toContain("q=warta");
    expect(redacted).toContain("author=saya");
    expect(redactUrl("/blog/x")).toBe("/blog/x");
  });

  it("still hides a secret after a stranger has sent a thousand made-up names", () => {
    for (let n = 0; n < 1500; n++) redactUrl(`/?nama${n}=x`);
    expect(redactUrl("/?page=2&token=rahasia")).toBe("/?page=2&token=[disembunyikan]");
    expect(redactUrl("/?page=2&kategori=x")).toBe("/?page=2&kategori=x");
  });
});

describe("redactValue", () => {
  it("copies only what it redacts", () => {
    const line = { id: "a1", url: "/?category=teknologi", nested: { list: ["/?page=2"] } };
    expect(redactValue(line)).toBe(line);
    const secret = { id: "a1", nested: { list: ["/?page=2", "/?token=rahasia"] } };
    expect(redactValue(secret)).toEqual({
      id: "a1",
      nested: { list: ["/?page=2", "/?token=[disembunyikan]"] },
    });
    expect(secret.nested.list[1]).toBe("/?token=rahasia");
  });
});

describe("redactText", () => {
  it("redacts URLs inside an error message", () => {
    const text =
      'No route matches URL "/newsletter/unsubscribe?token=rahasia" (http://x/y?code=12)';
    expect(redactText(text)).not.toMatch(/rahasia|code=12/);
    expect(redactText(text)).toContain("No route matches URL");
  });

  it("reads 2 MB of one word in linear time", () => {
    const word = `${"a".repeat(2_000_000)}?x=1`;
    expect(redactText(word)).toHaveLength(word.length);
    expect(redactText(`/admin/reset-password?${"token=a&".repeat(250_000)}`)).not.toContain(
      "token=a",
    );
  });
});
