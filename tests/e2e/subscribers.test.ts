import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSubscribers } from "~/.server/db/subscribers";
import { formatIsoDay, formatLongDate } from "~/lib/dates";
import { texts } from "~/.server/texts";
import { signUp, toast } from "../support/admin-browser";
import { launchBrowser, openPage } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let browser: Browser;
const t = texts.subscribers;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("subscribers tab", () => {
  it("lists a reader's subscription, exports it as CSV and removes it", async () => {
    const reader = await openPage(browser, { baseURL: server.url });
    await reader.page.goto("/");
    const footer = reader.page.locator("footer");
    await footer.getByLabel(texts.footer.newsletterPlaceholder).fill("Pembaca.Baru@Contoh.id");
    await footer.getByRole("button", { name: texts.footer.newsletterButton }).click();
    await reader.page.getByText(texts.newsletter.successTitle).waitFor();
    expect(reader.errors).toEqual([]);
    await reader.context.close();

    const { page, context, errors } = await openPage(browser, { baseURL: server.url });
    await signUp(page, "redaksi@contoh.id");
    await page.getByRole("link", { name: t.tab, exact: true }).click();
    await page.waitForURL("/admin/subscribers");
    await page.getByRole("heading", { level: 1, name: t.title }).waitFor();

    const [subscriber] = await listSubscribers(server.db);
    if (!subscriber) throw new Error("the reader's address was not stored");
    const row = page.getByRole("row").filter({ hasText: "pembaca.baru@contoh.id" });
    expect(await row.getByRole("cell").nth(1).textContent()).toBe(
      formatLongDate(subscriber.createdAt),
    );
    expect(await row.getByRole("cell").nth(2).textContent()).toBe(texts.subscription.statePending);
    expect(await page.getByText(t.total(1)).isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`pelanggan-warta-${formatIsoDay(new Date())}.csv`);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toBe(
      `${t.csvHeader.join(",")}\r\npembaca.baru@contoh.id,${subscriber.createdAt},${texts.subscription.statePending}\r\n`,
    );

    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await row.getByRole("button", { name: t.removeLabel("pembaca.baru@contoh.id") }).click();
    await toast(page, t.removed).waitFor();
    expect(asked).toBe(t.removeConfirm("pembaca.baru@contoh.id"));
    await page.getByText(t.empty).waitFor();
    expect(await listSubscribers(server.db)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
