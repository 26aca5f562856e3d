import sharp from "sharp";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { storeImage } from "~/.server/media";
import { sanitizeArticleHtml } from "~/.server/sanitize";
import { texts as adminTexts } from "~/.server/texts";
import { texts } from "~/lib/texts";
import { signUp } from "../support/admin-browser";
import { axeViolations, sidewaysScrollers } from "../support/axe";
import { browserSuite, islandReady } from "../support/browser";
import { makePost } from "../support/factories";
import { fixture, runScript } from "../support/import";
import { startServer } from "../support/server";

// Stories made of the block set (docs/decisions/0025-block-set.md) on a phone: the embeds cost
// the reader nothing until asked, and nothing scrolls sideways. The page cache is on, as in
// production, so the pages come with their stored Content-Security-Policy.
const suite = browserSuite(() => startServer({ cache: true }));
let storySlug = "";

async function image(color: string): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
  return storeImage(suite.server.db, new Uint8Array(png));
}

beforeAll(async () => {
  const [photo, ...gallery] = await Promise.all(
    ["#065f46", "#1e3a8a", "#7c2d12", "#581c87"].map(image),
  );
  const other = await makePost(suite.server.db, { title: "Jadwal Pemungutan Suara" });
  const wideRow = Array.from({ length: 9 }, (_, n) => `<td>Kecamatan nomor ${n + 1}</td>`);
  ({ slug: storySlug } = await makePost(suite.server.db, {
    title: "Hitung Cepat Pilkada Kota",
    content: sanitizeArticleHtml(
      [
        `<p>Kata panjang: ${"sangatpanjangsekali".repeat(12)}.</p>`,
        `<table><caption>Perolehan suara</caption><thead><tr><th>Calon</th><th>Suara</th></tr></thead>`,
        `<tbody><tr><td>Pasangan 1</td><td>41%</td></tr><tr>${wideRow.join("")}</tr></tbody></table>`,
        `<figure><img src="${photo}" alt="Warga antre di TPS"><figcaption>Warga antre <span class="credit">Foto: ANTARA/Budi</span></figcaption></figure>`,
        `<figure class="gallery">${gallery.map((src, n) => `<figure><img src="${src}" alt="Foto ${n + 1}"></figure>`).join("")}</figure>`,
        `<blockquote class="pullquote"><p>Kami siap.</p><cite>Ketua KPU</cite></blockquote>`,
        `<p class="baca-juga"><strong>Baca juga:</strong> <a href="/blog/${other.slug}">Jadwal Pemungutan Suara</a></p>`,
        `<figure data-embed="youtube" data-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>`,
        `<figure data-embed="x" data-id="1700000000000000000"><a href="https://x.com/kpu/status/1700000000000000000">https://x.com/kpu/status/1700000000000000000</a></figure>`,
        `<pre><code>${"kode_yang_sangat_panjang_".repeat(10)}</code></pre>`,
      ].join(""),
    ),
  }));
});

/** Every request the page makes from now on; others than the site's own are refused. */
async function recordRequests(page: Page, siteUrl: string): Promise<string[]> {
  const requests: string[] = [];
  const site = new URL(siteUrl).host;
  await page.route("**/*", async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (new URL(url).host === site) await route.continue();
    else await route.abort();
  });
  return requests;
}

const otherHosts = (requests: string[], site: string) =>
  requests.filter((url) => !url.startsWith("data:") && new URL(url).host !== new URL(site).host);

describe("a rich story on a phone", () => {
  it("asks no other site for anything until the reader presses Muat, then frames the player", async () => {
    const { page } = await suite.newPage({ width: 390, height: 844 });
    const requests = await recordRequests(page, suite.server.url);
    await page.goto(`/blog/${storySlug}`);
    await islandReady(page, "embeds");
    const content = page.locator(".prose-warta");
    await expect.poll(() => content.locator("table caption").textContent()).toBe("Perolehan suara");
    expect(await content.locator("figure.gallery img").count()).toBe(3);
    expect(await content.locator(".credit").textContent()).toBe("Foto: ANTARA/Budi");
    const youtube = page.getByRole("button", { name: texts.embeds.load("video", "YouTube") });
    const x = page.getByRole("button", { name: texts.embeds.load("post", "X") });
    await youtube.waitFor();
    await x.waitFor();
    await page.waitForLoadState("networkidle");
    expect(otherHosts(requests, suite.server.url)).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);

    await youtube.click();
    const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
    await frame.waitFor({ state: "attached" });
    expect(await frame.getAttribute("sandbox")).toContain("allow-scripts");
    await expect
      .poll(() => otherHosts(requests, suite.server.url).map((url) => new URL(url).host))
      .toContain("www.youtube-nocookie.com");
    // The X post still waits for its own button.
    expect(otherHosts(requests, suite.server.url).some((url) => url.includes("twitter"))).toBe(
      false,
    );
    // The refused player's load is the test's doing, not the page's.
    suite.ignoreErrors(/net::ERR_FAILED|Failed to load resource/);
  });

  it("opens a gallery's image in the image viewer", async () => {
    const { page } = await suite.newPage({ width: 390, height: 844 });
    await recordRequests(page, suite.server.url);
    await page.goto(`/blog/${storySlug}`);
    await islandReady(page, "image-viewer");
    await page.getByRole("button", { name: texts.viewer.open("Foto 2") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.locator("img").getAttribute("alt")).toBe("Foto 2");
  });

  it("without JavaScript shows each embed as a link to the original", async () => {
    const { page } = await suite.newPage({ width: 390, height: 844, javaScript: false });
    await recordRequests(page, suite.server.url);
    await page.goto(`/blog/${storySlug}`);
    const link = page.locator("figure[data-embed=youtube] a");
    expect(await link.getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(await page.getByRole("button", { name: /^Muat/ }).count()).toBe(0);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`passes axe and fits 320 and 390 px in the ${colorScheme} theme`, async () => {
      for (const width of [320, 390]) {
        const { page } = await suite.newPage({ width, height: 800, colorScheme });
        await recordRequests(page, suite.server.url);
        await page.goto(`/blog/${storySlug}`);
        await islandReady(page, "embeds");
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page), `${width}`).toEqual([]);
        const whole = (await sidewaysScrollers(page)).filter((found) => found.startsWith("page:"));
        expect(whole, `${width}`).toEqual([]);
        await page.close();
      }
    });
  }

  it("fits imported posts in 320 and 390 px without sideways scrolling", async () => {
    const imported = await runScript(
      "import",
      [fixture("wordpress-blocks.xml")],
      suite.server.databaseUrl,
    );
    expect(imported.code).toBe(0);
    const slugs = [
      "rekapitulasi-suara",
      "catatan-banjir-klasik",
      "title-should-not-overflow-the-content-area",
    ];
    for (const width of [320, 390]) {
      const { page } = await suite.newPage({ width, height: 800 });
      // The old site's images are not fetched: only the layout is looked at.
      await recordRequests(page, suite.server.url);
      for (const slug of slugs) {
        await page.goto(`/blog/${slug}`);
        const whole = (await sidewaysScrollers(page)).filter((found) => found.startsWith("page:"));
        expect(whole, `${slug} at ${width}`).toEqual([]);
      }
      await page.close();
    }
    suite.ignoreErrors(/net::ERR_FAILED|Failed to load resource/);
  });
});

describe("writing a rich story in the editor on a phone", () => {
  it("builds a table, a gallery, a YouTube and an X embed and a Baca juga box, then publishes them", async () => {
    const e = adminTexts.editor;
    const tb = e.toolbar;
    const { page, context } = await suite.newPage({ width: 390, height: 844 });
    await signUp(page, "redaksi@contoh.id");
    await page.goto("/admin/articles/new");
    await page.getByLabel(e.title, { exact: true }).fill("Liputan Pleno Kota");
    await page.getByLabel(e.category).selectOption({ index: 1 });
    await page.getByLabel(e.summary).fill("Pleno rekapitulasi suara berjalan lancar.");
    const content = page.getByRole("textbox", { name: e.content });
    await content.click();
    await page.keyboard.type("Pleno dimulai pukul sembilan.");

    await page.getByRole("button", { name: tb.table, exact: true }).click();
    await expect.poll(() => content.locator("table th").count()).toBe(3);
    await page.getByRole("button", { name: tb.addRow }).click();
    await expect.poll(() => content.locator("table tr").count()).toBe(4);
    await page.getByRole("button", { name: tb.removeColumn }).click();
    await expect.poll(() => content.locator("table th").count()).toBe(2);
    await page.keyboard.type("Calon");

    const files = await Promise.all(
      ["#065f46", "#1e3a8a"].map(async (background, n) => ({
        name: `galeri-${n}.png`,
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 60, height: 40, channels: 3, background } })
          .png()
          .toBuffer(),
      })),
    );
    await content.locator("p").first().click();
    await page.getByLabel(tb.gallery).setInputFiles(files);
    await expect.poll(() => content.locator("figure.gallery img").count()).toBe(2);

    // YouTube through the Sematkan dialog (a link it cannot embed is refused first)…
    await page.getByRole("button", { name: tb.embed, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: tb.embedTitle });
    await dialog.getByLabel(tb.embedLink).fill("https://contoh.id/bukan-video");
    await dialog.getByRole("button", { name: tb.embed, exact: true }).click();
    await dialog.getByText(tb.embedUnsupported).waitFor();
    await dialog.getByLabel(tb.embedLink).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await dialog.getByRole("button", { name: tb.embed, exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    // …and X by pasting its link on its own.
    await content.locator("p").first().click();
    await content.evaluate((element, link) => {
      const data = new DataTransfer();
      data.setData("text/plain", link);
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, "https://x.com/kpu/status/1700000000000000000");
    await expect
      .poll(() =>
        content
          .locator("figure[data-embed]")
          .evaluateAll((all) => all.map((figure) => figure.getAttribute("data-embed")).sort()),
      )
      .toEqual(["x", "youtube"]);

    await page.getByRole("button", { name: tb.bacaJuga, exact: true }).click();
    const search = page.getByRole("dialog", { name: tb.bacaJugaTitle });
    await search.getByLabel(tb.bacaJugaSearch).fill("Jadwal Pemungutan");
    await search.getByRole("button", { name: "Jadwal Pemungutan Suara" }).click();
    await expect.poll(() => content.locator("p.baca-juga a").count()).toBe(1);
    expect(await page.getByText(/\d+ kata · \d+ menit baca/).count()).toBe(1);

    await page.getByRole("checkbox", { name: new RegExp(`^${e.published}`) }).check();
    // Ctrl+S saves, as the save button does.
    await page.keyboard.press("Control+s");
    await page.waitForURL("/admin/dashboard");

    const reader = await context.newPage();
    await reader.goto("/blog/liputan-pleno-kota");
    const story = reader.locator(".prose-warta");
    await expect.poll(() => story.locator("table th").count()).toBe(2);
    expect(await story.locator("figure.gallery img").count()).toBe(2);
    expect(await story.locator("p.baca-juga a").getAttribute("href")).toMatch(/^\/blog\//);
    await islandReady(reader, "embeds");
    expect(await reader.getByRole("button", { name: /^Muat/ }).count()).toBe(2);
  });
});
