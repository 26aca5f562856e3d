import { describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { signUp, submitCredentials, toast } from "../support/admin-browser";
import { browserSuite } from "../support/browser";
import { startServer } from "../support/server";

// A fresh demo site: the owner writes a page in Halaman and reads it, renames it and follows the
// old address, previews a draft that readers cannot see, and every footer link resolves.
const suite = browserSuite(() => startServer({ seed: true }));
const t = texts.pages;

describe("pages", () => {
  it("answers 200 for every link in the footer of a fresh site", async () => {
    const { page, context } = await suite.newPage();
    await page.goto("/");
    const hrefs = await page
      .locator("footer a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/about",
        "/contact",
        "/careers",
        "/privacy",
        "/faq",
        "/help",
        "/sitemap",
      ]),
    );
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href, { maxRedirects: 0 });
      expect([href, response.status()]).toEqual([href, 200]);
    }
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: texts.footer.links.about })
      .click();
    await page.waitForURL("/about");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Tentang Kami");
    await page.goto("/sitemap");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.siteMap.title);
    expect(await page.getByRole("link", { name: "Kebijakan Privasi" }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it("writes a page, reads it at its Lihat address, renames it and follows the old one", async () => {
    const { page, context } = await suite.newPage();
    await signUp(page, "pemilik@contoh.id");

    await page
      .getByRole("navigation", { name: texts.admin.tabsLabel })
      .getByRole("link", { name: t.tab })
      .click();
    await page.waitForURL("/admin/pages");
    await page.getByRole("link", { name: t.add }).click();
    await page.waitForURL("/admin/pages/new");
    await page.getByLabel(t.titleLabel, { exact: true }).fill("Syarat & Ketentuan");
    expect(await page.getByLabel(t.slug, { exact: true }).inputValue()).toBe("syarat-ketentuan");
    await page.getByRole("textbox", { name: t.content }).click();
    await page.keyboard.type("Dengan memakai situs ini Anda menyetujui syarat berikut.");
    await page.getByRole("checkbox", { name: t.published }).check();
    await page.getByRole("button", { name: t.save }).click();
    await page.waitForURL("/admin/pages");
    await expect.poll(() => toast(page, t.saved).count()).toBe(1);

    await page
      .getByRole("link", { name: texts.publicLinks.viewLabel("Syarat & Ketentuan") })
      .click();
    await page.waitForURL("/syarat-ketentuan");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Syarat & Ketentuan");
    expect(await page.locator(".prose-warta").textContent()).toContain("menyetujui syarat");

    await page.goto("/admin/pages");
    await page.getByRole("link", { name: t.edit("Syarat & Ketentuan") }).click();
    await page.waitForURL(/\/admin\/pages\/\d+\/edit$/);
    await page.getByLabel(t.slug, { exact: true }).fill("syarat");
    // Leaving with the rename unsaved asks first; staying keeps it.
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: t.back }).click();
    await expect.poll(() => asked).toBe(texts.editor.unsaved);
    expect(await page.getByLabel(t.slug, { exact: true }).inputValue()).toBe("syarat");
    expect(new URL(page.url()).pathname).toMatch(/\/admin\/pages\/\d+\/edit$/);
    await page.getByRole("button", { name: t.update }).click();
    await page.waitForURL("/admin/pages");

    const old = await page.request.get("/syarat-ketentuan", { maxRedirects: 0 });
    expect([old.status(), old.headers().location]).toEqual([301, "/syarat"]);
    await page.goto("/syarat-ketentuan");
    expect(new URL(page.url()).pathname).toBe("/syarat");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Syarat & Ketentuan");
    await context.close();
  });

  it("previews a draft for the admin (noindex) and answers 404 to a reader", async () => {
    const { page, context } = await suite.newPage();
    await page.goto("/admin/auth");
    await submitCredentials(page, "pemilik@contoh.id", texts.auth.signInButton);
    await page.waitForURL("/admin/dashboard");
    await page.goto("/admin/pages/new");
    await page.getByLabel(t.titleLabel, { exact: true }).fill("Lowongan Rahasia");
    await page.getByRole("textbox", { name: t.content }).click();
    await page.keyboard.type("Belum diumumkan.");
    await page.getByRole("button", { name: t.save }).click();
    await page.waitForURL("/admin/pages");
    await expect.poll(() => toast(page, t.savedDraft).count()).toBe(1);

    await page
      .getByRole("link", { name: texts.publicLinks.previewLabel("Lowongan Rahasia") })
      .click();
    await page.waitForURL("/lowongan-rahasia");
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toContain(texts.preview.bar);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Lowongan Rahasia");

    const reader = await suite.newPage();
    const response = await reader.page.goto("/lowongan-rahasia");
    expect(response?.status()).toBe(404);
    expect(await reader.page.getByRole("heading", { level: 1 }).textContent()).toBe(
      texts.notFound.title,
    );
    expect(await reader.page.content()).not.toContain("Belum diumumkan");
    await reader.context.close();
    await context.close();
  });
});
