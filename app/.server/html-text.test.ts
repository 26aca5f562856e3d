import { describe, expect, it } from "vitest";
import { imageDescriptions } from "./html-text";

describe("imageDescriptions", () => {
  it("reads each image's alt text and its figure's caption", () => {
    const html =
      '<p>Isi.</p><figure class="kg-card kg-image-card"><img src="https://a.example/1.jpg?x=1&amp;y=2" alt="Beras &amp; jagung">' +
      "<figcaption>Pasar <em>induk</em> Cipinang</figcaption></figure>" +
      '<img src="https://a.example/2.jpg"><img src="https://a.example/2.jpg" alt="Kedua">';
    expect(Object.fromEntries(imageDescriptions(html))).toEqual({
      "https://a.example/1.jpg?x=1&amp;y=2": {
        alt: "Beras & jagung",
        caption: "Pasar induk Cipinang",
      },
      "https://a.example/2.jpg": { alt: "", caption: "" },
    });
  });
});
