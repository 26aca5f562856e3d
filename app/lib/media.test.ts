import { describe, expect, it } from "vitest";
import { imagesWithoutAlt, mediaCropUrls, mediaHashesIn } from "./media";

const hash = "0123456789abcdef0123456789abcdef";

describe("mediaHashesIn", () => {
  it("finds each of Warta's images once, in any width, and nothing else", () => {
    expect(
      mediaHashesIn(
        `<img src="/media/${hash}.webp"><img src="/media/${hash}-480.webp">`,
        "https://contoh.id/gambar.jpg",
        null,
      ),
    ).toEqual([hash]);
  });
});

describe("imagesWithoutAlt", () => {
  it("counts images with a missing or blank alt text", () => {
    expect(
      imagesWithoutAlt('<p>a</p><img src="/a"><img src="/b" alt=" "><img alt="Stadion" src="/c">'),
    ).toBe(2);
  });

  it("reads an unclosed tag as no image", () => {
    expect(imagesWithoutAlt("<img src=".repeat(10_000))).toBe(0);
  });
});

describe("mediaCropUrls", () => {
  it("names the 16:9, 4:3 and 1:1 crops of an own image, and an outside image as it is", () => {
    expect(mediaCropUrls(`/media/${hash}.webp`)).toEqual([
      `/media/${hash}-16x9.webp`,
      `/media/${hash}-4x3.webp`,
      `/media/${hash}-1x1.webp`,
    ]);
    expect(mediaCropUrls("https://contoh.id/a.jpg")).toEqual(["https://contoh.id/a.jpg"]);
    expect(mediaCropUrls(`/media/${hash}-480.webp`)).toEqual([`/media/${hash}-480.webp`]);
  });
});
