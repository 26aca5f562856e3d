import { describe, expect, it } from "vitest";
import { utcToZonedInput } from "~/lib/schedule";
import { texts } from "~/.server/texts";
import { signUp, submitCredentials, toast } from "../support/admin-browser";
import { axeViolations, sidewaysScrollers } from "../support/axe";
import { browserSuite } from "../support/browser";
import { makePost } from "../support/factories";

const suite = browserSuite();
const t = texts.schedule;
const phone = { width: 390, height: 844 };

describe("Jadwalkan", () => {
  it("schedules a draft from the editor and lists it under Terjadwal, on a phone", async () => {
    const { page, context } = await suite.newPage(phone);
    await signUp(page, "redaksi@contoh.id");
    const title = "Liputan Pagi yang Dijadwalkan";
    const post = await makePost(suite.server.db, { title, published: false });
    const when = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const typed = `${utcToZonedInput(when.toISOString(), "Asia/Jakarta").slice(0, 11)}06:00`;

    await page.goto(`/admin/articles/${post.id}/edit`);
    await page.getByLabel(`${t.publishAt} (WIB)`).fill(typed);
    await page.getByLabel(texts.editorNewsletter.send).check();
    await page.getByRole("button", { name: t.schedule }).click();
    await page.waitForURL("/admin/dashboard");
    await expect.poll(() => toast(page, t.scheduled).count()).toBe(1);
    const row = page.getByTestId("baris-artikel").filter({ hasText: title });
    expect(await row.textContent()).toContain(t.status);

    await page.getByRole("link", { name: t.tab, exact: true }).click();
    await page.waitForURL("/admin/scheduled");
    const listed = page.getByTestId("baris-terjadwal").filter({ hasText: title });
    expect(await listed.textContent()).toContain("06.00 WIB");
    expect(await listed.textContent()).toContain(t.newsletterYes);

    await page.goto(`/admin/articles/${post.id}/edit`);
    expect(await page.getByTestId("status-jadwal").textContent()).toContain("06.00 WIB");
    await page.getByRole("button", { name: t.unschedule }).click();
    await expect.poll(() => toast(page, t.unscheduled).count()).toBe(1);
    await page.goto("/admin/scheduled");
    expect(await page.getByText(t.empty).count()).toBe(1);
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`has no WCAG 2.1 AA violation in the schedule box and Terjadwal (${colorScheme})`, async () => {
      const { page, context } = await suite.newPage({ ...phone, colorScheme });
      await page.goto("/admin/auth");
      await submitCredentials(page, "redaksi@contoh.id", texts.auth.signInButton);
      await page.waitForURL("/admin/dashboard");
      const post = await makePost(suite.server.db, { title: "Draf Aksesibel", published: false });
      await suite.server.db
        .updateTable("posts")
        .set({ scheduled_at: new Date(Date.now() + 86_400_000).toISOString() })
        .where("id", "=", post.id)
        .execute();
      for (const path of [`/admin/articles/${post.id}/edit`, "/admin/scheduled"]) {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
        expect(await sidewaysScrollers(page)).toEqual([]);
      }
      await context.close();
    });
  }
});
