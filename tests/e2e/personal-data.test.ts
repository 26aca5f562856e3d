import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { personalDataPath } from "~/lib/personal-data";
import { signUp } from "../support/admin-browser";
import { launchBrowser, openPage } from "../support/browser";
import { insertComment } from "../support/comments";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// Data pribadi on a phone: search an address, see what is held, erase it with the confirmation.

let server: TestServer;
let browser: Browser;
const t = texts.personalData;
const reader = "pembaca.hp@contoh.id";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("Data pribadi at 390 px", () => {
  it("finds a reader's comment and erases it after the confirmation", async () => {
    const article = await makePost(server.db);
    await insertComment(server.db, {
      postId: article.id,
      name: "Pembaca HP",
      email: reader,
      content: "Komentar dari ponsel.",
      status: "pending",
    });
    const { page, context, errors } = await openPage(browser, {
      baseURL: server.url,
      width: 390,
      height: 844,
    });
    await signUp(page, "redaksi@contoh.id");
    await page.goto(personalDataPath);
    await page.getByLabel(t.emailLabel).fill(reader);
    await page.getByRole("button", { name: t.search, exact: true }).click();
    await page.getByText("Komentar dari ponsel.").waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/data-pribadi-390.png", fullPage: true });
    // The same screen wide, for a look (test-results/).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "test-results/data-pribadi-1280.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel(t.confirm).check();
    await page.getByRole("button", { name: t.erase, exact: true }).click();
    await page.getByText(t.erased(1)).first().waitFor();
    const left = await server.db
      .selectFrom("comments")
      .select("id")
      .where("author_email", "=", reader)
      .execute();
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
