import { describe, expect, it } from "vitest";
import { redirectKey } from "./redirects";

describe("redirectKey", () => {
  it.each([
    ["/blog/judul", "/blog/judul"],
    ["/2019/05/judul/", "/2019/05/judul"],
    ["/", "/"],
    ["/berita/kopi%20nusantara", "/berita/kopi nusantara"],
    ["/?p=123", "/?p=123"],
    ["/cari?q=kopi+susu", "/cari?q=kopi susu"],
  ])("stores %s as %s", (path, key) => {
    expect(redirectKey(path)).toBe(key);
  });

  it.each([
    "https://contoh.id/a",
    "//contoh.id/a",
    "/\\contoh.id",
    "blog/a",
    "/%E0%A4%A",
    "/a%00b",
    "/a\nb",
  ])("refuses %s, which is not a path on this site", (path) => {
    expect(redirectKey(path)).toBeUndefined();
  });
});
