import { beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { browserSuite, islandReady } from "../support/browser";
import { daysAgo, makePost } from "../support/factories";
import type { TestServer } from "../support/server";

let server: TestServer;
const suite = browserSuite();
const newPage = suite.newPage;

beforeAll(async () => {
  server = suite.server;
  for (let n = 1; n <= 8; n++) {
    await makePost(server.db, {
      title: `Kabar Teknologi ${n}`,
      category: "teknologi",
      createdAt: daysAgo(n),
      content: `<p>Isi kabar teknologi ${n}.</p>`,
    });
  }
  await makePost(server.db, {
    title: "Pasar Saham Hari Ini",
    category: "bisnis",
    slug: "pasar-saham",
    createdAt: daysAgo(9),
  });
});

describe("blog list", () => {
  it("searches, filters by category and pages through results", async () => {
    const { page, context } = await newPage();
    await page.goto("/");
    await expect.poll(() => page.locator("article h2").count()).toBe(6);
    await page.getByRole("link", { name: texts.home.pageLabel(2) }).click();
    await page.waitForURL("/?page=2");
    await expect
      .poll(() => page.locator("article h2").allTextContents())
      .toEqual(["Kabar Teknologi 7", "Kabar Teknologi 8", "Pasar Saham Hari Ini"]);

    await islandReady(page, "search-form");
    await page.getByRole("searchbox", { name: texts.home.searchLabel }).fill("saham");
    await page.getByRole("button", { name: texts.home.searchButton }).click();
    await page.waitForURL("/?q=saham");
    await expect
      .poll(() => page.locator("article h2").allTextContents())
      .toEqual(["Pasar Saham Hari Ini"]);

    await islandReady(page, "search-form");
    await page.getByRole("searchbox", { name: texts.home.searchLabel }).fill("");
    await page.getByRole("combobox", { name: texts.home.categoryLabel }).selectOption("teknologi");
    // A category's list is its own page.
    await page.waitForURL(/\/kategori\/teknologi$/);
    await expect.poll(() => page.locator("article h2").count()).toBe(6);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Teknologi");

    await page.goto("/?q=tidakadayangcocok");
    await expect(page.getByText(texts.home.emptyTitle).waitFor()).resolves.toBeUndefined();
    await context.close();
  });
});

describe("article page", () => {
  it("opens from a card and shows the related articles", async () => {
    const { page, context } = await newPage();
    await page.goto("/kategori/teknologi");
    await page.getByRole("link", { name: `${texts.home.readMore}: Kabar Teknologi 1` }).click();
    await page.waitForURL(/\/blog\//);
    // React commits the new page in a transition, a moment after the URL changes.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Kabar Teknologi 1");
    expect(await page.getByRole("heading", { name: texts.post.relatedTitle }).isVisible()).toBe(
      true,
    );
    await context.close();
  });

  it("shows the not-found message for a missing article", async () => {
    const { page, context } = await newPage();
    const response = await page.goto("/blog/tidak-ada");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      texts.post.notFoundTitle,
    );
    await page.getByRole("link", { name: texts.post.backHome }).click();
    await page.waitForURL("/");
    await context.close();
  });
});

describe("404 page", () => {
  it("shows the requested path and goes home", async () => {
    const { page, context } = await newPage();
    const response = await page.goto("/halaman/yang/hilang");
    expect(response?.status()).toBe(404);
    expect(await page.locator("code").textContent()).toBe("/halaman/yang/hilang");
    await page.getByRole("link", { name: texts.notFound.home }).click();
    await page.waitForURL("/");
    await context.close();
  });
});

describe("dark mode", () => {
  it("toggles, persists across a reload and follows the system when nothing is saved", async () => {
    const { page, context } = await newPage({ colorScheme: "dark" });
    await page.goto("/");
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(true);
    await islandReady(page, "theme-toggle");
    await page.getByRole("button", { name: texts.nav.toggleTheme }).click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    expect(await isDark()).toBe(false);
    await islandReady(page, "theme-toggle");
    await page.getByRole("button", { name: texts.nav.toggleTheme }).click();
    await page.reload();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await context.close();
  });
});

describe("mobile menu", () => {
  it("opens at a phone width and closes when an item is clicked", async () => {
    const { page, context } = await newPage({ width: 375 });
    await page.goto("/blog/pasar-saham");
    await islandReady(page, "menu");
    const menuButton = page.getByRole("button", { name: texts.nav.openMenu });
    await menuButton.click();
    const menu = page.locator("#menu-seluler");
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: texts.nav.home }).click();
    await page.waitForURL("/");
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });

  it("highlights the active item", async () => {
    const { page, context } = await newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: texts.nav.mainLabel });
    expect(await nav.getByRole("link", { name: texts.nav.home }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(
      await nav.getByRole("link", { name: texts.nav.admin }).getAttribute("aria-current"),
    ).toBeNull();
    await context.close();
  });
});
