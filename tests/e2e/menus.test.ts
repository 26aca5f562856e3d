import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { signUp } from "../support/admin-browser";
import { browserSuite, islandReady } from "../support/browser";
import { startServer } from "../support/server";

// The Menu screen as an editor uses it: a header menu with a category, a page and a URL, put in
// order with the keyboard, then read on a phone, where the menu opens and a link is followed.
const suite = browserSuite(() => startServer({ seed: true }));
const t = texts.menus;
const shots = process.env.SCREENSHOT_DIR ?? "/tmp/warta-menus-shots";

/** The header menu's form that adds an item. */
function addForm(page: Page): Locator {
  return page
    .getByRole("region", { name: t.header })
    .locator("form")
    .filter({ has: page.getByRole("button", { name: t.addItem }) });
}

async function addItem(page: Page, target: string, fields: { label?: string; url?: string } = {}) {
  const form = addForm(page);
  await form.getByLabel(t.target).selectOption({ label: target });
  if (fields.label) await form.getByLabel(t.label).fill(fields.label);
  if (fields.url) await form.getByLabel(t.url).fill(fields.url);
  await form.getByRole("button", { name: t.addItem }).click();
  await expect.poll(() => headerLabels(page)).toContain(fields.label ?? target);
  // Saved: the form is empty again for the next item.
  expect(await addForm(page).getByLabel(t.label).inputValue()).toBe("");
}

async function headerLabels(page: Page): Promise<string[]> {
  return page
    .getByRole("region", { name: t.header })
    .locator("summary > span.font-semibold")
    .allTextContents();
}

describe("menus", () => {
  it("builds a header menu in the dashboard and follows it on a phone", async () => {
    const { page, context } = await suite.newPage();
    await signUp(page, "pemilik-menu@contoh.id");
    await page.goto("/admin/menus");
    await page.getByRole("link", { name: t.tab }).first().waitFor();
    await addItem(page, "Teknologi");
    await addItem(page, "Tentang Kami", { label: "Tentang" });
    await addItem(page, t.urlChoice, { label: "Peta Situs", url: "/sitemap" });
    await expect
      .poll(() => headerLabels(page))
      .toEqual(["Beranda", "Admin", "Teknologi", "Tentang", "Peta Situs"]);

    // Put in order with the keyboard alone: Admin goes to the end, Peta Situs under Tentang.
    const orders = [
      ["Beranda", "Teknologi", "Admin", "Tentang", "Peta Situs"],
      ["Beranda", "Teknologi", "Tentang", "Admin", "Peta Situs"],
      ["Beranda", "Teknologi", "Tentang", "Peta Situs", "Admin"],
    ];
    for (const order of orders) {
      await page.getByRole("button", { name: t.downLabel("Admin") }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => headerLabels(page)).toEqual(order);
    }
    await page.getByRole("button", { name: t.indentLabel("Peta Situs") }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: t.outdentLabel("Peta Situs") }).waitFor();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/admin-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/admin-390.png`, fullPage: true });
    await context.close();

    const phone = await suite.newPage({ width: 390, height: 844 });
    await phone.page.goto("/");
    await islandReady(phone.page, "menu");
    const menu = phone.page.locator("#menu-seluler");
    expect(await menu.isVisible()).toBe(false);
    await phone.page.getByRole("button", { name: texts.nav.openMenu }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Beranda",
      "Teknologi",
      "Tentang",
      "Peta Situs",
      "Admin",
    ]);
    expect(await menu.locator("li li a").allTextContents()).toEqual(["Peta Situs"]);
    mkdirSync(shots, { recursive: true });
    await phone.page.screenshot({ path: `${shots}/header-390-light.png` });
    await menu.getByRole("link", { name: "Teknologi" }).click();
    await phone.page.waitForURL("/kategori/teknologi");
    expect(await phone.page.getByRole("heading", { level: 1 }).textContent()).toBe("Teknologi");
    expect(await menu.isVisible()).toBe(false);
    await phone.context.close();
  });

  it("opens the phone menu without JavaScript", async () => {
    const { page, context } = await suite.newPage({ width: 390, javaScript: false });
    await page.goto("/");
    const menu = page.locator("#menu-seluler");
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole("button", { name: texts.nav.openMenu }).click();
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Tentang" }).click();
    await page.waitForURL("/about");
    await context.close();
  });

  it("shows the header and footer at 390 and 1280 pixels, light and dark", async () => {
    mkdirSync(shots, { recursive: true });
    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await suite.newPage({ width, colorScheme });
        await page.goto("/");
        await islandReady(page, "menu");
        await page
          .locator("footer")
          .screenshot({ path: `${shots}/footer-${width}-${colorScheme}.png` });
        await page.evaluate(() => window.scrollTo(0, 0));
        if (width === 390) {
          await page.getByRole("button", { name: texts.nav.openMenu }).click();
        } else {
          await page
            .getByRole("navigation", { name: texts.nav.mainLabel })
            .getByRole("link", { name: "Tentang" })
            .hover();
        }
        await page.screenshot({ path: `${shots}/header-${width}-${colorScheme}.png` });
        await context.close();
      }
    }
  });
});
