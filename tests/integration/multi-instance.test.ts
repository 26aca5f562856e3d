import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { makePost } from "../support/factories";
import { cardTitles, loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

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
      startServer({ databaseUrl: database.url, cache: true, seed: true }),
      startServer({ databaseUrl: database.url, cache: true, seed: true }),
    ]);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it("migrates and seeds once when they start together", async () => {
    const rows = await sql<{ n: string }>`select count(*) as n from posts`.execute(a.db);
    const seeded = Number(rows.rows[0]?.n);
    expect(seeded).toBeGreaterThan(0);
    const slugs = await a.db.selectFrom("posts").select("slug").execute();
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(seeded);
  });

  it("shows on B, within a second, an article published through A", async () => {
    const { slug } = await makePost(a.db, { title: "Draf Lintas Instans", published: false });
    await b.fetch("/");
    expect((await b.fetch("/")).headers.get("x-cache")).toBe("HIT");
    expect((await b.fetch(`/blog/${slug}`)).status).toBe(404);

    await sql`update posts set published = true, created_at = ${new Date().toISOString()} where slug = ${slug}`.execute(
      a.db,
    );

    await expect
      .poll(async () => cardTitles(await loadHtml(await b.fetch("/"))), {
        timeout: 1000,
        interval: 50,
      })
      .toContain("Draf Lintas Instans");
    await expect
      .poll(async () => (await b.fetch(`/blog/${slug}`)).status, { timeout: 1000, interval: 50 })
      .toBe(200);
  });
});
