import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  campaignValue,
  deviceClass,
  notCounted,
  proxyCountry,
  referrerDomain,
  searchTerm,
  seenKey,
  visitorHash,
} from "./reader";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("who is counted", () => {
  it("counts an ordinary browser", () => {
    expect(notCounted({ "user-agent": chrome })).toBeUndefined();
  });

  it("does not count crawlers, headless browsers, empty agents, prefetches or opt-outs", () => {
    expect(notCounted({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toBe(
      "bot",
    );
    expect(notCounted({ "user-agent": chrome.replace("Chrome", "HeadlessChrome") })).toBe("bot");
    expect(notCounted({})).toBe("bot");
    expect(notCounted({ "user-agent": chrome, "sec-purpose": "prefetch;prerender" })).toBe(
      "prefetch",
    );
    expect(notCounted({ "user-agent": chrome, dnt: "1" })).toBe("opted-out");
    expect(notCounted({ "user-agent": chrome, "sec-gpc": "1" })).toBe("opted-out");
  });
});

describe("what is kept", () => {
  it("names a visitor differently with another day's secret", () => {
    const today = visitorHash("rahasia-a", "203.0.113.5", chrome, "contoh.id");
    expect(visitorHash("rahasia-a", "203.0.113.5", chrome, "contoh.id")).toBe(today);
    expect(visitorHash("rahasia-b", "203.0.113.5", chrome, "contoh.id")).not.toBe(today);
    expect(today).not.toContain("203.0.113.5");
  });

  it("keys a visitor's article as the digest's first 22 characters, as stored before", () => {
    const digest = createHash("sha256").update("pengunjung:12").digest("base64url");
    expect(seenKey("pengunjung", 12)).toBe(digest.slice(0, 22));
    expect(seenKey("pengunjung", 0)).not.toBe(seenKey("pengunjung", 12));
  });

  it("keeps a referrer's domain only, and nothing for this site", () => {
    expect(referrerDomain("https://www.google.co.id/search?q=x", ["contoh.id"])).toBe(
      "google.co.id",
    );
    expect(referrerDomain("https://contoh.id/blog/a", ["contoh.id"])).toBeUndefined();
    expect(referrerDomain("javascript:alert(1)", [])).toBeUndefined();
    expect(referrerDomain("bukan alamat", [])).toBeUndefined();
  });

  it("classes devices, campaigns, search terms and countries", () => {
    expect(deviceClass(phone)).toBe("mobile");
    expect(deviceClass(chrome)).toBe("desktop");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(campaignValue("  Newsletter ")).toBe("newsletter");
    expect(campaignValue("   ")).toBeUndefined();
    expect(searchTerm("  Harga   BERAS ")).toBe("harga beras");
    expect(proxyCountry({ "cf-ipcountry": "id" })).toBe("ID");
    expect(proxyCountry({ "cf-ipcountry": "XX" })).toBeUndefined();
    expect(proxyCountry({ "cf-ipcountry": "<script>" })).toBeUndefined();
  });
});
