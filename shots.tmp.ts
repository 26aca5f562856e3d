import { chromium } from "playwright-core";
import { setPostTags } from "~/.server/db/tags";
import { sessionFor } from "./tests/support/admin";
import { startServer } from "./tests/support/server";

const server = await startServer({ seed: true, env: { TRUST_PROXY: "loopback" } });
try {
  const posts = await server.db.selectFrom("posts").select("id").orderBy("id").execute();
  for (const [i, post] of posts.entries()) {
    const tags = [{ name: "Ekonomi Digital", slug: "ekonomi-digital" }];
    if (i % 2 === 0) tags.push({ name: "Jakarta", slug: "jakarta" });
    if (i % 3 === 0) tags.push({ name: "Kecerdasan Buatan untuk Sekolah Menengah", slug: "kecerdasan-buatan-untuk-sekolah-menengah" });
    await setPostTags(server.db, post.id, tags);
  }
  await server.db.updateTable("tags").set({ description: "Liputan tentang ekonomi digital Indonesia: e-commerce, fintech, dan usaha rintisan." }).where("slug", "=", "ekonomi-digital").execute();
  const cookie = await sessionFor(server, "redaksi@contoh.id");
  const [name, value] = cookie.split("=", 2) as [string, string];
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  const firstSlug = (await server.db.selectFrom("posts").select("slug").where("id", "=", posts[0]!.id).executeTakeFirstOrThrow()).slug;
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, colorScheme: scheme });
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      page.on("console", (m) => { if (m.type() === "error") console.log("console error", m.text()); });
      for (const [label, path] of [["tag", "/tag/ekonomi-digital"], ["admin", "/admin/tags"], ["editor", `/admin/articles/${posts[0]!.id}/edit`], ["article", `/blog/${firstSlug}`]] as const) {
        await page.goto(path);
        await page.waitForTimeout(700);
        if (label === "admin") await page.locator("summary").first().click();
        if (label === "editor") await page.locator('input[name="tags"]').scrollIntoViewIfNeeded();
        if (label === "article") await page.locator('nav[aria-label="Tag artikel"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/tags-shots/${label}-${width}-${scheme}.png`, fullPage: label === "tag" || label === "admin" });
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
