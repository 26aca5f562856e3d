import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { texts } from "~/.server/texts";
import { editArticle, sessionFor } from "../support/admin";
import { submitCredentials, toast } from "../support/admin-browser";
import { axeViolations, sidewaysScrollers } from "../support/axe";
import { browserSuite } from "../support/browser";
import { makePost } from "../support/factories";
import { startServer } from "../support/server";

// An editor's work survives a closed tab (autosave, Pulihkan), and a published article's bad
// edits are undone from Riwayat, checked on the public page. CSP and console errors fail a test
// (tests/support/browser.ts); Riwayat passes axe in both themes on a phone and a desktop.
// Four sign-ins and axe runs on a shared machine outlast the default minute.
vi.setConfig({ testTimeout: 240_000 });

const suite = browserSuite(() => startServer({ env: { TRUST_PROXY: "loopback" } }));
const shots = process.env.SCREENSHOT_DIR;
const email = "redaksi@contoh.id";
const a = texts.autosave;
const r = texts.revisions;

// The site's first account, the admin every test signs in as.
beforeAll(() => sessionFor(suite.server, email));

async function signIn(page: Page) {
  await page.goto("/admin/auth");
  await submitCredentials(page, email, texts.auth.signInButton);
  await page.waitForURL("/admin/dashboard");
}

async function replaceContent(page: Page, text: string) {
  const content = page.getByRole("textbox", { name: texts.editor.content });
  // Keys pressed before the page hydrates go nowhere: type again until the editor holds the text.
  await expect
    .poll(async () => {
      await content.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(text);
      return content.textContent();
    })
    .toBe(text);
}

describe("autosave", () => {
  it("restores a new article's text after the tab was closed without saving", async () => {
    const { page, context } = await suite.newPage();
    await signIn(page);
    await page.goto("/admin/articles/new");
    await page.getByLabel(texts.editor.title, { exact: true }).fill("Banjir di Kampung Melayu");
    await page.getByRole("textbox", { name: texts.editor.content }).click();
    await page.keyboard.type("Air setinggi satu meter menggenangi permukiman warga.");
    await page.getByLabel(texts.tags.field).fill("Banjir, Jakarta Timur");
    await page
      .getByLabel(texts.seo.description)
      .fill("Banjir setinggi satu meter di Kampung Melayu.");
    await page.getByLabel(texts.seo.noindex).check();
    await expect
      .poll(async () => (await page.getByRole("status").allTextContents()).join("|"), {
        timeout: 15_000,
      })
      .toMatch(/Tersimpan otomatis \d\d\.\d\d/);
    await page.close();

    const reopened = await context.newPage();
    await reopened.goto("/admin/articles/new");
    const offer = reopened.getByRole("region", { name: a.offerTitle });
    await offer.waitFor();
    expect(await axeViolations(reopened)).toEqual([]);
    await offer.getByRole("button", { name: a.restore, exact: true }).click();
    await reopened.waitForURL("/admin/articles/new?salinan=pulihkan");
    expect(await reopened.getByLabel(texts.editor.title, { exact: true }).inputValue()).toBe(
      "Banjir di Kampung Melayu",
    );
    await expect
      .poll(() => reopened.getByRole("textbox", { name: texts.editor.content }).textContent())
      .toContain("Air setinggi satu meter");
    expect(await reopened.getByRole("status").textContent()).toBe(a.restored);
    expect(await reopened.getByLabel(texts.tags.field).inputValue()).toBe("Banjir, Jakarta Timur");
    expect(await reopened.getByLabel(texts.seo.description).inputValue()).toBe(
      "Banjir setinggi satu meter di Kampung Melayu.",
    );
    expect(await reopened.getByLabel(texts.seo.noindex).isChecked()).toBe(true);
    await context.close();
  });
});

describe("autosave without a connection", () => {
  it("keeps the copy in the browser and sends it when the connection returns", async () => {
    const { id } = await makePost(suite.server.db, {
      title: "Gempa di Cianjur",
      content: "<p>Gempa terasa hingga Jakarta.</p>",
    });
    const { page, context } = await suite.newPage();
    await signIn(page);
    await page.goto(`/admin/articles/${id}/edit`);
    await context.setOffline(true);
    await page.getByRole("textbox", { name: texts.editor.content }).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Warga mengungsi ke lapangan.");
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 15_000 })
      .toBe(a.offline);
    const waiting = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("warta:autosave:")),
    );
    expect(waiting).toHaveLength(1);

    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 15_000 })
      .toMatch(/^Tersimpan otomatis \d\d\.\d\d$/);
    const copy = await suite.server.db
      .selectFrom("working_copies")
      .select("fields")
      .where("post_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(copy.fields).toContain("Warga mengungsi ke lapangan.");
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
    // The copy sent is the text on screen: nothing offers to restore it.
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("status").textContent()).toMatch(/^Tersimpan otomatis/);
    expect(await page.getByRole("button", { name: a.restore, exact: true }).count()).toBe(0);
    await context.close();
    // While offline the router's own look-ups of the links on the page fail, as they should.
    suite.ignoreErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/);
  });
});

describe("Riwayat", () => {
  it("shows the difference of two edits and restores the first version on the public page", async () => {
    const { id, slug } = await makePost(suite.server.db, {
      title: "Jalan Tol Baru",
      content: "<p>Jalan tol baru dibuka untuk umum pada hari Senin.</p>",
    });
    const { page, context } = await suite.newPage();
    await signIn(page);

    for (const text of [
      "Jalan tol baru ditutup sementara pada hari Senin.",
      "Jalan tol baru ditutup sementara pada hari Selasa.",
    ]) {
      await page.goto(`/admin/articles/${id}/edit`);
      await replaceContent(page, text);
      await page.getByRole("button", { name: texts.editor.update }).click();
      await page.waitForURL("/admin/dashboard");
    }

    await page.goto(`/admin/articles/${id}/edit`);
    await page.getByRole("link", { name: r.link }).click();
    await page.waitForURL(`/admin/articles/${id}/riwayat`);
    const diff = page.getByRole("region", { name: /Perubahan dari versi/ });
    expect(await diff.locator("del").allTextContents()).toEqual([`(${r.removed}) Senin`]);
    expect(await diff.locator("ins").allTextContents()).toEqual([`(${r.added}) Selasa`]);

    const versions = page.getByRole("list", { name: r.listLabel }).getByRole("listitem");
    expect(await versions.count()).toBe(3);
    // The oldest, at the bottom: the text before both edits.
    await versions.last().getByRole("button", { name: r.restore }).click();
    await expect.poll(() => toast(page, r.restoredTitle).count()).toBe(1);
    expect(await versions.count()).toBe(4);

    await page.goto(`/blog/${slug}`);
    expect(await page.locator(".prose-warta").textContent()).toContain(
      "Jalan tol baru dibuka untuk umum pada hari Senin.",
    );
    await context.close();
  });

  it("passes axe and fits a phone, light and dark", async () => {
    const cookie = await sessionFor(suite.server, email);
    const post = await makePost(suite.server.db, {
      title: "Harga Cabai",
      summary: "Harga cabai di pasar induk.",
      content:
        "<p>Harga cabai rawit naik menjadi Rp80.000 per kilogram.</p><p>Pedagang mengeluh.</p>",
    });
    await editArticle(suite.server, cookie, post.id, {
      title: "Harga Cabai Turun",
      content:
        "<p>Harga cabai rawit turun menjadi Rp60.000 per kilogram.</p><p>Pedagang mengeluh.</p>",
    });
    await editArticle(suite.server, cookie, post.id, {
      summary: "Harga cabai di pasar induk Kramat Jati.",
      content:
        "<p>Harga cabai rawit turun menjadi Rp60.000 per kilogram.</p><p>Pembeli lega, pedagang tetap mengeluh.</p>",
    });
    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await suite.newPage({ width, colorScheme });
        await signIn(page);
        // The first version against the newest: both edits in one view.
        const first = await suite.server.db
          .selectFrom("revisions")
          .select("id")
          .where("post_id", "=", post.id)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        await page.goto(`/admin/articles/${post.id}/riwayat?dari=${first.id}&ke=${first.id + 2}`);
        expect([colorScheme, width, await axeViolations(page)]).toEqual([colorScheme, width, []]);
        expect(await sidewaysScrollers(page)).toEqual([]);
        if (shots) {
          await page.screenshot({
            path: `${shots}/riwayat-${colorScheme}-${width}.png`,
            fullPage: true,
          });
        }
        await context.close();
      }
    }
  });
});
