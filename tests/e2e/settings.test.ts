import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { signUp, submitCredentials, toast } from "../support/admin-browser";
import { browserSuite } from "../support/browser";

const suite = browserSuite();
const t = texts.settings;

describe("Pengaturan", () => {
  it("renames the site and changes its phone: header, footer, title, og:site_name and RSS follow", async () => {
    const { page } = await suite.newPage();
    await signUp(page, "pemilik@contoh.id");

    await page.getByRole("link", { name: t.tab, exact: true }).click();
    await page.waitForURL("/admin/settings");
    await page.getByLabel(t.name, { exact: true }).fill("Suara Lembah");
    await page.getByLabel(t.phone, { exact: true }).fill("+62 361 777 888");
    await page.getByRole("button", { name: t.save }).click();
    await expect.poll(() => toast(page, t.saved).count()).toBe(1);
    // The dashboard's own header follows at once.
    await expect.poll(() => page.locator("header").first().textContent()).toContain("Suara Lembah");

    await page.goto("/");
    expect(await page.title()).toBe(`Suara Lembah: ${texts.site.tagline}`);
    expect(await page.locator("header").first().textContent()).toContain("Suara Lembah");
    const footer = page.locator("footer");
    expect(await footer.textContent()).toContain("+62 361 777 888");
    expect(await footer.textContent()).toContain(
      texts.footer.copyright(new Date().getFullYear(), "Suara Lembah"),
    );
    expect(await page.locator('meta[property="og:site_name"]').getAttribute("content")).toBe(
      "Suara Lembah",
    );

    const rss = await page.request.get("/rss.xml");
    const feed = await new Parser().parseString(await rss.text());
    expect(feed.title).toBe(texts.feed.title("Suara Lembah"));
  });

  it("refuses a bad value beside its field and keeps the old one", async () => {
    const { page } = await suite.newPage();
    await page.goto("/admin/auth");
    await submitCredentials(page, "pemilik@contoh.id", texts.auth.signInButton);
    await page.waitForURL("/admin/dashboard");
    await page.goto("/admin/settings");
    await page.getByLabel("Instagram", { exact: true }).fill("javascript:alert(1)");
    await page.getByRole("button", { name: t.save }).click();
    await expect
      .poll(() => page.locator('[id="social.instagram-error"]').textContent())
      .toBe(t.urlInvalid);
    await page.goto("/");
    expect(await page.locator('footer a[aria-label="Instagram"]').getAttribute("href")).toBe(
      "https://www.instagram.com/",
    );
  });

  it("closes sign-up: the form says so and a new account is refused", async () => {
    const admin = await suite.newPage();
    await admin.page.goto("/admin/auth");
    await submitCredentials(admin.page, "pemilik@contoh.id", texts.auth.signInButton);
    await admin.page.waitForURL("/admin/dashboard");
    await admin.page.goto("/admin/settings");
    await admin.page.getByLabel(t.signupOpen).uncheck();
    await admin.page.getByRole("button", { name: t.save }).click();
    await expect.poll(() => toast(admin.page, t.saved).count()).toBe(1);
    await admin.context.close();

    const { page } = await suite.newPage();
    await page.goto("/admin/auth");
    await page.getByRole("link", { name: texts.auth.toSignUp }).click();
    await expect.poll(() => page.getByText(t.signupClosedText).isVisible()).toBe(true);
    expect(await page.getByText(t.signupClosed, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel(texts.auth.password).count()).toBe(0);

    // A hand-made post is refused by the server too.
    const answer = await page.request.post("/admin/auth", {
      form: { intent: "sign-up", email: "penyusup@contoh.id", password: "rahasia-uji-123" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(
      await suite.server.db
        .selectFrom("user")
        .select("email")
        .where("email", "=", "penyusup@contoh.id")
        .execute(),
    ).toEqual([]);
  });
});
