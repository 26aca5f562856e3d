import { describe, expect, it } from "vitest";
import { sharerUrl } from "./share";

const url = "https://contoh.id/blog/kopi-&-teh";
const title = 'Kopi "Nusantara" & Teh 🍵';

describe("sharerUrl", () => {
  it("puts the encoded article URL into each network's sharer", () => {
    const encoded = encodeURIComponent(url);
    expect(sharerUrl("facebook", url, title)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(sharerUrl("linkedin", url, title)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(new URL(sharerUrl("x", url, title)).searchParams.get("url")).toBe(url);
    expect(new URL(sharerUrl("x", url, title)).searchParams.get("text")).toBe(title);
  });

  it("sends WhatsApp the title and the link in one message", () => {
    expect(new URL(sharerUrl("whatsapp", url, title)).searchParams.get("text")).toBe(
      `${title} ${url}`,
    );
  });
});
