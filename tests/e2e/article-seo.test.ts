import { mkdirSync } from "node:fs";
import type { Locator } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storeImage } from "~/.server/media";
import { texts } from "~/.server/texts";
import { texts as adminTexts } from "~/lib/admin-texts";
import { signUp } from "../support/admin-browser";
import { browserSuite } from "../support/browser";
import { schemaOrgProblems } from "../support/schema-org";

// Issue 43: an editor fills the article editor's SEO section (the counter and both previews
// follow the typing), publishes, and reads what search engines get: meta tags, JSON-LD and the
// sitemaps.
const suite = browserSuite();
const t = adminTexts.seo;
const e = texts.editor;
const shots = process.env.SEO_SCREENSHOTS;

describe("the SEO section", () => {
  it("fills the section, publishes, and the public page and sitemaps carry it", async () => {
    const { page } = await suite.newPage();
    await signUp(page, "pemilik@contoh.id");
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: "#b45309" },
    })
      .png()
      .toBuffer();
    const image = await storeImage(suite.server.db, new Uint8Array(photo));
    const hash = image.slice("/media/".length, -".webp".length);
    await page.goto("/admin/articles/new");
    await page.getByLabel(e.title, { exact: true }).fill("Panen Raya di Karawang");
    await page.getByLabel(e.category, { exact: true }).selectOption({ label: "Teknologi" });
    await page.getByLabel(e.summary, { exact: true }).fill("Petani Karawang mulai panen raya.");
    await page.getByRole("textbox", { name: e.content }).click();
    await page.keyboard.type("Isi berita panen raya.");

    const section = page.getByRole("group", { name: t.heading });
    const preview = section.locator("[data-seo-preview]");
    // Empty fields: the previews show the defaults as typed above.
    await expect.poll(() => preview.textContent()).toContain("Panen Raya di Karawang");
    await expect.poll(() => preview.textContent()).toContain("Petani Karawang mulai panen raya.");

    await section.getByLabel(t.title, { exact: true }).fill("Panen Raya Karawang 2026");
    const description = "Ribuan hektare sawah di Karawang dipanen serentak pekan ini.";
    await section.getByLabel(t.description, { exact: true }).fill(description);
    await expect
      .poll(() => section.locator("#seoDescription-count").textContent())
      .toBe(t.counter(description.length, 160));
    await section.getByLabel(t.imageUrl).fill(image);
    await section.getByLabel(t.canonical, { exact: true }).fill("https://koran.contoh.id/panen");
    await expect.poll(() => preview.textContent()).toContain("Panen Raya Karawang 2026");
    await expect.poll(() => preview.textContent()).toContain(description);
    await expect.poll(() => preview.textContent()).toContain("koran.contoh.id/panen");
    expect(await preview.locator("img").getAttribute("src")).toBe(image);

    if (shots) await screenshots(section);

    await page.locator('input[name="published"]').check();
    await page.getByRole("button", { name: e.save }).click();
    await page.waitForURL("/admin/dashboard");

    const response = await page.request.get("/blog/panen-raya-di-karawang");
    expect(response.status()).toBe(200);
    await page.goto("/blog/panen-raya-di-karawang");
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await page.title()).toBe(`Panen Raya Karawang 2026 | ${texts.site.name}`);
    expect(await meta('meta[name="description"]')).toBe(description);
    expect(await meta('meta[property="og:title"]')).toBe("Panen Raya Karawang 2026");
    expect(await meta('meta[property="og:image"]')).toBe(`${suite.server.url}${image}`);
    expect(await meta('meta[name="twitter:description"]')).toBe(description);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      "https://koran.contoh.id/panen",
    );
    const nodes = (await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")))) as Record<
      string,
      unknown
    >[];
    const article = nodes.find((node) => node["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      headline: "Panen Raya di Karawang",
      image: ["16x9", "4x3", "1x1"].map((crop) => `${suite.server.url}/media/${hash}-${crop}.webp`),
    });
    for (const node of nodes) expect(schemaOrgProblems(node)).toEqual([]);

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/panen-raya-di-karawang");
    const news = await (await page.request.get("/sitemap-news.xml")).text();
    expect(news).toContain("/blog/panen-raya-di-karawang");

    // Hidden from search engines: out of both sitemaps and the feed, still readable.
    const { id } = await suite.server.db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", "panen-raya-di-karawang")
      .executeTakeFirstOrThrow();
    await page.goto(`/admin/articles/${id}/edit`);
    await page.getByRole("checkbox", { name: t.noindex }).check();
    await page.getByRole("button", { name: e.update }).click();
    await page.waitForURL("/admin/dashboard");
    await page.goto("/blog/panen-raya-di-karawang");
    expect(await meta('meta[name="robots"]')).toBe("noindex");
    for (const path of ["/sitemap.xml", "/sitemap-news.xml", "/rss.xml"]) {
      expect(await (await page.request.get(path)).text(), path).not.toContain(
        "panen-raya-di-karawang",
      );
    }
  });
});

// The section at a phone's and a desktop's width, light and dark (looked at, not compared).
async function screenshots(section: Locator) {
  mkdirSync(shots ?? "", { recursive: true });
  const page = section.page();
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle("dark", dark),
      scheme === "dark",
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.screenshot({ path: `${shots}/seo-${width}-${scheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
