import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import { createPost } from "../db/post-writes";
import { AudienceCounter } from "./counter";

// A real SQLite database; the failure is a real one (the counters' table is away for a moment).
describe("AudienceCounter", () => {
  const dir = mkdtempSync(join(tmpdir(), "warta-counter-"));
  let db: DB;
  let postId = 0;

  beforeAll(async () => {
    db = openDatabase(`file:${join(dir, "warta.db")}`);
    await migrateToLatest(db);
    const category = await db.selectFrom("categories").select("id").executeTakeFirstOrThrow();
    postId = await createPost(db, {
      title: "Dihitung",
      slug: "dihitung",
      summary: "Ringkasan.",
      content: "<p>Isi.</p>",
      image: null,
      categoryId: category.id,
      author: null,
      published: true,
    });
  });

  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the counts of a flush that failed for the next one", async () => {
    const counter = new AudienceCounter(db, () => new Date());
    const { day } = await counter.today("Asia/Jakarta");
    counter.record(day, { visitor: "a", postId, sources: [["device", "mobile"]] });
    counter.record(day, { visitor: "b", postId, sources: [] });
    await sql`alter table audience_daily rename to audience_daily_away`.execute(db);
    await expect(counter.flush()).rejects.toThrow();
    await sql`alter table audience_daily_away rename to audience_daily`.execute(db);
    counter.record(day, { visitor: "a", postId, sources: [] });
    await counter.flush();
    const row = await db
      .selectFrom("audience_daily")
      .select(["views", "visitors"])
      .where("post_id", "=", postId)
      .executeTakeFirstOrThrow();
    expect([Number(row.views), Number(row.visitors)]).toEqual([3, 2]);
  });

  it("lets the event loop answer while a large batch is written", async () => {
    const counter = new AudienceCounter(db, () => new Date());
    const { day } = await counter.today("Asia/Jakarta");
    for (let i = 0; i < 2000; i++) {
      counter.record(day, { visitor: `pembaca-${i}`, postId, sources: [] });
    }
    let finished = false;
    let answeredDuringFlush = false;
    setImmediate(() => {
      answeredDuringFlush = !finished;
    });
    await counter.flush();
    finished = true;
    expect(answeredDuringFlush).toBe(true);
  });

  it("starts the site's new day on the minute it begins", async () => {
    let now = new Date("2026-11-28T16:59:59.500Z");
    const counter = new AudienceCounter(db, () => now);
    expect((await counter.today("Asia/Jakarta")).day).toBe("2026-11-28");
    now = new Date("2026-11-28T17:00:00.000Z");
    const next = await counter.today("Asia/Jakarta");
    expect(next.day).toBe("2026-11-29");
    expect((await counter.today("Asia/Makassar")).day).toBe("2026-11-29");
    now = new Date("2026-11-28T16:00:00.000Z");
    expect((await counter.today("Asia/Makassar")).day).toBe("2026-11-29");
    expect((await counter.today("Asia/Jakarta")).day).toBe("2026-11-28");
  });
});
