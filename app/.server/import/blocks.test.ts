import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "../sanitize";
import { countBlocks, storyBlocks } from "./blocks";

const blocks = (html: string) => sanitizeArticleHtml(storyBlocks(html));

describe("storyBlocks", () => {
  it("keeps WordPress's table block with its caption", () => {
    expect(
      blocks(
        `<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr><th>Calon</th></tr></thead><tbody><tr><td>41%</td></tr></tbody></table><figcaption class="wp-element-caption">Hasil</figcaption></figure>`,
      ),
    ).toBe(
      `<table tabindex="0"><caption>Hasil</caption><thead><tr><th>Calon</th></tr></thead><tbody><tr><td>41%</td></tr></tbody></table>`,
    );
  });

  it("keeps an image block's caption and marks its credit", () => {
    expect(
      blocks(
        `<figure class="wp-block-image size-large"><a href="https://old.id/a.jpg"><img src="https://old.id/a.jpg" alt="Banjir" class="wp-image-5"/></a><figcaption class="wp-element-caption">Banjir di Kemang. Foto: ANTARA/Budi</figcaption></figure>`,
      ),
    ).toBe(
      `<figure><img src="https://old.id/a.jpg" alt="Banjir" /><figcaption>Banjir di Kemang. <span class="credit">Foto: ANTARA/Budi</span></figcaption></figure>`,
    );
  });

  it("makes a gallery of WordPress's old and new gallery blocks and Ghost's gallery card", () => {
    const nested = blocks(
      `<figure class="wp-block-gallery has-nested-images columns-default"><figure class="wp-block-image"><img src="https://old.id/1.jpg" alt="1"/><figcaption>Satu</figcaption></figure><figure class="wp-block-image"><img src="https://old.id/2.jpg" alt="2"/></figure><figcaption class="blocks-gallery-caption">Galeri</figcaption></figure>`,
    );
    expect(nested).toBe(
      `<figure class="gallery"><figure><img src="https://old.id/1.jpg" alt="1" /><figcaption>Satu</figcaption></figure><figure><img src="https://old.id/2.jpg" alt="2" /></figure><figcaption>Galeri</figcaption></figure>`,
    );
    const list = blocks(
      `<figure class="wp-block-gallery columns-2"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><a href="https://old.id/1.jpg"><img src="https://old.id/1.jpg" alt=""/></a></figure></li><li class="blocks-gallery-item"><figure><img src="https://old.id/2.jpg" alt=""/></figure></li></ul></figure>`,
    );
    expect(list).toContain(`<figure class="gallery"><figure><img src="https://old.id/1.jpg"`);
    expect(countBlocks(list)).toEqual({
      tables: 0,
      figures: 0,
      galleries: 1,
      embeds: 0,
      quotes: 0,
    });
    const ghost = blocks(
      `<figure class="kg-card kg-gallery-card kg-width-wide"><div class="kg-gallery-container"><div class="kg-gallery-row"><div class="kg-gallery-image"><img src="https://g.id/1.jpg" width="600" height="400"></div><div class="kg-gallery-image"><img src="https://g.id/2.jpg"></div></div></div></figure>`,
    );
    expect(ghost.match(/<figure>/g)).toHaveLength(2);
  });

  it("turns embed blocks, cards and pasted codes into provider + id", () => {
    expect(
      blocks(
        `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div><figcaption>Video</figcaption></figure>`,
      ),
    ).toBe(
      `<figure data-embed="youtube" data-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a><figcaption>Video</figcaption></figure>`,
    );
    const tweet = blocks(
      `<figure class="kg-card kg-embed-card"><blockquote class="twitter-tweet"><p lang="in">Halo</p>&mdash; KPU (@kpu) <a href="https://twitter.com/kpu/status/1700000000000000000?ref_src=twsrc%5Etfw">1 Jan</a></blockquote><script async src="https://platform.twitter.com/widgets.js"></script></figure>`,
    );
    expect(tweet).toMatch(/^<figure data-embed="x" data-id="1700000000000000000">/);
    expect(tweet).not.toMatch(/script|twitter-tweet/);
    expect(
      blocks(
        `<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"></iframe>`,
      ),
    ).toContain(`data-embed="youtube"`);
    expect(blocks(`<p>https://vimeo.com/76979871</p>`)).toContain(`data-embed="vimeo"`);
    expect(blocks(`<p>Lihat https://vimeo.com/76979871 ini</p>`)).not.toContain("data-embed");
  });

  it("keeps pull quotes, and Ghost's bookmark and callout cards as plain blocks", () => {
    expect(
      blocks(
        `<figure class="wp-block-pullquote"><blockquote><p>Kami siap.</p><cite>Ketua</cite></blockquote></figure>`,
      ),
    ).toBe(`<blockquote class="pullquote"><p>Kami siap.</p><cite>Ketua</cite></blockquote>`);
    expect(
      blocks(
        `<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://contoh.id/a"><div class="kg-bookmark-content"><div class="kg-bookmark-title">Judul</div><div class="kg-bookmark-description">Ringkas</div></div></a></figure>`,
      ),
    ).toBe(`<p><a href="https://contoh.id/a" rel="noopener noreferrer">Judul</a><br />Ringkas</p>`);
    expect(
      blocks(
        `<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Catatan</div></div>`,
      ),
    ).toBe(`<blockquote><p>💡 Catatan</p></blockquote>`);
  });

  it("makes a figure of Blogger's captioned image table", () => {
    expect(
      blocks(
        `<table align="center" cellpadding="0" class="tr-caption-container"><tbody><tr><td><a href="https://bp.blogspot.com/a.jpg"><img src="https://bp.blogspot.com/a.jpg" width="400"></a></td></tr><tr><td class="tr-caption">Pasar pagi</td></tr></tbody></table>`,
      ),
    ).toBe(
      `<figure><img src="https://bp.blogspot.com/a.jpg" width="400" /><figcaption>Pasar pagi</figcaption></figure>`,
    );
  });

  it("writes unrecognised markup back as it was", () => {
    const html = `<p>Satu &amp; <a href="/x">dua</a></p><ul><li>tiga</li></ul><img src="https://a.id/b.png" alt="&quot;">`;
    expect(storyBlocks(html)).toBe(html.replace(`alt="&quot;">`, `alt="&quot;">`));
  });
});

describe("storyBlocks on crafted input", () => {
  it("leaves 2 MB of nested cards to the sanitizer, quickly and without overflowing the stack", () => {
    const open = `<figure class="wp-block-pullquote kg-callout-card wp-block-embed">`;
    const nested = open.repeat(2_000_000 / open.length);
    expect(storyBlocks(nested)).toBe(nested);
    const flat = `<figure class="wp-block-embed"><a href="https://x.id">a</a></figure>`.repeat(
      20_000,
    );
    expect(storyBlocks(flat)).toContain(`<p><a href="https://x.id">https://x.id</a></p>`);
  });
});
