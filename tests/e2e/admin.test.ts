import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { submitCredentials, toast } from "../support/admin-browser";
import { launchBrowser, openPage } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let browser: Browser;
const a = texts.admin;
const e = texts.editor;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("admin", () => {
  it("signs up the first admin, writes, previews, edits and deletes an article", async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url });

    await page.goto("/admin/login");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(texts.auth.signInTitle);
    await page.getByRole("link", { name: texts.auth.toSignUp }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(texts.auth.firstSignUpTitle);
    await submitCredentials(page, "redaksi@contoh.id", texts.auth.signUpButton);
    await page.waitForURL("/admin/dashboard");
    await expect
      .poll(() => page.getByText(a.welcome("redaksi@contoh.id")).first().isVisible())
      .toBe(true);

    await page.getByRole("button", { name: a.logout }).click();
    await page.waitForURL("/admin/auth");
    await expect.poll(() => toast(page, a.logoutToast).count()).toBe(1);
    await submitCredentials(page, "redaksi@contoh.id", texts.auth.signInButton);
    await page.waitForURL("/admin/dashboard");

    await page.getByRole("link", { name: a.addArticle }).click();
    await page.waitForURL("/admin/articles/new");
    await page.getByRole("button", { name: e.save }).click();
    await expect.poll(() => page.locator("#title-error").textContent()).toBe(e.titleRequired);

    await page.getByLabel(e.title, { exact: true }).fill("Panen Raya di Lembah Baliem");
    expect(await page.getByLabel(e.slug, { exact: true }).inputValue()).toBe(
      "panen-raya-di-lembah-baliem",
    );
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(e.unsaved);
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: e.back }).click();
    await expect
      .poll(() => page.getByLabel(e.title, { exact: true }).inputValue())
      .toBe("Panen Raya di Lembah Baliem");
    expect(new URL(page.url()).pathname).toBe("/admin/articles/new");
    const cover = await sharp({
      create: { width: 960, height: 540, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel(e.imageUpload)
      .setInputFiles({ name: "sampul.png", mimeType: "image/png", buffer: cover });
    await page.getByLabel(e.category).selectOption({ label: "Sosial" });
    await page
      .getByLabel(e.summary)
      .fill("Petani merayakan hasil ubi terbaik dalam sepuluh tahun.");
    const content = page.getByRole("textbox", { name: e.content });
    // A toolbar button gives the focus back to the text a frame after its click, as Tiptap does:
    // keys pressed before that go to the button (an End lost that way left "Ubi jalar" selected,
    // and the image below replaced it).
    const focusedContent = () =>
      expect
        .poll(() => content.evaluate((node) => node.contains(document.activeElement)))
        .toBe(true);
    await content.click();
    await page.getByRole("button", { name: e.toolbar.h2 }).click();
    await focusedContent();
    await page.keyboard.type("Hasil Melimpah");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Ubi jalar tumbuh subur tahun ini.");
    await page.keyboard.press("Home");
    for (let n = 0; n < "Ubi jalar".length; n++) await page.keyboard.press("Shift+ArrowRight");
    await page.getByRole("button", { name: e.toolbar.bold }).click();
    await focusedContent();
    // An image inside the content goes through /admin/uploads and comes back as /media/….
    await page.keyboard.press("End");
    await page
      .getByLabel(e.toolbar.image)
      .setInputFiles({ name: "ladang.png", mimeType: "image/png", buffer: cover });
    await expect.poll(() => content.locator('img[src^="/media/"]').count()).toBe(1);
    // "Kirim ke pelanggan" speaks of publishing too: the box whose name starts with the label.
    await page.getByRole("checkbox", { name: new RegExp(`^${e.published}`) }).check();

    await page.getByRole("button", { name: e.preview }).click();
    const preview = page.getByRole("region", { name: e.preview });
    await expect
      .poll(() => preview.getByRole("heading", { level: 2 }).first().textContent())
      .toBe("Panen Raya di Lembah Baliem");
    await expect.poll(() => preview.locator(".prose-warta strong").textContent()).toBe("Ubi jalar");
    await page.getByRole("button", { name: e.backToEditor }).click();

    await page.getByRole("button", { name: e.save }).click();
    await page.waitForURL("/admin/dashboard");
    await expect.poll(() => toast(page, a.created).count()).toBe(1);
    await expect
      .poll(() => page.locator("tbody").textContent())
      .toContain("/panen-raya-di-lembah-baliem");

    const reader = await context.newPage();
    await reader.goto("/blog/panen-raya-di-lembah-baliem");
    await expect
      .poll(() => reader.getByRole("heading", { level: 1 }).textContent())
      .toBe("Panen Raya di Lembah Baliem");
    expect(await reader.locator(".prose-warta h2").textContent()).toBe("Hasil Melimpah");
    expect(await reader.locator('.prose-warta img[src^="/media/"]').count()).toBe(1);
    expect(await reader.locator("article img").first().getAttribute("src")).toMatch(
      /^\/media\/.+\.webp$/,
    );

    await page.getByRole("link", { name: a.edit("Panen Raya di Lembah Baliem") }).click();
    await page.waitForURL(/\/edit$/);
    await page.getByLabel(e.title, { exact: true }).fill("Panen Raya Baliem");
    expect(await page.getByLabel(e.slug, { exact: true }).inputValue()).toBe(
      "panen-raya-di-lembah-baliem",
    );
    await page.getByRole("button", { name: e.update }).click();
    await page.waitForURL("/admin/dashboard");
    await expect.poll(() => toast(page, a.updated).count()).toBe(1);

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(a.deleteConfirm);
      void dialog.accept();
    });
    await page.getByRole("button", { name: a.delete("Panen Raya Baliem") }).click();
    await expect.poll(() => toast(page, a.deleted).count()).toBe(1);
    await expect.poll(() => page.locator("tbody tr").count()).toBe(0);
    const gone = await reader.goto("/blog/panen-raya-di-lembah-baliem");
    expect(gone?.status()).toBe(410);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a pending account only the waiting notice until an admin approves it", async () => {
    const writer = await openPage(browser, { baseURL: server.url, width: 375 });
    await writer.page.goto("/admin/auth?mode=daftar");
    await submitCredentials(writer.page, "penulis@contoh.id", texts.auth.signUpButton);
    await expect
      .poll(() => writer.page.getByRole("heading", { level: 1 }).textContent())
      .toBe(texts.auth.pending);
    expect(await writer.page.getByText(a.statTotal).count()).toBe(0);

    const admin = await openPage(browser, { baseURL: server.url });
    await admin.page.goto("/admin/auth");
    await submitCredentials(admin.page, "redaksi@contoh.id", texts.auth.signInButton);
    await admin.page.waitForURL("/admin/dashboard");
    await admin.page.getByRole("link", { name: a.tabUsers }).click();
    await admin.page.waitForURL("/admin/users");
    await admin.page
      .getByRole("button", { name: `${texts.users.approve} penulis@contoh.id` })
      .click();
    await expect.poll(() => toast(admin.page, texts.users.done.approve).count()).toBe(1);

    await writer.page.reload();
    await expect.poll(() => writer.page.getByText(a.statTotal).count()).toBe(1);

    // The waiting notice is served with status 403, which Chromium reports; nothing else may be.
    expect(writer.errors.filter((message) => !message.includes("status of 403"))).toEqual([]);
    expect(admin.errors).toEqual([]);
    await writer.context.close();
    await admin.context.close();
  });
});
