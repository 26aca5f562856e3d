import { describe, expect, it } from "vitest";
import { cleanSlug, commentText, isoDate, oldPath, summaryOf } from "./content";
import { wordpressHtml } from "./wordpress-content";

const noAttachments = { url: () => undefined, ofPost: () => [] };

describe("cleanSlug", () => {
  it("decodes, folds accents and keeps what SPEC.md allows", () => {
    expect(cleanSlug("kaf%C3%A9-enak")).toBe("kafe-enak");
    expect(cleanSlug("Judul_Dengan.Titik")).toBe("judul-dengan-titik");
  });

  it("answers empty for a slug of non-Latin letters only, without stray hyphens", () => {
    expect(cleanSlug("%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82-%d0%bc%d0%b8%d1%80")).toBe("");
    expect(cleanSlug("%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-3")).toBe("3");
    expect(cleanSlug("100%-murni")).toBe("100-murni");
  });

  it("cuts a 5,000-character slug to 200 at a hyphen", () => {
    const slug = cleanSlug("kata-".repeat(1000));
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug).toMatch(/^kata(-kata)+$/);
  });
});

describe("summaryOf", () => {
  it("prefers the excerpt, else shortens the content at a word", () => {
    expect(summaryOf("<p>Ringkas &amp; jelas</p>", "<p>Isi</p>")).toBe("Ringkas & jelas");
    const long = summaryOf("", `<p>${"kata ".repeat(200)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith("kata…")).toBe(true);
  });
});

describe("commentText", () => {
  it("keeps line breaks and drops markup", () => {
    expect(commentText("Halo <b>semua</b><br>baris dua<p>paragraf</p>")).toBe(
      "Halo semua\nbaris dua\nparagraf",
    );
  });
});

describe("isoDate and oldPath", () => {
  it("reads WordPress GMT dates and refuses the zero date", () => {
    expect(isoDate("2013-01-11 20:22:19")).toBe("2013-01-11T20:22:19.000Z");
    expect(isoDate("0000-00-00 00:00:00")).toBeUndefined();
    expect(isoDate("Tue, 14 May 2019 08:30:00 +0000")).toBe("2019-05-14T08:30:00.000Z");
  });

  it("gives the decoded path of a permalink, none for the site root or ?p=", () => {
    expect(oldPath("https://contoh.id/2019/05/%d0%bc%d0%b8%d1%80/")).toBe("/2019/05/мир/");
    expect(oldPath("https://contoh.id/?p=12")).toBeUndefined();
  });
});

describe("wordpressHtml", () => {
  it("turns a caption into a figure with its caption and credit", () => {
    const { html } = wordpressHtml(
      '[caption id="a" width="300"]<img src="https://x.id/a.jpg" alt="A"> Teks keterangan (Foto: ANTARA)[/caption]',
      "1",
      noAttachments,
    );
    expect(html).toBe(
      '<figure><img src="https://x.id/a.jpg" alt="A"><figcaption>Teks keterangan <span class="credit">(Foto: ANTARA)</span></figcaption></figure>',
    );
  });

  it("builds a gallery from attachment ids, or from the post's own attachments", () => {
    const attachments = {
      url: (id: string) => ({ "5": "https://x.id/5.jpg", "6": "https://x.id/6.jpg" })[id],
      ofPost: (post: string) => (post === "9" ? ["6"] : []),
    };
    expect(wordpressHtml('[gallery ids="5,6"]', "1", attachments).html).toContain(
      '<figure class="gallery"><figure><img src="https://x.id/5.jpg" alt=""></figure><figure><img src="https://x.id/6.jpg" alt=""></figure></figure>',
    );
    expect(wordpressHtml("[gallery]", "9", attachments).html).toContain("https://x.id/6.jpg");
  });

  it("removes unknown shortcodes, keeping what they enclose, names them, and writes [[escaped]] ones literally", () => {
    const result = wordpressHtml(
      "<p>[contact-form-7 id=1] dan [[gallery]] [su_box]isi[/su_box]</p>",
      "1",
      noAttachments,
    );
    expect(result.html).toBe("<p> dan [gallery] isi</p>");
    expect(result.unknownShortcodes).toEqual(["contact-form-7", "su_box"]);
  });

  it("embeds [embed] shortcodes of supported providers and links the others", () => {
    expect(
      wordpressHtml("[embed]https://youtu.be/dQw4w9WgXcQ[/embed]", "1", noAttachments).html,
    ).toBe(
      '<figure data-embed="youtube" data-id="dQw4w9WgXcQ"><a href="https://youtu.be/dQw4w9WgXcQ">https://youtu.be/dQw4w9WgXcQ</a></figure>',
    );
    expect(wordpressHtml("[embed]https://contoh.id/a[/embed]", "1", noAttachments).html).toBe(
      '<p><a href="https://contoh.id/a">https://contoh.id/a</a></p>',
    );
  });

  it("drops block comments and makes paragraphs of classic line breaks only", () => {
    expect(
      wordpressHtml(
        "<!-- wp:paragraph -->\n<p>Satu</p>\n<!-- /wp:paragraph -->",
        "1",
        noAttachments,
      ).html,
    ).toBe("\n<p>Satu</p>\n");
    expect(
      wordpressHtml("Satu\nbaris\n\n<h2>Dua</h2>\n\n<pre>a\n\nb</pre>", "1", noAttachments).html,
    ).toBe("<p>Satu<br>\nbaris</p>\n<h2>Dua</h2>\n<pre>a\n\nb</pre>");
  });
});
