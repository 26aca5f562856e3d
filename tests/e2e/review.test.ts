import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { signUp, submitCredentials, toast } from "../support/admin-browser";
import { browserSuite } from "../support/browser";
import { startServer } from "../support/server";

// Editorial review end to end: a Kontributor writes and submits; an Editor finds it under
// Perlu ditinjau and sends it back with a note; the Kontributor reads the note, fixes and
// resubmits; the Editor publishes; readers see the article.

const suite = browserSuite(() => startServer({ env: { TRUST_PROXY: "loopback" } }));
const e = texts.editor;
const r = texts.review;
const title = "Banjir Rob di Pesisir Demak";

async function signIn(page: Page, email: string) {
  await page.goto("/admin/auth");
  await submitCredentials(page, email, texts.auth.signInButton);
  await page.waitForURL("/admin/dashboard");
}

async function account(email: string, role: string) {
  const { page, context } = await suite.newPage();
  await page.goto("/admin/auth?mode=daftar");
  await submitCredentials(page, email, texts.auth.signUpButton);
  await page.getByRole("heading", { level: 1, name: texts.auth.pending }).waitFor();
  await context.close();
  await suite.server.db.updateTable("user").set({ role }).where("email", "=", email).execute();
}

describe("editorial review", () => {
  it("goes from a Kontributor's draft through a note to a published article", async () => {
    const { page: admin } = await suite.newPage();
    await signUp(admin, "admin@contoh.id");
    await account("kontributor@contoh.id", "kontributor");
    await account("editor@contoh.id", "editor");

    // The Kontributor writes; their editor offers no publishing, only Kirim untuk ditinjau.
    const { page: writer } = await suite.newPage();
    await signIn(writer, "kontributor@contoh.id");
    await writer.goto("/admin/articles/new");
    expect(
      await writer.getByRole("checkbox", { name: new RegExp(`^${e.published}`) }).count(),
    ).toBe(0);
    await writer.getByLabel(e.title, { exact: true }).fill(title);
    await writer.getByLabel(e.category).selectOption({ label: "Sosial" });
    // The byline is the writer's own profile, chosen for them.
    await writer.getByLabel(e.summary).fill("Air laut kembali masuk ke rumah warga.");
    await writer.getByRole("textbox", { name: e.content }).click();
    await writer.keyboard.type("Warga meninggikan lantai rumah untuk ketiga kalinya.");
    await writer.getByRole("button", { name: r.submit }).click();
    await writer.waitForURL("/admin/dashboard");
    await expect.poll(() => toast(writer, r.submittedTitle).count()).toBe(1);
    const row = writer.getByTestId("baris-artikel").filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain(r.inReview);

    // The Editor finds it under Perlu ditinjau, with the count, and sends it back with a note.
    const { page: editor } = await suite.newPage();
    await signIn(editor, "editor@contoh.id");
    const queue = editor.getByRole("region", { name: r.queueTitle });
    await expect
      .poll(() => queue.getByTestId("review-badge").locator("[aria-hidden]").textContent())
      .toBe("1");
    await queue.getByRole("link", { name: title }).click();
    await editor.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    const note = "Tambahkan keterangan dari BPBD Demak dan jumlah rumah yang terdampak.";
    await editor.getByLabel(r.noteLabel).fill(note);
    await editor.getByRole("button", { name: r.returnButton }).click();
    await editor.waitForURL("/admin/dashboard");
    await expect.poll(() => toast(editor, r.returnedTitle).count()).toBe(1);
    await expect.poll(() => queue.getByText(r.queueEmpty).count()).toBe(1);

    // The Kontributor sees the note in their editor, fixes the article and submits it again.
    await writer.goto("/admin/dashboard");
    await writer.getByRole("link", { name: texts.admin.edit(title) }).click();
    await writer.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    await expect.poll(() => writer.getByTestId("catatan-editor").textContent()).toBe(note);
    await writer.getByLabel(e.summary).fill("Menurut BPBD Demak, 1.200 rumah terendam air laut.");
    await writer.getByRole("button", { name: r.submit }).click();
    await writer.waitForURL("/admin/dashboard");
    await expect.poll(() => toast(writer, r.submittedTitle).count()).toBe(1);

    // The Editor publishes it from the review.
    await editor.goto("/admin/dashboard");
    await queue.getByRole("link", { name: title }).click();
    await editor.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    await editor.getByTestId("menunggu-tinjauan").waitFor();
    await editor.getByRole("button", { name: r.publish, exact: true }).click();
    await editor.waitForURL("/admin/dashboard");
    await expect.poll(() => queue.getByText(r.queueEmpty).count()).toBe(1);

    // Readers see it.
    const post = await suite.server.db
      .selectFrom("posts")
      .select(["slug", "published", "in_review", "review_note"])
      .where("title", "=", title)
      .executeTakeFirstOrThrow();
    expect([Boolean(post.published), Boolean(post.in_review), post.review_note]).toEqual([
      true,
      false,
      null,
    ]);
    await writer.goto(`/blog/${post.slug}`);
    await expect.poll(() => writer.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    // The byline names the Kontributor and links to their author page, which lists the article.
    const profile = await suite.server.db
      .selectFrom("author_profiles")
      .innerJoin("user", "user.id", "author_profiles.user_id")
      .select(["author_profiles.slug", "author_profiles.name"])
      .where("user.email", "=", "kontributor@contoh.id")
      .executeTakeFirstOrThrow();
    const byline = writer.locator(`main a[href="/penulis/${profile.slug}"]`).first();
    await expect.poll(() => byline.textContent()).toContain(profile.name);
    await byline.click();
    await writer.waitForURL(`/penulis/${profile.slug}`);
    await expect.poll(() => writer.locator("main").textContent()).toContain(title);

    const log = await suite.server.db
      .selectFrom("activity_log")
      .select(["actor_email", "action"])
      .where("action", "like", "article.%")
      .orderBy("id")
      .execute();
    expect(log).toEqual([
      { actor_email: "kontributor@contoh.id", action: "article.submit" },
      { actor_email: "editor@contoh.id", action: "article.return" },
      { actor_email: "kontributor@contoh.id", action: "article.submit" },
      { actor_email: "editor@contoh.id", action: "article.publish" },
    ]);
  });
});
