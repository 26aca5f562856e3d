import { beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { signUp, toast } from "../support/admin-browser";
import { browserSuite } from "../support/browser";
import { makePost } from "../support/factories";

// The site's shape, on a phone: an editor creates, renames and merges a category in Kategori, and
// a reader following the old addresses lands on the category's page.
const suite = browserSuite();
const t = texts.categories;
const phone = { width: 390, height: 844 };

beforeAll(async () => {
  await makePost(suite.server.db, { title: "Kabar Teknologi", category: "teknologi" });
});

describe("Kategori", () => {
  it("creates, renames and merges a category; the old addresses answer 301", async () => {
    const { page, context } = await suite.newPage(phone);
    page.on("dialog", (dialog) => void dialog.accept());
    await signUp(page, "redaksi@contoh.id");

    await page.goto("/admin/categories");
    const create = page.locator("section", { hasText: t.create });
    await create.getByLabel(t.name).fill("Kuliner");
    await create.getByLabel(t.description).fill("Cerita makanan Nusantara.");
    await create.getByRole("button", { name: t.add }).click();
    await toast(page, t.created).waitFor();
    await makePost(suite.server.db, { title: "Soto Betawi", category: "kuliner" });

    await page.goto("/kategori/kuliner");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Kuliner");
    expect(await page.getByText("Cerita makanan Nusantara.").isVisible()).toBe(true);

    await page.goto("/admin/categories");
    const row = page.locator("li", { hasText: "/kategori/kuliner" });
    await row.locator("summary").click();
    await row.getByLabel(t.name).fill("Boga");
    await row.getByLabel(t.slug).fill("boga");
    await row.getByRole("button", { name: t.save }).click();
    await toast(page, t.saved).waitFor();

    await page.goto("/kategori/kuliner");
    await page.waitForURL(/\/kategori\/boga$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Boga");

    await page.goto("/admin/categories");
    const renamed = page.locator("li", { hasText: "/kategori/boga" });
    await renamed.locator("summary").click();
    await renamed.getByLabel(t.moveTo).selectOption({ label: "Teknologi" });
    await renamed.getByRole("button", { name: t.merge }).click();
    await toast(page, t.merged).waitFor();

    for (const old of ["/kategori/kuliner", "/kategori/boga"]) {
      await page.goto(old);
      await page.waitForURL(/\/kategori\/teknologi$/);
    }
    await expect
      .poll(() => page.locator("article h2").allTextContents())
      .toEqual(expect.arrayContaining(["Soto Betawi", "Kabar Teknologi"]));
    await context.close();
  });
});
