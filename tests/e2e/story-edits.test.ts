import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { describeMediaItem, findMediaItem } from "~/.server/db/media-library";
import { findPostById, findPostBySlug } from "~/.server/db/posts";
import { storeImage } from "~/.server/media";
import { sanitizeArticleHtml } from "~/.server/sanitize";
import { texts } from "~/.server/texts";
import { signUp, submitCredentials } from "../support/admin-browser";
import { browserSuite } from "../support/browser";
import { makePost } from "../support/factories";

// Editing a stored story keeps its block set (docs/decisions/0025-block-set.md): what the editor
// loads from the stored HTML it gives back, captions of embeds and galleries included; and the
// editor makes pull quotes with their source and tables with a caption.
const suite = browserSuite();
const e = texts.editor;
const tb = e.toolbar;
let images: string[] = [];

beforeAll(async () => {
  images = await Promise.all(
    ["#065f46", "#1e3a8a", "#7c2d12"].map(async (background) => {
      const png = await sharp({ create: { width: 80, height: 60, channels: 3, background } })
        .png()
        .toBuffer();
      return storeImage(suite.server.db, new Uint8Array(png));
    }),
  );
});

/** The stored form of one of every block, as the editor writes it and the sanitizer keeps it. */
function storedStory(): string {
  const [photo, first, second] = images;
  return sanitizeArticleHtml(
    [
      `<p>Pembuka liputan.</p>`,
      `<table><caption>Perolehan suara</caption><tbody><tr><th><p>Calon</p></th><th><p>Suara</p></th></tr>`,
      `<tr><td><p>Pasangan 1</p></td><td><p>41%</p></td></tr></tbody></table>`,
      `<figure><img src="${photo}" alt="Warga antre di TPS"><figcaption>Warga antre <span class="credit">Foto: ANTARA/Budi</span></figcaption></figure>`,
      `<figure class="gallery">`,
      `<figure><img src="${first}" alt="Foto 1"><figcaption>Air naik sejak subuh</figcaption></figure>`,
      `<figure><img src="${second}" alt="Foto 2"></figure>`,
      `<figcaption>Banjir di Kampung Melayu <span class="credit">Foto: Dok. Warga</span></figcaption>`,
      `</figure>`,
      `<blockquote class="pullquote"><p>Kami siap.</p><cite>Ketua KPU</cite></blockquote>`,
      `<blockquote><p>Semua suara dihitung.</p></blockquote>`,
      `<figure data-embed="youtube" data-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a><figcaption>Rekaman sidang pleno <span class="credit">Video: KPU</span></figcaption></figure>`,
      `<p class="baca-juga"><strong>Baca juga:</strong> <a href="/blog/jadwal">Jadwal Pemungutan Suara</a></p>`,
      // The editor keeps a paragraph after a last block that is not one (Tiptap's trailing node).
      `<p>Penutup.</p>`,
    ].join(""),
  );
}

describe("editing a stored story", () => {
  it("gives back the stored HTML it loaded, captions of embeds and galleries included", async () => {
    const stored = storedStory();
    // The fixture is the sanitizer's own form, with every caption still in it.
    expect(stored).toContain("<figcaption>Rekaman sidang pleno");
    expect(stored).toContain("<figcaption>Banjir di Kampung Melayu");
    const { id } = await makePost(suite.server.db, { title: "Pleno Kota", content: stored });

    const { page } = await suite.newPage({ width: 390, height: 844 });
    await signUp(page, "redaksi@contoh.id");
    await page.goto(`/admin/articles/${id}/edit`);
    const content = page.getByRole("textbox", { name: e.content });
    // An edit and its undoing: the form now holds what the editor writes, not what it loaded.
    await content.locator("p").first().click();
    await page.keyboard.press("End");
    await page.keyboard.type("!");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Control+s");
    await page.waitForURL("/admin/dashboard");

    expect((await findPostById(suite.server.db, id))?.content).toBe(stored);
  });

  it("makes a pull quote with its source and a table with a caption", async () => {
    const { page } = await suite.newPage({ width: 390, height: 844 });
    await page.goto("/admin/auth");
    await submitCredentials(page, "redaksi@contoh.id", texts.auth.signInButton);
    await page.waitForURL("/admin/dashboard");
    await page.goto("/admin/articles/new");
    await page.getByLabel(e.title, { exact: true }).fill("Kutipan dan Tabel");
    await page.getByLabel(e.category).selectOption({ index: 1 });
    await page.getByLabel(e.summary).fill("Kutipan menonjol dan tabel berketerangan.");
    const content = page.getByRole("textbox", { name: e.content });
    await content.click();
    await page.keyboard.type("Kami siap menghitung.");

    const pull = page.getByRole("button", { name: tb.pullQuote, exact: true });
    await pull.click();
    await expect.poll(() => content.locator("blockquote.pullquote").count()).toBe(1);
    expect(await pull.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: tb.quoteSource, exact: true }).click();
    await page.keyboard.type("Ketua KPU");
    // Off and on again: a plain quote in between.
    await pull.click();
    await expect.poll(() => content.locator("blockquote.pullquote").count()).toBe(0);
    expect(await content.locator("blockquote").count()).toBe(1);
    await pull.click();

    await page.getByRole("button", { name: tb.table, exact: true }).click();
    await page.getByLabel(tb.tableCaption).fill("Perolehan suara");
    await content.locator("table th").first().click();
    await page.keyboard.type("Calon");
    // Tabel with the caret in the quote's text: the table comes after the quote, not inside it.
    await content.getByText("Kami siap menghitung.").click();
    await page.getByRole("button", { name: tb.table, exact: true }).click();
    await expect.poll(() => content.locator("table").count()).toBe(2);
    expect(await content.locator("blockquote table").count()).toBe(0);
    await page.keyboard.type("Kolom");
    expect(await content.locator("table").first().locator("th").first().textContent()).toBe(
      "Kolom",
    );

    await page.keyboard.press("Control+s");
    await page.waitForURL("/admin/dashboard");
    const saved = await findPostBySlug(suite.server.db, "kutipan-dan-tabel");
    expect(saved?.content).toContain(
      '<blockquote class="pullquote"><p>Kami siap menghitung.</p><cite>Ketua KPU</cite></blockquote>',
    );
    expect(saved?.content).toContain(
      '<table tabindex="0"><caption>Perolehan suara</caption><tbody><tr><th><p>Calon</p></th>',
    );
    expect(saved?.content).toContain("</blockquote><table");
  });
});

describe("an image from the media library in an article", () => {
  it("takes the library's description as defaults and keeps the article's own", async () => {
    const m = texts.media;
    const png = await sharp({
      create: { width: 80, height: 60, channels: 3, background: "#334155" },
    })
      .png()
      .toBuffer();
    const url = await storeImage(suite.server.db, new Uint8Array(png), {
      name: "gedung-dpr.png",
      uploadedBy: null,
      description: {
        alt: "Gedung DPR dari depan",
        caption: "Gedung DPR.",
        credit: "Foto: ANTARA/Budi",
      },
    });
    const hash = url.slice("/media/".length, -".webp".length);

    const { page } = await suite.newPage({ width: 390, height: 844 });
    await page.goto("/admin/auth");
    await submitCredentials(page, "redaksi@contoh.id", texts.auth.signInButton);
    await page.waitForURL("/admin/dashboard");
    await page.goto("/admin/articles/new");
    await page.getByLabel(e.title, { exact: true }).fill("Sidang Paripurna");
    await page.getByLabel(e.category).selectOption({ index: 1 });
    await page.getByLabel(e.summary).fill("Sidang paripurna dimulai pagi.");
    const content = page.getByRole("textbox", { name: e.content });
    await content.click();
    await page.keyboard.type("Sidang dimulai pukul sembilan.");
    await page.getByRole("toolbar").getByRole("button", { name: m.pick }).click();
    const dialog = page.getByRole("dialog", { name: m.pickTitle });
    await dialog.getByLabel(m.search).fill("gedung-dpr");
    await dialog.getByRole("button", { name: `${m.pickThis}: gedung-dpr.png` }).click();
    await expect
      .poll(() => content.locator("figure img").getAttribute("alt"))
      .toBe("Gedung DPR dari depan");
    expect(await content.locator("figcaption").textContent()).toBe("Gedung DPR. Foto: ANTARA/Budi");

    // The article's own words: an emptied alt text is flagged (not refused), then rewritten…
    const answers = ["", "Ruang sidang paripurna DPR"];
    page.on("dialog", (prompt) => void prompt.accept(answers.shift()));
    await content.locator("figcaption").click();
    const altButton = page.getByRole("button", { name: tb.alt, exact: true });
    await altButton.click();
    await page.getByText(m.missingAlt(1)).waitFor();
    await altButton.click();
    await expect
      .poll(() => content.locator("figure img").getAttribute("alt"))
      .toBe("Ruang sidang paripurna DPR");
    expect(await page.getByText(m.missingAlt(1)).count()).toBe(0);
    // …and the caption, edited where it stands.
    await content.locator("figcaption").click();
    await page.keyboard.press("Home");
    await page.keyboard.type("Suasana sidang. ");
    await page.keyboard.press("Control+s");
    await page.waitForURL("/admin/dashboard");

    const saved = await findPostBySlug(suite.server.db, "sidang-paripurna");
    expect(saved?.content).toContain(`<img src="${url}" alt="Ruang sidang paripurna DPR" />`);
    expect(saved?.content).toMatch(
      /<figcaption>[^<]*Suasana sidang\.[^<]*<span class="credit">Foto: ANTARA\/Budi<\/span><\/figcaption>/,
    );
    expect(saved?.content).toContain("Gedung DPR.");
    // The library keeps its own description, and a later edit of it leaves the article as it is.
    const item = await findMediaItem(suite.server.db, hash);
    expect(item?.alt).toBe("Gedung DPR dari depan");
    await describeMediaItem(suite.server.db, hash, {
      alt: "Gedung Nusantara",
      caption: "Kompleks parlemen.",
      credit: "Dok. DPR",
    });
    expect((await findPostBySlug(suite.server.db, "sidang-paripurna"))?.content).toBe(
      saved?.content,
    );
  });
});
