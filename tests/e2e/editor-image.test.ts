import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { signUp } from "../support/admin-browser";
import { browserSuite } from "../support/browser";

const suite = browserSuite();

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
}

describe("the article editor", () => {
  it("keeps an inserted image when typing goes on, with the caret after it", async () => {
    const { page } = await suite.newPage();
    await signUp(page, "penulis@contoh.id");
    await page.goto("/admin/articles/new");

    const content = page.getByRole("textbox", { name: texts.editor.content });
    await content.click();
    await page.keyboard.type("Sebelum gambar.");
    await page
      .getByLabel(texts.editor.toolbar.image)
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await png() });
    await expect.poll(() => content.locator("img").count()).toBe(1);
    await page.keyboard.type("Sesudah gambar.");

    const html = await content.innerHTML();
    expect(html).toContain("Sebelum gambar.");
    expect(html).toMatch(/<img[^>]+src="\/media\/[0-9a-f]{32}\.webp"/);
    expect(html.indexOf("Sesudah gambar.")).toBeGreaterThan(html.indexOf("<img"));
    expect(await content.locator("img").count()).toBe(1);
  });
});
