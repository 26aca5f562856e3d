import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { makeComment, moderate, publicComments } from "../support/moderation";
import { cardTitles, loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { saveSettings } from "../support/settings";
import { texts } from "~/.server/texts";

// Several instances share one PostgreSQL; only meaningful there.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("several instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Both start at once on an empty database: migrations and the demo seed must not collide.
    [a, b] = await Promise.all([
      startServer({ databaseUrl: database.url, cache: true, seed: true, env: adminServerEnv }),
      startServer({ databaseUrl: database.url, cache: true, seed: true, env: adminServerEnv }),
    ]);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  // A write made just before (a new post) is announced to B a moment later and may drop the
  // first copy B stores; B must hold the page again soon after.
  async function expectCachedOnB(path: string) {
    await expect
      .poll(async () => (await b.fetch(path)).headers.get("x-cache"), {
        timeout: 2000,
        interval: 50,
      })
      .toBe("HIT");
  }

  it("migrates and seeds once when they start together", async () => {
    const rows = await sql<{ n: string }>`select count(*) as n from posts`.execute(a.db);
    const seeded = Number(rows.rows[0]?.n);
    expect(seeded).toBeGreaterThan(0);
    const slugs = await a.db.selectFrom("posts").select("slug").execute();
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(seeded);
  });

  it("shows on B, within a second, an article published through A", async () => {
    const cookie = await sessionFor(a, "redaksi@contoh.id");
    const { id, slug } = await makePost(a.db, { title: "Draf Lintas Instans", published: false });
    await expectCachedOnB("/");
    expect((await b.fetch(`/blog/${slug}`)).status).toBe(404);

    expect((await editArticle(a, cookie, id, { published: "on" })).status).toBe(302);

    await expect
      .poll(async () => (await b.fetch(`/blog/${slug}`)).status, { timeout: 1000, interval: 50 })
      .toBe(200);
    await expect
      .poll(async () => cardTitles(await loadHtml(await b.fetch("/"))), {
        timeout: 1000,
        interval: 50,
      })
      .toContain("Draf Lintas Instans");
  });

  it("shows on B, within a second, a comment approved through A", async () => {
    const cookie = await sessionFor(a, "redaksi@contoh.id");
    const { id: postId, slug } = await makePost(a.db, { title: "Artikel Berkomentar" });
    const commentId = await makeComment(a.db, postId, { content: "Setuju sekali." });
    await expectCachedOnB(`/blog/${slug}`);
    expect(await publicComments(b, slug)).toEqual([]);

    expect((await moderate(a, cookie, "approve", [commentId])).status).toBeLessThan(400);

    await expect
      .poll(() => publicComments(b, slug), { timeout: 1000, interval: 50 })
      .toEqual(["Setuju sekali."]);
  });

  it("shows on B, within a second, a site name and phone saved in Pengaturan on A", async () => {
    const cookie = await sessionFor(a, "redaksi@contoh.id");
    await expectCachedOnB("/");
    // The sign-in screen is never page-cached: it reads the settings from B's own memory.
    const signInTitle = async () => (await loadHtml(await b.fetch("/admin/auth")))("title").text();
    expect(await signInTitle()).toBe(`${texts.auth.signInTitle} | ${texts.site.name}`);

    const saved = await saveSettings(a, cookie, { name: "Warta Lintas", phone: "+62 21 999" });
    expect(saved.status).toBe(200);

    await expect
      .poll(signInTitle, { timeout: 1000, interval: 50 })
      .toBe(`${texts.auth.signInTitle} | Warta Lintas`);
    await expect
      .poll(async () => (await loadHtml(await b.fetch("/")))("footer").text(), {
        timeout: 1000,
        interval: 50,
      })
      .toContain("+62 21 999");
  });

  it("stops caching when its LISTEN connection is lost, and caches again once reconnected", async () => {
    await b.fetch("/?page=1");
    expect((await b.fetch("/?page=1")).headers.get("x-cache")).toBe("HIT");
    const databaseName = new URL(database.url).pathname.slice(1);
    // Ends every LISTEN connection to this database: both instances lose their change feed.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = ${databaseName} and query = 'LISTEN warta_changes'`.execute(a.db);

    await expect
      .poll(async () => (await b.fetch("/?page=1")).headers.get("x-cache"), {
        timeout: 2000,
        interval: 20,
      })
      .toBeNull();
    await expect
      .poll(
        async () => {
          await b.fetch("/?page=1");
          return (await b.fetch("/?page=1")).headers.get("x-cache");
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe("HIT");
  });
});
