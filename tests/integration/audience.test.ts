import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPopularIds } from "~/.server/db/audience";
import { openDatabase } from "~/.server/db/connection";
import { texts as serverTexts } from "~/.server/texts";
import { texts } from "~/lib/admin-texts";
import { beaconPath } from "~/lib/beacon-path";
import { sessionFor } from "../support/admin";
import {
  countsOf,
  everyTableAsText,
  quickAudienceEnv,
  readerAgent,
  sendBeacon,
} from "../support/audience";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";
import { saveSettings } from "../support/settings";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function flushed(
  server: TestServer,
  postId: number,
  expected: { views: number; visitors: number },
) {
  await expect
    .poll(() => countsOf(server, postId), { timeout: 5000, interval: 100 })
    .toEqual(expected);
}

describe("counting readers without cookies", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: quickAudienceEnv });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("counts views and visitors from beacons of different readers", async () => {
    const { id } = await makePost(server.db, { title: "Dibaca Tiga Orang" });
    for (const address of ["198.51.100.11", "198.51.100.12", "198.51.100.13"]) {
      expect((await sendBeacon(server, { post: id }, { address })).status).toBe(204);
    }
    await flushed(server, id, { views: 3, visitors: 3 });
  });

  it("counts the same reader twice in a day as one visitor", async () => {
    const { id } = await makePost(server.db, { title: "Dibaca Dua Kali" });
    await sendBeacon(server, { post: id }, { address: "198.51.100.21" });
    await flushed(server, id, { views: 1, visitors: 1 });
    await sendBeacon(server, { post: id }, { address: "198.51.100.21" });
    await flushed(server, id, { views: 2, visitors: 1 });
    // Another browser at the same address is another visitor.
    await sendBeacon(server, { post: id }, { address: "198.51.100.21", agent: `${readerAgent} B` });
    await flushed(server, id, { views: 3, visitors: 2 });
  });

  it("does not count crawlers, headless browsers, prefetches, Do Not Track or GPC", async () => {
    const { id } = await makePost(server.db, { title: "Tidak Dihitung" });
    const refused: { agent?: string; headers?: Record<string, string> }[] = [
      { agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0.0.0" },
      { headers: { "sec-purpose": "prefetch;prerender" } },
      { headers: { purpose: "prefetch" } },
      { headers: { dnt: "1" } },
      { headers: { "sec-gpc": "1" } },
    ];
    for (const [index, options] of refused.entries()) {
      const answer = await sendBeacon(
        server,
        { post: id },
        { address: `198.51.100.3${index}`, ...options },
      );
      expect(answer.status).toBe(204);
    }
    // One counted view afterwards shows the buffer was written without the others.
    await sendBeacon(server, { post: id }, { address: "198.51.100.39" });
    await flushed(server, id, { views: 1, visitors: 1 });
  });

  it("sets no cookie, on the beacon or the article", async () => {
    const { id, slug } = await makePost(server.db, { title: "Tanpa Cookie" });
    const answer = await sendBeacon(server, { post: id });
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const page = await server.fetch(`/blog/${slug}`);
    expect(page.headers.getSetCookie()).toEqual([]);
    const html = await page.text();
    expect(html).toContain(`data-island="view-beacon"`);
    expect(html).toContain(`data-post="${id}"`);
  });

  it("answers beacons that are not beacons with a 4xx and counts nothing", async () => {
    const { id } = await makePost(server.db, { title: "Laporan Rusak" });
    const bad = [
      "",
      "{",
      "[]",
      "null",
      JSON.stringify({ post: "1" }),
      JSON.stringify({ post: id, extra: 1 }),
      JSON.stringify({}),
      JSON.stringify({ post: id, search: "x" }),
      "\u00ff\u00fe",
    ];
    for (const body of bad) {
      const answer = await sendBeacon(server, body, { address: "198.51.100.41" });
      expect(answer.status, body).toBe(400);
      expect(await answer.text()).toBe(serverTexts.audience.invalid);
    }
    const large = await sendBeacon(
      server,
      JSON.stringify({ post: id, referrer: "x".repeat(5000) }),
    );
    expect(large.status).toBe(413);
    const get = await server.fetch(beaconPath);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const foreign = await sendBeacon(
      server,
      { post: id },
      { headers: { origin: "https://lain.example" } },
    );
    expect(foreign.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await countsOf(server, id)).toEqual({ views: 0, visitors: 0 });
  });

  it("refuses a reader who sends too many beacons a minute", async () => {
    const { id } = await makePost(server.db, { title: "Dibanjiri" });
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) {
      statuses.push((await sendBeacon(server, { post: id }, { address: "198.51.100.51" })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it("counts searches by their terms, marking those that found nothing", async () => {
    await sendBeacon(
      server,
      { search: "Ekonomi  Digital", results: 4 },
      { address: "198.51.100.61" },
    );
    await sendBeacon(server, { search: "zzzz", results: 0 }, { address: "198.51.100.62" });
    await expect
      .poll(
        () =>
          server.db
            .selectFrom("audience_searches")
            .select(["term", "searches", "empty"])
            .orderBy("term")
            .execute()
            .then((rows) => rows.map((row) => [row.term, Number(row.searches), Number(row.empty)])),
        { timeout: 5000, interval: 100 },
      )
      .toEqual([
        ["ekonomi digital", 1, 0],
        ["zzzz", 1, 1],
      ]);
  });

  it("keeps where readers came from, without their address or user agent in any table", async () => {
    const { id } = await makePost(server.db, { title: "Dari Mana Pembaca" });
    await sendBeacon(
      server,
      {
        post: id,
        referrer: "https://www.google.co.id/search?q=rahasia",
        utmSource: "Newsletter",
        utmMedium: "email",
        utmCampaign: "pekan-48",
      },
      { address: "203.0.113.77", headers: { "cf-ipcountry": "ID" } },
    );
    await flushed(server, id, { views: 1, visitors: 1 });
    const sources = await server.db
      .selectFrom("audience_sources")
      .select(["kind", "value"])
      .where("post_id", "=", id)
      .orderBy("kind")
      .execute();
    expect(sources).toEqual([
      { kind: "country", value: "ID" },
      { kind: "device", value: "desktop" },
      { kind: "referrer", value: "google.co.id" },
      { kind: "utm_campaign", value: "pekan-48" },
      { kind: "utm_medium", value: "email" },
      { kind: "utm_source", value: "newsletter" },
    ]);
    const tables = await everyTableAsText(server);
    expect(Object.keys(tables)).toContain("audience_daily");
    for (const [name, text] of Object.entries(tables)) {
      expect(text, name).not.toContain("203.0.113.77");
      expect(text, name).not.toContain("198.51.100.");
      expect(text, name).not.toContain("UjiPembaca");
      expect(text, name).not.toContain("rahasia");
    }
  });

  it("ranks Terpopuler by views and shows it on the home page and under articles", async () => {
    const read = [
      await makePost(server.db, { title: "Populer Kedua" }),
      await makePost(server.db, { title: "Populer Pertama" }),
    ];
    for (let i = 0; i < 40; i += 1) {
      await sendBeacon(server, { post: read[1]?.id }, { address: `192.0.2.${i}` });
      if (i < 30) await sendBeacon(server, { post: read[0]?.id }, { address: `192.0.2.${i}` });
    }
    await expect
      .poll(async () => (await readPopularIds(server.db)).slice(0, 2), {
        timeout: 8000,
        interval: 200,
      })
      .toEqual([read[1]?.id, read[0]?.id]);
    const home = await (await server.fetch("/")).text();
    const section = home.slice(home.indexOf('data-testid="terpopuler"'));
    expect(section.indexOf("Populer Pertama")).toBeGreaterThan(0);
    expect(section.indexOf("Populer Pertama")).toBeLessThan(section.indexOf("Populer Kedua"));
    const article = await (await server.fetch(`/blog/${read[0]?.slug}`)).text();
    expect(article).toContain('data-testid="terpopuler"');
  });

  it("counts nothing once the owner turns counting off", async () => {
    const cookie = await sessionFor(server, "pemilik@contoh.id");
    expect((await saveSettings(server, cookie, { audienceCounting: "" })).status).toBeLessThan(400);
    const { id, slug } = await makePost(server.db, { title: "Penghitungan Mati" });
    expect(await (await server.fetch(`/blog/${slug}`)).text()).not.toContain("view-beacon");
    expect((await sendBeacon(server, { post: id }, { address: "198.51.100.71" })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await countsOf(server, id)).toEqual({ views: 0, visitors: 0 });
    expect((await saveSettings(server, cookie, { audienceCounting: "on" })).status).toBeLessThan(
      400,
    );
  });
});

describe("the day's secret", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("is forgotten at midnight: the same reader is a new visitor the next day", async () => {
    const today = await startServer({ databaseUrl: database.url, env: quickAudienceEnv });
    const { id } = await makePost(today.db, { title: "Dua Hari" });
    await sendBeacon(today, { post: id }, { address: "198.51.100.81" });
    await flushed(today, id, { views: 1, visitors: 1 });
    const [before] = await today.db.selectFrom("audience_secrets").selectAll().execute();
    await today.stop();

    const tomorrow = await startServer({
      databaseUrl: database.url,
      env: { ...quickAudienceEnv, NODE_ENV: "test", AUDIENCE_CLOCK_OFFSET_HOURS: "24" },
    });
    try {
      await sendBeacon(tomorrow, { post: id }, { address: "198.51.100.81" });
      await flushed(tomorrow, id, { views: 2, visitors: 2 });
      const secrets = await tomorrow.db.selectFrom("audience_secrets").selectAll().execute();
      expect(secrets).toHaveLength(1);
      expect(secrets[0]?.day).not.toBe(before?.day);
      expect(secrets[0]?.secret).not.toBe(before?.secret);
      const days = await tomorrow.db.selectFrom("audience_seen").select("day").distinct().execute();
      expect(days.map((row) => row.day)).toEqual([secrets[0]?.day]);
    } finally {
      await tomorrow.stop();
    }
  });
});

describe("counting and the page cache", () => {
  let server: TestServer;

  beforeAll(async () => {
    // Terpopuler is not ranked again during the test: only the counting itself is under watch.
    server = await startServer({
      cache: true,
      env: { ...quickAudienceEnv, POPULAR_REFRESH_SECONDS: "3600" },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("never changes a cached article's bytes or ETag", async () => {
    const { id, slug } = await makePost(server.db, { title: "Tetap Tersimpan" });
    // On PostgreSQL the new article's announcement may drop the first copy stored: wait for one
    // that stays.
    await expect
      .poll(async () => (await server.fetch(`/blog/${slug}`)).headers.get("x-cache"), {
        timeout: 3000,
        interval: 50,
      })
      .toBe("HIT");
    const before = await server.fetch(`/blog/${slug}`);
    const body = await before.text();
    for (const address of ["198.51.100.111", "198.51.100.112"]) {
      await sendBeacon(server, { post: id }, { address });
    }
    await flushed(server, id, { views: 2, visitors: 2 });
    const after = await server.fetch(`/blog/${slug}`);
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(await after.text()).toBe(body);
  });
});

describe("a graceful stop", () => {
  it("writes the views still in the buffer", async () => {
    const database = await createTestDatabase();
    const server = await startServer({
      databaseUrl: database.url,
      env: { ...quickAudienceEnv, AUDIENCE_FLUSH_SECONDS: "60" },
    });
    const db = openDatabase(database.url);
    try {
      const { id } = await makePost(server.db, { title: "Sebelum Berhenti" });
      await sendBeacon(server, { post: id }, { address: "198.51.100.121" });
      await server.stop();
      const rows = await db
        .selectFrom("audience_daily")
        .select(["views", "visitors"])
        .where("post_id", "=", id)
        .execute();
      expect(rows.map((row) => [Number(row.views), Number(row.visitors)])).toEqual([[1, 1]]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([
      startServer({ databaseUrl: database.url, env: quickAudienceEnv }),
      startServer({ databaseUrl: database.url, env: quickAudienceEnv }),
    ]);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it("add their counts up, and know a reader seen by the other", async () => {
    const { id } = await makePost(a.db, { title: "Dua Instans" });
    await Promise.all([
      sendBeacon(a, { post: id }, { address: "198.51.100.91" }),
      sendBeacon(b, { post: id }, { address: "198.51.100.92" }),
      sendBeacon(a, { post: id }, { address: "198.51.100.93" }),
    ]);
    await flushed(a, id, { views: 3, visitors: 3 });
    // The first reader again, on the other instance: a view, not a visitor.
    await sendBeacon(b, { post: id }, { address: "198.51.100.91" });
    await flushed(a, id, { views: 4, visitors: 3 });
  });
});

describe("Statistik", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: quickAudienceEnv });
  });

  afterAll(async () => {
    await server?.stop();
  });

  async function account(email: string, role: "admin" | "editor" | "penulis") {
    const cookie = await sessionFor(server, email);
    await server.db.updateTable("user").set({ role }).where("email", "=", email).execute();
    const row = await server.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return { cookie, id: row.id };
  }

  it("shows Editors the whole site and a Penulis only their own articles, with a CSV", async () => {
    const admin = await account("admin@contoh.id", "admin");
    const editor = await account("editor@contoh.id", "editor");
    const writer = await account("penulis@contoh.id", "penulis");
    const mine = await makePost(server.db, { title: "Tulisan Sang Penulis", ownerId: writer.id });
    const theirs = await makePost(server.db, { title: "Tulisan Redaksi", ownerId: admin.id });
    await sendBeacon(server, { post: mine.id }, { address: "198.51.100.101" });
    await sendBeacon(server, { post: theirs.id }, { address: "198.51.100.102" });
    await sendBeacon(server, { post: theirs.id }, { address: "198.51.100.103" });
    await sendBeacon(server, { search: "pemilu", results: 0 }, { address: "198.51.100.104" });
    await flushed(server, 0, { views: 3, visitors: 3 });
    // The search may land in the next batch.
    await expect
      .poll(() => server.db.selectFrom("audience_searches").select("term").execute(), {
        timeout: 5000,
        interval: 100,
      })
      .toEqual([{ term: "pemilu" }]);

    const page = async (cookie: string) => {
      const answer = await server.fetch("/admin/statistics?hari=30", { headers: { cookie } });
      expect(answer.status).toBe(200);
      return answer.text();
    };
    const forEditor = await page(editor.cookie);
    expect(forEditor).toContain("Tulisan Sang Penulis");
    expect(forEditor).toContain("Tulisan Redaksi");
    expect(forEditor).toContain("pemilu");
    expect(forEditor).toContain(texts.statistics.searches);
    const forWriter = await page(writer.cookie);
    expect(forWriter).toContain("Tulisan Sang Penulis");
    expect(forWriter).not.toContain("Tulisan Redaksi");
    expect(forWriter).not.toContain("pemilu");

    const csv = await server.fetch("/admin/statistics.csv?hari=7", {
      headers: { cookie: writer.cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(texts.statistics.csvHeader.join(","));
    expect(lines.slice(1).map((line) => line.split(",").slice(1))).toEqual([
      ["Tulisan Sang Penulis", mine.slug, "1", "1"],
    ]);
  });
});
