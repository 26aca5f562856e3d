import { describe, expect, it } from "vitest";
import { responsiveContentImages } from "./content-images";

const own = "/media/0123456789abcdef0123456789abcdef.webp";

describe("responsiveContentImages", () => {
  it("loads an image of the text lazily, in the column's width", () => {
    const html = responsiveContentImages(`<p>a</p><figure><img src="${own}" alt="Foto"></figure>`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain("-480.webp 480w");
    expect(html).toContain('sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"');
    expect(html).toContain('alt="Foto"');
  });

  it("gives a gallery's images a cell's width, and the images after it the column's", () => {
    const html = responsiveContentImages(
      `<figure class="gallery"><figure><img src="${own}" alt="1"><figcaption>a</figcaption></figure>` +
        `<figure><img src="${own}" alt="2"></figure><figcaption>b</figcaption></figure>` +
        `<figure><img src="${own}" alt="3"></figure>`,
    );
    const sizes = [...html.matchAll(/sizes="([^"]*)"/g)].map((match) => match[1]);
    expect(sizes).toEqual([
      "(min-width: 40rem) 12rem, 50vw",
      "(min-width: 40rem) 12rem, 50vw",
      "(min-width: 48rem) 46rem, calc(100vw - 2rem)",
    ]);
  });

  it("adds no srcset to another site's image, and leaves HTML without images as it is", () => {
    const html = responsiveContentImages('<img src="https://contoh.id/a.jpg" alt="">');
    expect(html).toBe('<img src="https://contoh.id/a.jpg" alt="" loading="lazy" decoding="async">');
    const plain = "<p>Tanpa gambar</p>";
    expect(responsiveContentImages(plain)).toBe(plain);
  });
});
