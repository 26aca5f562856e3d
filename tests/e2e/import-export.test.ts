import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { formatIsoDay } from "~/lib/dates";
import { texts } from "~/.server/texts";
import { signUp } from "../support/admin-browser";
import { browserSuite } from "../support/browser";
import { fixture, truncated } from "../support/import";

const t = texts.moving;
const suite = browserSuite();

describe("Impor & Ekspor tab", () => {
  it("uploads an export, shows the summary, refuses a broken file and downloads the site", async () => {
    const { page, context } = await suite.newPage();
    await signUp(page, "redaksi@contoh.id");
    await page.getByRole("link", { name: t.tab, exact: true }).click();
    await page.waitForURL("/admin/import-export");

    await page.getByLabel(t.fileLabel).setInputFiles(fixture("ghost.json"));
    await page.getByRole("button", { name: t.importButton }).click();
    const summary = page.getByTestId("import-summary");
    await summary.waitFor();
    expect(await summary.getByRole("heading").textContent()).toBe(
      `${t.summaryTitle}: ${t.formatNames.ghost}`,
    );
    const posts = summary.getByRole("row").filter({ hasText: t.kinds.posts });
    expect(await posts.getByRole("cell").first().textContent()).toBe("4");

    await page.getByLabel(t.fileLabel).setInputFiles(truncated(fixture("blogger.atom")));
    await page.getByRole("button", { name: t.importButton }).click();
    await page.getByRole("alert").filter({ hasText: "Berkas XML rusak" }).waitFor();
    // The browser reports the 400 answer of the refused upload as a console error.
    suite.ignoreErrors(/status of 400/);
    expect(await summary.count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t.exportButton }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`warta-ekspor-${formatIsoDay(new Date())}.jsonl`);
    const text = await readFile(await download.path(), "utf8");
    expect(text.split("\n")[0]).toContain('"format":"warta-export"');
    expect(text).toContain("Harga Beras Naik");
    await context.close();
  });
});
