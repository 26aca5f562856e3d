import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { newAddress } from "../support/addresses";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { postComment } from "../support/comments";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { makePost } from "../support/factories";
import { run, stackTrace } from "../support/process";
import { startServer, type TestServer } from "../support/server";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("a PostgreSQL restart, as two instances see it", () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let name: string;

  /** Runs one statement on the server's maintenance database, outside the app's own. */
  async function asAdmin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  /** Ends every connection to the app's database: what a restart or a hosted idle cut does. */
  const terminateAll = () =>
    asAdmin(`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = '${name}' and pid <> pg_backend_pid()`);

  beforeAll(async () => {
    database = await createTestDatabase();
    name = new URL(database.url).pathname.slice(1);
    [a, b] = await Promise.all([
      startServer({ databaseUrl: database.url, cache: true, env: adminServerEnv }),
      startServer({ databaseUrl: database.url, cache: true, env: adminServerEnv }),
    ]);
  });

  afterAll(async () => {
    await asAdmin(`alter database ${name} allow_connections true`).catch(() => undefined);
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  const cachedOnB = async (path: string) => {
    await b.fetch(path);
    return (await b.fetch(path)).headers.get("x-cache");
  };

  it("serves pages, an admin write and B's invalidation again after every backend was terminated", async () => {
    const cookie = await sessionFor(a, "redaksi@contoh.id");
    const { id, slug } = await makePost(a.db, { title: "Setelah Restart", published: false });
    await expect.poll(() => cachedOnB("/")).toBe("HIT");

    await terminateAll();

    await expect.poll(async () => (await a.fetch("/")).status).toBe(200);
    expect((await b.fetch(`/blog/${slug}`)).status).toBe(404);
    // B caches again only once its LISTEN connection is back.
    await expect.poll(() => cachedOnB("/"), { timeout: 10_000 }).toBe("HIT");

    expect((await editArticle(a, cookie, id, { published: "on" })).status).toBe(302);
    await expect.poll(async () => (await b.fetch(`/blog/${slug}`)).status).toBe(200);
    expect((await a.fetch("/healthz")).status).toBe(200);
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);
  });

  it("keeps both processes alive through forty terminations in the middle of their queries", async () => {
    for (let round = 0; round < 40; round++) {
      // The requests are under way when the connections die: a client in use loses its socket.
      const pages = Promise.all([a.fetch("/"), b.fetch("/")].map((page) => page.catch(() => null)));
      await terminateAll();
      await pages;
      await new Promise((resolve) => setTimeout(resolve, (round % 5) * 50));
    }
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);
    await expect.poll(async () => (await a.fetch("/")).status, { timeout: 10_000 }).toBe(200);
    await expect.poll(async () => (await b.fetch("/")).status, { timeout: 10_000 }).toBe(200);
  });

  it("answers 503 with Retry-After while the database refuses connections, then recovers by itself", async () => {
    const post = await makePost(a.db, { title: "Kabar sebelum pemadaman" });
    await asAdmin(`alter database ${name} allow_connections false`);
    await terminateAll();

    const page = await a.fetch("/");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await page.text();
    expect(html).toContain(texts.operations.unavailableTitle);
    expect(html).not.toMatch(stackTrace);

    // B learns of it from a client-side navigation: the data request that fails gets the same
    // 503, not React Router's 500.
    const data = await b.fetch(`/blog/${post.slug}.data`);
    expect(data.status).toBe(503);
    expect(data.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await data.text()).toContain(texts.operations.unavailableTitle);

    const health = await b.fetch("/healthz");
    expect(health.status).toBe(503);
    expect(health.headers.get("content-type")).toContain("application/json");
    expect(await health.json()).toEqual({ status: "unavailable" });

    await asAdmin(`alter database ${name} allow_connections true`);
    await expect.poll(async () => (await a.fetch("/")).status, { timeout: 10_000 }).toBe(200);
    await expect.poll(async () => (await b.fetch("/healthz")).status).toBe(200);
    await expect.poll(() => cachedOnB("/"), { timeout: 10_000 }).toBe("HIT");
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);
  });
});

describe.skipIf(adminUrl)("SQLite with writers in other processes", () => {
  let server: TestServer;
  let other: TestServer | undefined;

  beforeAll(async () => {
    server = await startServer({ env: adminServerEnv });
  });

  afterEach(async () => {
    await other?.stop();
    other = undefined;
  });

  afterAll(async () => {
    await server?.stop();
  });

  const comment = (target: TestServer, slug: string, content: string) =>
    postComment(target, slug, { name: "Pembaca", email: "p@contoh.id", content }, newAddress());

  it("waits while another process holds the write lock, instead of failing", async () => {
    const { id: postId, slug } = await makePost(server.db, { title: "Kunci Tulis" });
    const path = server.databaseUrl.slice("file:".length);
    // Another process takes the write lock and keeps it for a moment: long enough for the
    // comment below to reach the server while it is held (without a busy timeout that write
    // fails at once with SQLITE_BUSY), far shorter than the server's 5 s busy timeout.
    const holder = run(
      process.execPath,
      [
        "-e",
        `const { DatabaseSync } = require("node:sqlite");
         const db = new DatabaseSync(process.argv[1]);
         db.exec("begin immediate");
         db.exec("insert into settings (key, value) values ('lock-test', 'x')");
         console.log("locked");
         setTimeout(() => { db.exec("commit"); console.log("released"); }, 1500);`,
        path,
      ],
      { ...process.env },
    );
    await holder.waitForLine((line) => line === "locked");

    const answer = await comment(server, slug, "Menunggu giliran menulis.");
    expect(answer.status).toBe(200);
    expect(await holder.exited).toBe(0);
    expect(holder.lines).toEqual(["locked", "released"]);

    const stored = await server.db
      .selectFrom("comments")
      .select("content")
      .where("post_id", "=", postId)
      .execute();
    expect(stored.map((row) => row.content)).toEqual(["Menunggu giliran menulis."]);
  });

  it("starts while another process holds the whole file, instead of failing", async () => {
    const database = await createTestDatabase();
    try {
      // In exclusive locking mode a write keeps the file's lock until the connection closes: a
      // starting server's first statement meets it, as a worker's did when workers started at
      // once and another was rebuilding the WAL index (CI saw that start fail).
      const holder = run(
        process.execPath,
        [
          "-e",
          `const { DatabaseSync } = require("node:sqlite");
           const db = new DatabaseSync(process.argv[1]);
           db.exec("pragma journal_mode = wal");
           db.exec("pragma locking_mode = exclusive");
           db.exec("create table lock_test (id integer primary key)");
           console.log("locked");
           setTimeout(() => { db.close(); console.log("released"); }, 1500);`,
          database.url.slice("file:".length),
        ],
        { ...process.env },
      );
      await holder.waitForLine((line) => line === "locked");

      other = await startServer({ databaseUrl: database.url, env: adminServerEnv });
      expect((await other.fetch("/")).status).toBe(200);
      expect(await holder.exited).toBe(0);
      expect(holder.lines).toEqual(["locked", "released"]);
      await other.stop();
      other = undefined;
    } finally {
      await database.drop();
    }
  });

  it("stores every comment when two servers on one file write at once", async () => {
    other = await startServer({ databaseUrl: server.databaseUrl, env: adminServerEnv });
    const { id: postId, slug } = await makePost(server.db, { title: "Dua Penulis" });
    const contents = Array.from({ length: 24 }, (_, n) => `Komentar serentak nomor ${n}.`);
    const statuses = await Promise.all(
      contents.map((content, n) => comment(n % 2 ? server : (other as TestServer), slug, content)),
    ).then((answers) => answers.map((answer) => answer.status));

    expect(statuses).toEqual(contents.map(() => 200));
    const stored = await sql<{ content: string }>`select content from comments
      where post_id = ${postId}`.execute(server.db);
    expect(stored.rows.map((row) => row.content).sort()).toEqual([...contents].sort());
  });
});
