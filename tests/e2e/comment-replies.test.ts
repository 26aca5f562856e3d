import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { texts } from "~/.server/texts";
import { signUp, toast } from "../support/admin-browser";
import { browserSuite, islandReady } from "../support/browser";
import { makePost } from "../support/factories";
import { makeComment } from "../support/moderation";
import { linkIn, mailServerEnv, startMailbox, type Mailbox } from "../support/mailbox";
import { startServer } from "../support/server";

// A conversation in the browser (docs/decisions/0033-comment-replies.md): a reader comments and
// asks to hear of replies (confirming the address), another replies on a phone without
// JavaScript, the editor approves both in Komentar (the reply beside its parent), the reply shows
// under its parent on a 390 px phone with and without JavaScript, and the first reader gets the
// notice and unsubscribes with one click.

const c = texts.comments;
const m = texts.moderation;
const site = "https://warta.test";
const shots = process.env.SCREENSHOT_DIR;
vi.setConfig({ testTimeout: 120_000 });

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

const suite = browserSuite(() =>
  startServer({
    env: mailServerEnv(mailbox, site),
  }),
);

const local = (url: string) => url.slice(site.length);

async function newestId(postId: number) {
  const row = await suite.server.db
    .selectFrom("comments")
    .select("id")
    .where("post_id", "=", postId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.id;
}

async function approveIn(admin: Page, author: string) {
  await admin.goto("/admin/comments");
  await admin.getByRole("button", { name: m.rowAction(m.approve, author) }).click();
  await expect.poll(() => toast(admin, m.approved(1)).count()).toBe(1);
}

describe("replies", () => {
  it("a reader comments, another replies, both approved: shown as a thread; the first is told", async () => {
    const post = await makePost(suite.server.db, { title: "Jalan Rusak di Pasar" });
    const path = `/blog/${post.slug}`;

    // The first reader, on a phone with JavaScript, asks to hear of replies.
    const sari = await suite.newPage({ width: 390, height: 844 });
    await sari.page.goto(path);
    await islandReady(sari.page, "comment-form");
    await sari.page.getByLabel(c.nameLabel, { exact: true }).fill("Sari");
    await sari.page.getByLabel(c.emailLabel).fill("sari@pembaca.test");
    await sari.page
      .getByRole("textbox", { name: c.contentLabel, exact: true })
      .fill("Kapan jalan ini diperbaiki?");
    await sari.page.getByLabel(c.notifyLabel).check();
    await sari.page.getByRole("button", { name: c.submit }).click();
    await expect.poll(() => toast(sari.page, c.sentTitle).count()).toBe(1);

    // Double opt-in: the confirmation mail's page asks, its button confirms.
    const [confirmation] = await mailbox.waitFor("sari@pembaca.test");
    if (!confirmation) throw new Error("no confirmation mail");
    await sari.page.goto(local(linkIn(confirmation, `${site}/komentar/konfirmasi`)));
    await sari.page.getByRole("button", { name: texts.commentNotices.confirmButton }).click();
    await sari.page.getByText(texts.commentNotices.confirmedTitle).waitFor();

    // The editor approves it in the dashboard.
    const editor = await suite.newPage();
    await signUp(editor.page, "redaksi@warta.test");
    await approveIn(editor.page, "Sari");

    // The second reader replies on a phone without JavaScript: Balas is a link.
    const budi = await suite.newPage({ width: 390, height: 844, javaScript: false });
    await budi.page.goto(path);
    await budi.page.getByRole("link", { name: c.replyLabel("Sari") }).click();
    await budi.page.waitForURL(/\?balas=\d+#komentar-form$/);
    await budi.page.getByText(c.replyingTo("Sari")).waitFor();
    await budi.page.getByLabel(c.nameLabel, { exact: true }).fill("Budi");
    await budi.page
      .getByRole("textbox", { name: c.contentLabel, exact: true })
      .fill("Minggu depan, kata dinas.");
    await budi.page.getByRole("button", { name: c.submit }).click();
    await budi.page.getByRole("status").filter({ hasText: c.sentTitle }).waitFor();

    // Moderation shows whom the reply answers.
    await editor.page.goto("/admin/comments");
    const row = editor.page.locator("li[data-comment-id]").filter({ hasText: "Budi" });
    expect(await row.locator(".moderation-parent").innerText()).toContain(m.inReplyTo("Sari"));
    await approveIn(editor.page, "Budi");

    // Under its parent, without JavaScript and with it.
    const thread = (page: Page) =>
      page.locator("#komentar li[data-comment-id]").filter({ hasText: "Kapan jalan" }).first();
    await budi.page.goto(path);
    expect(await thread(budi.page).locator("ol .comment-author").allTextContents()).toEqual([
      "Budi",
    ]);
    await sari.page.goto(path);
    await islandReady(sari.page, "comment-form");
    expect(await thread(sari.page).locator("ol .comment-author").allTextContents()).toEqual([
      "Budi",
    ]);
    // The indentation leaves the reply's text most of the phone's width.
    const replyText = sari.page.locator(".comment-text").filter({ hasText: "Minggu depan" });
    expect((await replyText.boundingBox())?.width).toBeGreaterThan(250);
    expect(await sari.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // With JavaScript, Balas brings the form under the comment; Batal takes it back.
    await sari.page.getByRole("link", { name: c.replyLabel("Budi") }).click();
    const moved = sari.page.locator("li[data-comment-id] #komentar-form");
    await moved.waitFor();
    expect(await moved.getByText(c.replyingTo("Budi")).isVisible()).toBe(true);
    expect(sari.page.url()).not.toContain("balas=");
    if (shots)
      await sari.page.locator("#komentar").screenshot({ path: `${shots}/replies-form-390.png` });
    await moved.getByRole("link", { name: c.replyCancel }).click();
    await expect.poll(() => moved.count()).toBe(0);

    // The first reader's notice, and the mail program's one-click unsubscribe.
    const mails = await mailbox.waitFor("sari@pembaca.test", 2);
    const notice = mails.find(
      (mail) => mail.subject === texts.mail.replySubject("Budi", "Jalan Rusak di Pasar"),
    );
    if (!notice) throw new Error("no reply notice");
    expect(notice.text).toContain("Minggu depan, kata dinas.");
    const unsubscribe = /^<(https:\/\/[^>]+)>$/.exec(notice.header("list-unsubscribe") ?? "")?.[1];
    if (!unsubscribe) throw new Error("no List-Unsubscribe");
    const oneClick = await suite.server.fetch(local(unsubscribe), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    await sari.page.goto(local(unsubscribe));
    await sari.page.getByText(texts.commentNotices.stoppedTitle).waitFor();

    if (shots) {
      // Deeper than three levels for the pictures: the fourth shows on the third, naming whom.
      let parent = (await newestId(post.id)) ?? null;
      for (const [name, content] of [
        ["Ani", "Semoga benar. Tahun lalu juga dijanjikan begitu."],
        ["Eko", "Saya lewat tadi pagi, alat beratnya sudah datang."],
        ["Sari", "Terima kasih infonya, Pak Eko!"],
      ] as const) {
        const id: number = await makeComment(suite.server.db, post.id, {
          authorName: name,
          content,
          status: "approved",
        });
        await suite.server.db
          .updateTable("comments")
          .set({ parent_id: parent })
          .where("id", "=", id)
          .execute();
        parent = id;
      }
      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [390, 1280]) {
          const { page, context } = await suite.newPage({ width, height: 900, colorScheme });
          await page.goto(`${path}#komentar`);
          await page.locator("#komentar").screenshot({
            path: `${shots}/replies-${width}-${colorScheme}.png`,
          });
          await context.close();
        }
      }
    }
    for (const opened of [sari, budi, editor]) await opened.context.close();
  });
});
