import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setCommentStatus } from "~/.server/db/comments";
import { texts } from "~/.server/texts";
import { storedComments } from "../support/comments";
import { browserSuite, islandReady } from "../support/browser";
import { makePost } from "../support/factories";
import type { TestServer } from "../support/server";

const t = texts.comments;
let server: TestServer;
let browser: Browser;
const suite = browserSuite();
const newPage = suite.newPage;

beforeAll(async () => {
  ({ server, browser } = suite);
});

describe("comments", () => {
  it("posts a pending comment, shows it once approved", async () => {
    const post = await makePost(server.db, { title: "Artikel Diskusi" });
    const { page, context } = await newPage();
    await page.goto(`/blog/${post.slug}`);
    await islandReady(page, "comment-form");
    await page.getByText(t.empty).waitFor();

    const name = page.getByLabel(t.nameLabel, { exact: true });
    const text = page.getByRole("textbox", { name: t.contentLabel, exact: true });
    const submit = page.getByRole("button", { name: t.submit });
    const counter = page.locator("#comment-counter");
    await expect.poll(() => submit.isDisabled()).toBe(true);

    await name.fill("   ");
    await text.fill("Isi");
    expect(await submit.isDisabled()).toBe(true);
    await name.fill("Sari Dewi");
    await text.fill(" \n ");
    expect(await submit.isDisabled()).toBe(true);
    expect(await counter.textContent()).toBe("3/1000");

    await text.fill("");
    await text.pressSequentially("Tulisan yang\nbermanfaat!");
    expect(await counter.textContent()).toBe("24/1000");
    await page.getByLabel(t.emailLabel).fill("sari@contoh.id");
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    await page.getByText(t.sentTitle).waitFor();
    await page.getByText(t.sentText).first().waitFor();
    expect(await name.inputValue()).toBe("");
    expect(await text.inputValue()).toBe("");
    expect(await counter.textContent()).toBe("0/1000");
    expect(await page.locator(".comment-text").count()).toBe(0);

    const rows = await storedComments(server.db, post.id);
    expect(rows).toMatchObject([{ author_name: "Sari Dewi", status: "pending" }]);
    await setCommentStatus(
      server.db,
      rows.map((row) => row.id),
      "approved",
    );
    await page.reload();
    expect(await page.locator(".comment-author").allTextContents()).toEqual(["Sari Dewi"]);
    expect(await page.locator(".comment-text").innerText()).toBe("Tulisan yang\nbermanfaat!");
    await context.close();
  });

  it("shows the messages beside the fields and counts past the limit", async () => {
    const post = await makePost(server.db);
    const { page, context } = await newPage({ width: 375 });
    await page.goto(`/blog/${post.slug}`);
    await islandReady(page, "comment-form");
    await page.getByLabel(t.nameLabel, { exact: true }).fill("Budi");
    const text = page.getByRole("textbox", { name: t.contentLabel, exact: true });
    await text.fill("x".repeat(1001));
    expect(await page.locator("#comment-counter").textContent()).toBe("1001/1000");
    expect(await page.locator("#comment-content-error").textContent()).toBe(t.contentTooLong);
    await text.fill("Halo");
    await page.getByLabel(t.emailLabel).fill("budi@");
    await page.getByRole("button", { name: t.submit }).click();
    expect(await page.locator("#comment-email-error").textContent()).toBe(t.emailInvalid);
    expect(await storedComments(server.db, post.id)).toEqual([]);
    await context.close();
  });

  it("toasts the failure when the comment cannot be sent", async () => {
    const post = await makePost(server.db);
    const { page, context } = await newPage({ colorScheme: "dark" });
    await page.goto(`/blog/${post.slug}`);
    await islandReady(page, "comment-form");
    await page.getByLabel(t.nameLabel, { exact: true }).fill("Budi");
    await page.getByRole("textbox", { name: t.contentLabel, exact: true }).fill("Halo");
    // The network drops the post: the reader gets the toast, the page stays.
    await page.route(`**/blog/${post.slug}*`, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.getByRole("button", { name: t.submit }).click();
    await page.getByText(t.sendFailed).waitFor();
    expect(await page.getByText(t.errorTitle, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel(t.nameLabel, { exact: true }).inputValue()).toBe("Budi");
    // Chromium reports the aborted request on the console; that one is expected here.
    suite.ignoreErrors(/ERR_INTERNET/);
    await context.close();
  });

  it("works without JavaScript: the page answers with the messages inline", async () => {
    const post = await makePost(server.db);
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("button", { name: t.submit }).click();
    await page.locator("#comment-name-error").waitFor();
    expect(await page.locator("#comment-name-error").textContent()).toBe(t.nameRequired);
    expect(await page.locator("#comment-content-error").textContent()).toBe(t.contentRequired);

    await page.getByLabel(t.nameLabel, { exact: true }).fill("Tanpa Skrip");
    await page
      .getByRole("textbox", { name: t.contentLabel, exact: true })
      .fill("Halo dari peramban lama");
    await page.getByRole("button", { name: t.submit }).click();
    await page.getByRole("status").getByText(t.sentTitle).waitFor();
    expect(await page.getByRole("status").textContent()).toContain(t.sentText);
    expect(await storedComments(server.db, post.id)).toMatchObject([
      { author_name: "Tanpa Skrip", status: "pending" },
    ]);
    await context.close();
  });

  // Last: it uses up this machine's allowance of comments.
  it("toasts the server's message when the address has posted too much", async () => {
    const post = await makePost(server.db);
    const { page, context } = await newPage();
    await page.goto(`/blog/${post.slug}`);
    await islandReady(page, "comment-form");
    for (let n = 0; n < 5; n++) {
      await server.fetch(`/blog/${post.slug}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "comment", name: "Ani", content: `Ke-${n}` }),
      });
    }
    const before = (await storedComments(server.db, post.id)).length;
    await page.getByLabel(t.nameLabel, { exact: true }).fill("Budi");
    await page.getByRole("textbox", { name: t.contentLabel, exact: true }).fill("Satu lagi");
    await page.getByRole("button", { name: t.submit }).click();
    await page.getByText(t.rateLimited).waitFor();
    expect(await page.getByText(t.errorTitle, { exact: true }).isVisible()).toBe(true);
    expect(await storedComments(server.db, post.id)).toHaveLength(before);
    // Chromium reports the 429 answer on the console; that one is expected here.
    suite.ignoreErrors(/status of 429/);
    await context.close();
  });
});
