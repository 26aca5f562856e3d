import { describe, expect, it } from "vitest";
import { embedHtml, embedOrigins, embedPlayerUrl, isValidEmbed, parseEmbedUrl } from "./embeds";

describe("parseEmbedUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s", "youtube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["http://m.youtube.com/shorts/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "vimeo", "76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc", "vimeo", "76979871"],
    ["https://twitter.com/kompascom/status/1234567890123456789", "x", "1234567890123456789"],
    ["https://x.com/detikcom/status/1700000000000000000?s=20", "x", "1700000000000000000"],
    ["https://www.instagram.com/p/CxYz123AbC/?igsh=1", "instagram", "p/CxYz123AbC"],
    ["https://www.instagram.com/reel/CxYz123AbC/", "instagram", "reel/CxYz123AbC"],
    ["https://www.tiktok.com/@kompas/video/7300000000000000000", "tiktok", "7300000000000000000"],
    [
      "https://www.facebook.com/kompas/posts/pfbid0abc?ref=share",
      "facebook",
      "https://www.facebook.com/kompas/posts/pfbid0abc",
    ],
    [
      "https://www.facebook.com/watch/?v=123456&ref=x",
      "facebook",
      "https://www.facebook.com/watch?v=123456",
    ],
    [
      "https://open.spotify.com/intl-id/track/4uLU6hMCjMI75M1A2tKUQC",
      "spotify",
      "track/4uLU6hMCjMI75M1A2tKUQC",
    ],
    [
      "https://soundcloud.com/band/lagu-baru?si=1",
      "soundcloud",
      "https://soundcloud.com/band/lagu-baru",
    ],
    ["https://www.google.com/maps/embed?pb=!1m18!1m12", "googlemaps", "pb=!1m18!1m12"],
    [
      "https://www.google.com/maps/place/Monumen+Nasional/@-6.17,106.82,17z",
      "googlemaps",
      "q=Monumen%20Nasional",
    ],
    ["https://www.google.co.id/maps/@-6.1754,106.8272,15z", "googlemaps", "q=-6.1754,106.8272"],
  ])("reads %s", (url, provider, id) => {
    expect(parseEmbedUrl(url)).toEqual({ provider, id });
  });

  it.each([
    "https://www.youtube.com/channel/UC123",
    "https://youtu.be/short",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "https://x.com/detikcom",
    "https://www.facebook.com/kompas",
    "https://www.google.com/search?q=maps",
    "bukan tautan",
  ])("refuses %s", (url) => {
    expect(parseEmbedUrl(url)).toBeUndefined();
  });
});

describe("embed players", () => {
  it("builds the player's address from provider and id alone, YouTube without cookies", () => {
    expect(embedPlayerUrl("youtube", "dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    expect(embedPlayerUrl("x", "17")).toBe(
      "https://platform.twitter.com/embed/Tweet.html?id=17&dnt=true",
    );
    expect(embedPlayerUrl("facebook", "https://www.facebook.com/watch?v=1")).toContain(
      "/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%3Fv%3D1",
    );
  });

  it("refuses ids that are not the provider's", () => {
    expect(isValidEmbed("youtube", "a/../../evil")).toBe(false);
    expect(isValidEmbed("facebook", "https://evil.example/posts/1")).toBe(false);
    expect(isValidEmbed("googlemaps", 'q=" onload="x')).toBe(false);
    expect(embedPlayerUrl("constructor", "1")).toBeUndefined();
  });

  it("lists every player's origin for the CSP, each once", () => {
    expect(new Set(embedOrigins).size).toBe(embedOrigins.length);
    for (const origin of embedOrigins) expect(origin).toMatch(/^https:\/\/[a-z.-]+$/);
  });

  it("writes the stored markup with the link escaped", () => {
    expect(embedHtml({ provider: "vimeo", id: "1" }, 'https://vimeo.com/1?a="b"', "Cap")).toBe(
      '<figure data-embed="vimeo" data-id="1"><a href="https://vimeo.com/1?a=&quot;b&quot;">https://vimeo.com/1?a=&quot;b&quot;</a><figcaption>Cap</figcaption></figure>',
    );
  });
});
