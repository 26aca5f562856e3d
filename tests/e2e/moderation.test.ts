import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { sessionFor } from "../support/admin";
import { submitCredentials, testPassword, toast } from "../support/admin-browser";
import { islandReady, launchBrowser, openPage } from "../support/browser";
import { storedComments } from "../support/comments";
import { makePost } from "../support/factories";
import { makeComment, publicComments } from "../support/moderation";
import { startServer, type TestServer } from "../support/server";

const t = texts.moderation;
const c = texts.comments;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function commentsTab(page: Page) {
  return page.getByRole("navigation", { name: texts.admin.tabsLabel }).getByRole("link", {
    name: new RegExp(`^${t.tab}`),
  });
}

function badge(page: Page) {
  return commentsTab(page).getByTestId("tab-badge");
}

describe("comment moderation", () => {
  let admin: Awaited<ReturnType<typeof openPage>>;

  it("a reader's comment waits for the admin, then shows once approved", async () => {
    const post = await makePost(server.db, { title: "Artikel Moderasi" });
    const reader = await openPage(browser, { baseURL: server.url, width: 375 });
    await reader.page.goto(`/blog/${post.slug}`);
    await islandReady(reader.page, "comment-form");
    // Disabled while empty once the page runs its script: the post will go through the client.
    const submit = reader.page.getByRole("button", { name: c.submit });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await reader.page.getByLabel(c.nameLabel, { exact: true }).fill("Sari Dewi");
    await reader.page
      .getByRole("textbox", { name: c.contentLabel, exact: true })
      .fill("Menunggu\npersetujuan");
    await submit.click();
    await expect.poll(() => toast(reader.page, c.sentTitle).count()).toBe(1);
    expect(await reader.page.locator(".comment-text").count()).toBe(0);

    admin = await openPage(browser, { baseURL: server.url });
    await admin.page.goto("/admin/auth");
    await admin.page.getByRole("link", { name: texts.auth.toSignUp }).click();
    await expect
      .poll(() => admin.page.getByRole("heading", { level: 1 }).textContent())
      .toBe(texts.auth.firstSignUpTitle);
    await submitCredentials(admin.page, "redaksi@contoh.id", texts.auth.signUpButton);
    await admin.page.waitForURL("/admin/dashboard");
    expect(await badge(admin.page).textContent()).toContain("1");

    await commentsTab(admin.page).click();
    await admin.page.waitForURL("/admin/comments");
    const row = admin.page.locator("li[data-comment-id]");
    expect(await row.locator(".moderation-author").allTextContents()).toEqual(["Sari Dewi"]);
    expect(await row.locator(".moderation-text").innerText()).toBe("Menunggu\npersetujuan");
    await admin.page.getByRole("button", { name: t.rowAction(t.approve, "Sari Dewi") }).click();
    await expect.poll(() => toast(admin.page, t.approved(1)).count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
    expect(await admin.page.getByText(t.emptyPending).isVisible()).toBe(true);
    expect(await badge(admin.page).count()).toBe(0);

    await reader.page.reload();
    expect(await reader.page.locator(".comment-text").innerText()).toBe("Menunggu\npersetujuan");
    expect(reader.errors).toEqual([]);
    await reader.context.close();
  });

  it("marks selected comments as spam in one go, and they never show publicly", async () => {
    const post = await makePost(server.db);
    await makeComment(server.db, post.id, { authorName: "Promo A", content: "Diskon!" });
    await makeComment(server.db, post.id, { authorName: "Promo B", content: "Murah!" });
    await makeComment(server.db, post.id, { authorName: "Pembaca", content: "Bagus" });
    const { page } = admin;
    await page.goto("/admin/comments");
    await expect.poll(() => badge(page).textContent()).toContain("3");

    const spam = page.getByRole("button", { name: t.spam, exact: true });
    // Once the page runs its script, bulk buttons wait for a selection.
    await expect.poll(() => spam.isDisabled()).toBe(true);
    await page.getByLabel(t.select("Promo A")).check();
    await page.getByLabel(t.select("Promo B")).check();
    expect(await page.getByText(t.selected(2)).isVisible()).toBe(true);
    await spam.click();
    await expect.poll(() => toast(page, t.markedSpam(2)).count()).toBe(1);
    await expect
      .poll(() => page.locator(".moderation-author").allTextContents())
      .toEqual(["Pembaca"]);
    expect(await badge(page).textContent()).toContain("1");

    const rows = await storedComments(server.db, post.id);
    expect(rows.map((row) => [row.author_name, row.status])).toEqual([
      ["Promo A", "spam"],
      ["Promo B", "spam"],
      ["Pembaca", "pending"],
    ]);
    expect(await publicComments(server, post.slug)).toEqual([]);

    // The spam list: select all, delete after confirming.
    await page.getByRole("link", { name: new RegExp(`^${t.listSpam}`) }).click();
    await page.waitForURL("/admin/comments?status=spam");
    await page.getByText("Diskon!").waitFor();
    await page.getByLabel(t.selectAll).check();
    expect(await page.getByText(t.selected(2)).isVisible()).toBe(true);
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(t.deleteManyConfirm(2));
      void dialog.accept();
    });
    await page.getByRole("button", { name: t.delete, exact: true }).click();
    await expect.poll(() => toast(page, t.deleted(2)).count()).toBe(1);
    await page.getByText(t.emptySpam).waitFor();
    expect((await storedComments(server.db, post.id)).map((row) => row.author_name)).toEqual([
      "Pembaca",
    ]);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it("works without JavaScript: plain form posts, the answer shown on the page", async () => {
    const post = await makePost(server.db);
    await makeComment(server.db, post.id, { authorName: "Tanpa Skrip", content: "Halo" });
    await makeComment(server.db, post.id, { authorName: "Iklan", content: "Klik di sini" });
    const cookie = await sessionFor(server, "redaksi@contoh.id", testPassword);
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const [name = "", value = ""] = cookie.split("=");
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto("/admin/comments");

    await page.getByLabel(t.select("Iklan")).check();
    await page.getByRole("button", { name: t.spam, exact: true }).click();
    await page.getByRole("status").getByText(t.markedSpam(1)).waitFor();
    await page.getByRole("button", { name: t.rowAction(t.approve, "Tanpa Skrip") }).click();
    await page.getByRole("status").getByText(t.approved(1)).waitFor();
    expect(
      (await storedComments(server.db, post.id)).map((row) => [row.author_name, row.status]),
    ).toEqual([
      ["Tanpa Skrip", "approved"],
      ["Iklan", "spam"],
    ]);
    expect(await publicComments(server, post.slug)).toEqual(["Halo"]);

    // A bulk action with nothing selected is refused with a message.
    await page.getByRole("link", { name: new RegExp(`^${t.listApproved}`) }).click();
    await page.getByRole("button", { name: t.spam, exact: true }).click();
    await page.getByRole("alert").getByText(t.noneSelected).waitFor();
    await context.close();
  });
});
