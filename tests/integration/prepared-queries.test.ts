import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";
import { prepared } from "~/.server/db/prepared";
import { createTestDatabase, type TestDatabase } from "../support/database";

// A prepared query is compiled once with markers for its arguments; every later call must run
// with its own values, on SQLite and on PostgreSQL alike.
let database: TestDatabase;
let db: DB;

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.url);
  await migrateToLatest(db);
  await db.deleteFrom("settings").execute();
  await db
    .insertInto("settings")
    .values([
      { key: "prepared.a", value: "satu" },
      { key: "prepared.b", value: "dua" },
      { key: "prepared.c", value: "tiga" },
    ])
    .execute();
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const byKey = prepared((db: DB, key: string) =>
  db.selectFrom("settings").select(["key", "value"]).where("key", "=", key),
);

// Two arguments, one of them used twice, beside values the query fixes itself.
const between = prepared((db: DB, from: string, to: string) =>
  db
    .selectFrom("settings")
    .select("key")
    .where("key", "like", "prepared.%")
    .where("key", ">=", from)
    .where("key", "<=", to)
    .where("value", "!=", "tidak ada")
    .orderBy(sql`case when ${from} = key then 0 else 1 end`)
    .orderBy("key", "desc"),
);

describe("prepared queries", () => {
  it("run with each call's values, not the first call's", async () => {
    expect(await byKey(db, "prepared.a")).toEqual([{ key: "prepared.a", value: "satu" }]);
    expect(await byKey(db, "prepared.b")).toEqual([{ key: "prepared.b", value: "dua" }]);
    expect(await byKey(db, "prepared.x")).toEqual([]);
    expect(await byKey(db, "prepared.a")).toEqual([{ key: "prepared.a", value: "satu" }]);
  });

  it("keep the values the query fixes and put each argument wherever it is used", async () => {
    const keys = async (from: string, to: string) =>
      (await between(db, from, to)).map(({ key }) => key);
    expect(await keys("prepared.a", "prepared.c")).toEqual([
      "prepared.a",
      "prepared.c",
      "prepared.b",
    ]);
    expect(await keys("prepared.b", "prepared.c")).toEqual(["prepared.b", "prepared.c"]);
    expect(await keys("prepared.c", "prepared.a")).toEqual([]);
  });

  it("refuse a query whose shape depends on an argument", async () => {
    const shaped = prepared((db: DB, key: string) =>
      db
        .selectFrom("settings")
        .select("key")
        .$if(key === "prepared.a", (qb) => qb.where("key", "=", key)),
    );
    await expect(shaped(db, "prepared.a")).rejects.toThrow(/more than a value/);
  });
});
