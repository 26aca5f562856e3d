import { beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { browserSuite, islandReady } from "../support/browser";
import { makePost } from "../support/factories";
import { startServer } from "../support/server";

// The other specs run with the page cache off, so their pages carry a nonce. Here the cache is on:
// pages come back from memory with the policy of hashes stored beside them
// (docs/decisions/0010-csp-and-the-page-cache.md), and must hydrate and work without a violation.
const suite = browserSuite(() => startServer({ cache: true }));
const title = "Jembatan Baru di Kota Lama";
let slug: string;

beforeAll(async () => {
  slug = (
    await makePost(suite.server.db, {
      title,
      image:
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='30'/%3E",
      content: "<p>Isi berita jembatan.</p>",
    })
  ).slug;
  await makePost(suite.server.db, { title: "Berita Kedua" });
});

describe("Content-Security-Policy on cached pages", () => {
  it("hydrates a page served from the cache: theme toggle, client navigation, image viewer", async () => {
    // Stored by a first visit; the browser then gets the stored copy and its hash policy.
    await suite.server.fetch("/");
    await suite.server.fetch(`/blog/${slug}`);
    const { page, context } = await suite.newPage();
    const cacheStates: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "document") {
        cacheStates.push(response.headers()["x-cache"] ?? "none");
      }
    });
    await page.goto("/");
    expect(cacheStates).toEqual(["HIT"]);
    const policy = (await page.request.get("/")).headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-/);

    await islandReady(page, "theme-toggle");
    await page.getByRole("button", { name: texts.nav.toggleTheme }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).not.toBeNull();

    await page.getByRole("link", { name: title }).first().click();
    await page.waitForURL(`/blog/${slug}`);
    await islandReady(page, "image-viewer");
    await page.getByRole("button", { name: texts.viewer.open(title) }).click();
    await page.getByRole("dialog").waitFor();
    await page.getByRole("button", { name: texts.viewer.zoomIn, exact: true }).click();
    expect(await page.getByRole("dialog").getByLabel(texts.viewer.zoomLevel).textContent()).toBe(
      "120%",
    );
    await page.keyboard.press("Escape");

    await page.reload();
    expect(cacheStates.at(-1)).toBe("HIT");
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await context.close();
  });
});
