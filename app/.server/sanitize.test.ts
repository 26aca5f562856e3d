import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./sanitize";

describe("sanitizeArticleHtml", () => {
  const payloads = [
    `<script>alert(1)</script><p>aman</p>`,
    `<p>aman</p><img src="https://x.id/a.png" onerror="alert(1)">`,
    `<p><a href="javascript:alert(1)">klik</a></p>`,
    `<p><a href="JaVaScRiPt:alert(1)">klik</a></p>`,
    `<p><a href="jav&#x09;ascript:alert(1)">klik</a></p>`,
    `<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a></p>`,
    `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
    `<svg onload="alert(1)"><script>alert(1)</script></svg>`,
    `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
    `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
    `<p style="background:url(javascript:alert(1));position:fixed">teks</p>`,
    `<p style="text-align:center;expression(alert(1))">teks</p>`,
    `<iframe src="https://evil.example"></iframe>`,
    `<p onclick="alert(1)">klik</p>`,
    `<style>body{display:none}</style><p>teks</p>`,
    `<a href="//evil.example/x">protocol relative</a>`,
    `<img src="http://insecure.example/a.png">`,
    `<form action="https://evil.example"><input name="x"></form>`,
    `<object data="x.swf"></object><embed src="x.swf">`,
  ];

  it.each(payloads)("removes everything executable from %s", (payload) => {
    const clean = sanitizeArticleHtml(payload);
    expect(clean).not.toMatch(/<script|<svg|<iframe|<style|<form|<object|<embed|<math/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:|expression\(|url\(|position:/i);
    expect(clean).not.toMatch(/href="\/\//);
    expect(clean).not.toMatch(/src="http:/);
  });

  it("keeps the editor's formatting", () => {
    const html = [
      `<h2 style="text-align: center">Judul</h2>`,
      `<h3>Sub</h3><h4>Subsub</h4>`,
      `<p style="text-align: right"><strong>tebal</strong> <em>miring</em> <u>garis</u> <s>coret</s></p>`,
      `<ul><li><p>satu</p></li></ul><ol><li><p>dua</p></li></ol>`,
      `<blockquote><p>kutipan</p></blockquote>`,
      `<p><a href="/blog/lain">internal</a></p>`,
      `<img src="/media/abc123.webp" alt="gambar" />`,
      `<img src="https://cdn.contoh.id/a.jpg" alt="luar" />`,
    ].join("");
    const clean = sanitizeArticleHtml(html);
    expect(clean).toBe(
      html
        .replace(`style="text-align: center"`, `style="text-align:center"`)
        .replace(`style="text-align: right"`, `style="text-align:right"`),
    );
  });

  it("marks links to other sites noopener noreferrer and drops link targets", () => {
    const clean = sanitizeArticleHtml(
      `<p><a href="https://contoh.id" target="_blank" rel="opener">luar</a></p>`,
    );
    expect(clean).toBe(`<p><a href="https://contoh.id" rel="noopener noreferrer">luar</a></p>`);
  });

  it("turns h1 into h2 and h5/h6 into h4", () => {
    expect(sanitizeArticleHtml("<h1>a</h1><h5>b</h5><h6>c</h6>")).toBe(
      "<h2>a</h2><h4>b</h4><h4>c</h4>",
    );
  });

  it("keeps the block set: tables, figures, galleries, pull quotes, Baca juga, embeds", () => {
    const html = [
      `<table tabindex="0"><caption>Hasil pemilu</caption><thead><tr><th scope="col">Calon</th><th>Suara</th></tr></thead>`,
      `<tbody><tr><td colspan="2">Jumlah</td></tr></tbody></table>`,
      `<figure><img src="/media/a.webp" alt="Banjir" /><figcaption>Banjir di Kemang <span class="credit">Foto: ANTARA/Budi</span></figcaption></figure>`,
      `<figure class="gallery"><figure><img src="/media/b.webp" alt="b" /></figure><figure><img src="/media/c.webp" alt="c" /></figure></figure>`,
      `<blockquote class="pullquote"><p>Kami siap.</p><cite>Wali kota</cite></blockquote>`,
      `<p class="baca-juga"><strong>Baca juga:</strong> <a href="/blog/lain">Berita lain</a></p>`,
      `<figure data-embed="youtube" data-id="dQw4w9WgXcQ"><a href="https://youtu.be/dQw4w9WgXcQ" rel="noopener noreferrer">https://youtu.be/dQw4w9WgXcQ</a><figcaption>Video</figcaption></figure>`,
    ].join("");
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("drops an embed's provider and id unless they make a player address, and foreign classes", () => {
    const clean = sanitizeArticleHtml(
      [
        `<figure data-embed="youtube" data-id="x&quot; onload=&quot;1"><a href="https://youtu.be/a">a</a></figure>`,
        `<figure data-embed="evil" data-id="1"><a href="https://evil.example">b</a></figure>`,
        `<figure class="gallery wp-block-gallery" style="x" data-src="y"></figure>`,
        `<span class="credit evil">c</span><td colspan="0" rowspan="x">d</td>`,
      ].join(""),
    );
    expect(clean).not.toMatch(/data-embed|data-id|data-src|evil"|wp-block|style=|colspan|rowspan/);
    expect(clean).toContain(`<figure class="gallery">`);
    expect(clean).toContain(`<span class="credit">c</span>`);
  });
});
