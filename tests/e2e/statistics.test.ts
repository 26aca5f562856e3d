import { describe, expect, it } from "vitest";
import { readPopularIds } from "~/.server/db/audience";
import { texts } from "~/lib/admin-texts";
import { signUp } from "../support/admin-browser";
import { countsOf, quickAudienceEnv } from "../support/audience";
import { axeViolations, sidewaysScrollers } from "../support/axe";
import { browserSuite, islandReady } from "../support/browser";
import { makePost } from "../support/factories";
import { startServer } from "../support/server";

const suite = browserSuite(() => startServer({ env: quickAudienceEnv }));
const t = texts.statistics;

// Each reader is a browser of its own: a fresh context, with an ordinary browser's user agent
// (headless Chromium's says so, and is not counted).
const agent = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;

describe("Terpopuler and Statistik", () => {
  it("ranks the articles read in Terpopuler, and Statistik shows them on a phone", async () => {
    const { db } = suite.server;
    const first = await makePost(db, { title: "Paling Banyak Dibaca" });
    const second = await makePost(db, { title: "Dibaca Sedang" });
    const third = await makePost(db, { title: "Dibaca Sekali" });
    const readers = [[first, second, third], [first, second], [first]];
    for (const [index, articles] of readers.entries()) {
      const { page, context } = await suite.newPage({ userAgent: agent(index) });
      for (const article of articles) {
        await page.goto(`/blog/${article.slug}`);
        await islandReady(page, "view-beacon");
      }
      await expect
        .poll(() => countsOf(suite.server, 0), { timeout: 5000 })
        .toMatchObject({
          visitors: index + 1,
        });
      await context.close();
    }
    expect(await countsOf(suite.server, first.id)).toEqual({ views: 3, visitors: 3 });

    await expect
      .poll(() => readPopularIds(db), { timeout: 5000 })
      .toEqual([first.id, second.id, third.id]);
    const { page: reader } = await suite.newPage({ userAgent: agent(9) });
    await reader.goto("/");
    const popular = reader.getByRole("region", { name: texts.popular.heading });
    expect(await popular.getByRole("link").allTextContents()).toEqual([
      "Paling Banyak Dibaca",
      "Dibaca Sedang",
      "Dibaca Sekali",
    ]);
    await reader.context().close();

    for (const colorScheme of ["light", "dark"] as const) {
      const { page } = await suite.newPage({ width: 390, height: 844, colorScheme });
      if (colorScheme === "light") await signUp(page, "redaksi@contoh.id");
      else {
        await page.goto("/admin/auth");
        await page.getByLabel(texts.auth.email).fill("redaksi@contoh.id");
        await page.getByLabel(texts.auth.password).fill("rahasia-uji-123");
        await page.getByRole("button", { name: texts.auth.signInButton, exact: true }).click();
        await page.waitForURL("/admin/dashboard");
      }
      await page.goto("/admin/statistics");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(t.title);
      const rows = page.getByTestId("artikel-teratas").locator("tbody tr");
      expect(await rows.locator("td:first-child").allTextContents()).toEqual([
        "Paling Banyak Dibaca",
        "Dibaca Sedang",
        "Dibaca Sekali",
      ]);
      expect(await rows.first().locator("td").allTextContents()).toEqual([
        "Paling Banyak Dibaca",
        "3",
        "3",
      ]);
      expect(await page.getByRole("img", { name: /Grafik 7 hari terakhir/ }).isVisible()).toBe(
        true,
      );
      expect(await sidewaysScrollers(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      // Each article's own numbers: beside it in the list, and in its editor's panel.
      await page.goto("/admin/dashboard");
      const row = page.getByTestId("baris-artikel").filter({ hasText: "Paling Banyak Dibaca" });
      expect(await row.getByTestId("angka-artikel").textContent()).toBe(
        texts.articleNumbers.listLine(3, 3),
      );
      expect(await sidewaysScrollers(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`/admin/articles/${first.id}/edit`);
      const panel = page.getByRole("region", { name: texts.articleNumbers.panelTitle });
      expect(await panel.locator("tbody tr").first().locator("td").allTextContents()).toEqual([
        "3",
        "3",
      ]);
      expect(await sidewaysScrollers(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
