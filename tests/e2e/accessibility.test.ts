import type { Cookie } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "~/.server/db/values";
import { signUp } from "../support/admin-browser";
import { axeViolations, sidewaysScrollers } from "../support/axe";
import { browserSuite } from "../support/browser";
import { makePost } from "../support/factories";
import { makeComment } from "../support/moderation";
import { startServer } from "../support/server";

// Every screen, light and dark, on a phone (390 px) and a desktop (1280 px): no WCAG 2.1 AA
// violation anywhere, and nothing on an admin screen scrolls sideways on the phone.
const suite = browserSuite(() => startServer({ seed: true }));

const widths = [390, 1280] as const;
const themes = ["light", "dark"] as const;

let cookies: Cookie[] = [];
let post = { id: 0, slug: "" };

beforeAll(async () => {
  const { db } = suite.server;
  post = await makePost(db, { title: "Aksesibilitas untuk Semua" });
  await makeComment(db, post.id, { authorName: "Budi", content: "Menunggu moderasi." });
  await makeComment(db, post.id, {
    authorName: "Sari",
    content: "Tulisan bagus.",
    status: "approved",
  });
  await db
    .insertInto("subscribers")
    .values({ email: "pembaca@contoh.id", token: "a".repeat(32), created_at: nowIso() })
    .execute();

  // The admin signs up once; a second account waits for approval ("Setujui", "(Anda)").
  const first = await suite.newPage();
  await signUp(first.page, "redaksi@contoh.id");
  cookies = (await first.context.storageState()).cookies;
  await first.context.close();
  const other = await suite.newPage();
  await signUp(other.page, "calon@contoh.id");
  await other.context.close();
}, 120_000);

const publicScreens = () => [
  "/",
  "/kategori/teknologi",
  "/?q=tidakadayangcocok",
  `/blog/${post.slug}`,
  "/alamat-yang-tidak-ada",
  "/newsletter/unsubscribe?token=salah",
  "/admin/auth",
  "/admin/auth?mode=daftar",
];
const adminScreens = () => [
  "/admin/dashboard",
  "/admin/articles/new",
  `/admin/articles/${post.id}/edit`,
  "/admin/users",
  "/admin/comments",
  "/admin/comments?status=approved",
  "/admin/subscribers",
  "/admin/settings",
  "/admin/media",
];

describe("every screen", () => {
  for (const width of widths) {
    for (const colorScheme of themes) {
      it(`has no WCAG 2.1 AA violation at ${width} px, ${colorScheme}`, async () => {
        const problems: string[] = [];
        const { page, context } = await suite.newPage({ width, colorScheme });
        await page.emulateMedia({ reducedMotion: "reduce" });
        for (const path of [...publicScreens(), ...adminScreens()]) {
          const admin = adminScreens().includes(path);
          if (admin) await context.addCookies(cookies);
          else await context.clearCookies();
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`);
          // Nothing on an admin screen may scroll sideways on a phone, nor any page as a whole.
          if (width === 390) {
            for (const scroller of await sidewaysScrollers(page)) {
              if (admin || scroller.startsWith("page:")) {
                problems.push(`${path}: scrolls sideways: ${scroller}`);
              }
            }
          }
        }
        // The unsubscribe page answers a wrong token with 400 on purpose.
        suite.ignoreErrors(/status of 400/);
        await context.close();
        expect(problems).toEqual([]);
      }, 300_000);
    }
  }
});
