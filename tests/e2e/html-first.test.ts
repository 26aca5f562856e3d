import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "~/.server/media";
import { texts } from "~/.server/texts";
import { browserSuite, islandReady as ready } from "../support/browser";
import { daysAgo, makePost } from "../support/factories";
import { makePage } from "../support/pages";
import { startServer, type TestServer } from "../support/server";

// HTML-first public pages (docs/decisions/0021-html-first-public-pages.md): the page cache is on,
// as in production, so the pages come with their stored Content-Security-Policy (hashes, no
// nonce), and every island must run under it: any violation fails the test (support/browser.ts).
let server: TestServer;
const suite = browserSuite(() => startServer({ cache: true }));
const newPage = suite.newPage;
let pageSlug = "";

beforeAll(async () => {
  server = suite.server;
  for (let n = 1; n <= 3; n++) {
    await makePost(server.db, {
      title: `Kabar Sawah ${n}`,
      category: "teknologi",
      createdAt: daysAgo(n),
    });
  }
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#065f46" },
  })
    .png()
    .toBuffer();
  const image = await storeImage(server.db, new Uint8Array(png));
  ({ slug: pageSlug } = await makePage(server.db, {
    title: "Tentang Sawah",
    content: `<p>Hamparan hijau.</p><p><img src="${image}" alt="Sawah hijau"></p>`,
  }));
});

describe("a public page without JavaScript", () => {
  it("lists, searches, subscribes and shows a missing page", async () => {
    const { page, context } = await newPage({ javaScript: false });
    await page.goto("/");
    expect(await page.locator("article h2").count()).toBe(3);

    await page.getByRole("searchbox", { name: texts.home.searchLabel }).fill("Sawah 2");
    await page.getByRole("button", { name: texts.home.searchButton }).click();
    await page.waitForURL(/q=Sawah\+2/);
    expect(await page.locator("article h2").allTextContents()).toEqual(["Kabar Sawah 2"]);

    const footer = page.locator("footer");
    await footer.getByLabel(texts.footer.newsletterPlaceholder).fill("tanpa.js@contoh.id");
    await footer.getByRole("button", { name: texts.footer.newsletterButton }).click();
    await page.waitForURL("/newsletter");
    await page.getByRole("heading", { name: texts.newsletter.successTitle }).waitFor();

    await page.goto("/tidak/ada/di-sini");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await context.close();
  });
});

describe("a public page with JavaScript", () => {
  it("loads no React Router app, only the islands it shows", async () => {
    const { page, context } = await newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    expect(scripts.some((path) => /\/assets\/islands-/.test(path))).toBe(true);
    expect(scripts.some((path) => /theme-toggle/.test(path))).toBe(true);
    expect(scripts.some((path) => /entry\.client|root-/.test(path))).toBe(false);
    await context.close();
  });

  it("toggles the theme and keeps it across a load", async () => {
    const { page, context } = await newPage();
    await page.goto("/");
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);
    await ready(page, "theme-toggle");
    await page.getByRole("button", { name: texts.nav.toggleTheme }).click();
    await expect.poll(isDark).toBe(true);
    await page.reload();
    expect(await isDark()).toBe(true);
    await context.close();
  });

  it("opens the phone menu and closes it", async () => {
    const { page, context } = await newPage({ width: 375 });
    await page.goto("/");
    const menu = page.locator("#menu-seluler");
    expect(await menu.isVisible()).toBe(false);
    await ready(page, "menu");
    await page.getByRole("button", { name: texts.nav.openMenu }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    const close = page.getByRole("button", { name: texts.nav.closeMenu });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    await close.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it("subscribes in the background and toasts the answer, a refusal and a dropped line", async () => {
    const { page, context } = await newPage();
    await page.goto("/");
    const footer = page.locator("footer");
    const email = footer.getByLabel(texts.footer.newsletterPlaceholder);
    const button = footer.getByRole("button", { name: texts.footer.newsletterButton });
    await ready(page, "newsletter-form");
    await email.fill("pulau@contoh.id");
    await button.click();
    await page.getByText(texts.newsletter.successTitle).waitFor();
    expect(page.url()).toBe(`${server.url}/`);
    expect(await email.inputValue()).toBe("");

    // The browser's own e-mail check is switched off, so that the server's answer shows.
    await footer.locator("form").evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    await email.fill("robot@contoh");
    await button.click();
    await page.getByText(texts.newsletter.failedTitle).waitFor();
    expect(await footer.getByText(texts.newsletter.emailInvalid).isVisible()).toBe(true);
    expect(await email.getAttribute("aria-invalid")).toBe("true");

    await email.fill("putus@contoh.id");
    await page.route("**/newsletter", (route) => route.abort("internetdisconnected"));
    suite.ignoreErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await button.click();
    await footer.getByText(texts.newsletter.failed).waitFor();
    suite.ignoreErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);

    const stored = await server.db
      .selectFrom("subscribers")
      .select("email")
      .where("email", "in", ["pulau@contoh.id", "robot@contoh", "putus@contoh.id"])
      .execute();
    expect(stored.map((row) => row.email)).toEqual(["pulau@contoh.id"]);
    await context.close();
  });

  it("searches without empty fields and applies a category at once", async () => {
    const { page, context } = await newPage();
    await page.goto("/");
    await ready(page, "search-form");
    await page.getByRole("searchbox", { name: texts.home.searchLabel }).fill("Sawah 3");
    await page.getByRole("button", { name: texts.home.searchButton }).click();
    await page.waitForURL(`${server.url}/?q=Sawah+3`);
    await ready(page, "search-form");
    await page.getByRole("searchbox", { name: texts.home.searchLabel }).fill("");
    await page.getByRole("combobox", { name: texts.home.categoryLabel }).selectOption("teknologi");
    await page.waitForURL(`${server.url}/kategori/teknologi`);
    expect(await page.locator("article h2").count()).toBe(3);
    await context.close();
  });

  it("goes back from a missing page", async () => {
    const { page, context } = await newPage();
    await page.goto("/");
    await page.goto("/tidak/ada/di-sini");
    await ready(page, "history");
    await page.getByRole("button", { name: texts.notFound.back }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it("opens a page's image in the viewer: zoom, rotation, focus kept inside, Escape and a click beside it", async () => {
    const { page, context } = await newPage();
    await page.goto(`/${pageSlug}`);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await ready(page, "image-viewer");
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    const inline = page.getByRole("button", { name: texts.viewer.open("Sawah hijau") });
    await inline.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const level = dialog.getByLabel(texts.viewer.zoomLevel);
    const image = dialog.locator("img");
    const button = (name: string) => dialog.getByRole("button", { name, exact: true });
    expect(await level.textContent()).toBe("100%");
    expect(await image.getAttribute("alt")).toBe("Sawah hijau");
    expect(await overflow()).toBe("hidden");
    await page.keyboard.press("+");
    expect(await level.textContent()).toBe("120%");
    for (let n = 0; n < 9; n++) await button(texts.viewer.zoomIn).click();
    expect(await level.textContent()).toBe("300%");
    expect(await image.getAttribute("data-zoom")).toBe("3");
    expect(await button(texts.viewer.zoomIn).getAttribute("aria-disabled")).toBe("true");
    await page.keyboard.press("-");
    expect(await level.textContent()).toBe("280%");
    await button(texts.viewer.rotate).click();
    expect(await image.getAttribute("data-rotation")).toBe("90");
    for (let n = 0; n < 8; n++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    // The locator stops matching as the dialog closes; its "close" event, which restores the
    // page's scrolling, is a task queued after that.
    await dialog.waitFor({ state: "detached" });
    await expect.poll(overflow).not.toBe("hidden");
    await expect
      .poll(() => inline.evaluate((element) => element === document.activeElement))
      .toBe(true);

    // Enter on the focused image opens it again; a click on the dark stage closes it.
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    expect(await level.textContent()).toBe("100%");
    await page.mouse.click(20, 780);
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });
});
