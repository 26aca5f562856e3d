import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/connection";
import { toIso } from "~/.server/db/values";
import { utcToZonedInput } from "~/lib/schedule";
import { texts } from "~/.server/texts";
import { editArticle, sessionFor } from "../support/admin";
import { newAddress } from "../support/addresses";
import { createTestDatabase } from "../support/database";
import { daysAgo, makePost } from "../support/factories";
import { cardTitles, loadHtml } from "../support/html";
import { linkIn, startMailbox, type Mailbox } from "../support/mailbox";
import { startServer, type TestServer } from "../support/server";
import { saveSettings } from "../support/settings";

// The scheduler looks for due articles every SCHEDULE_POLL_SECONDS. Instead of waiting for the
// wall clock, a test schedules an article a minute ahead through the editor, checks that nothing
// shows it, then moves its scheduled time into the past in the database: to the scheduler that is
// exactly the minute having passed. The next tick (one second apart here) must then publish it.
const site = "https://warta.test";
const t = texts.schedule;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const mailEnv = (mailbox: Mailbox) => ({
  TRUST_PROXY: "loopback",
  SITE_URL: site,
  SMTP_URL: mailbox.url,
  MAIL_FROM: "Redaksi Warta <redaksi@warta.test>",
  MAIL_RATE_PER_MINUTE: "6000",
  SCHEDULE_POLL_SECONDS: "1",
});

let mailbox: Mailbox;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({ env: mailEnv(mailbox) });
  admin = await sessionFor(server, "admin@warta.test");
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

/** A moment as the editor's date field takes it in the site's zone (WIB by default). */
function wib(date: Date, withSeconds = true): string {
  const minutes = utcToZonedInput(date.toISOString(), "Asia/Jakarta");
  return withSeconds ? `${minutes}:${String(date.getUTCSeconds()).padStart(2, "0")}` : minutes;
}

function fromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

function schedule(on: TestServer, cookie: string, id: number, fields: Record<string, string>) {
  return editArticle(on, cookie, id, { intent: "schedule", ...fields });
}

/** The scheduled minute passes: the article's time is now one second ago. */
async function makeDue(on: TestServer, id: number): Promise<void> {
  await on.db
    .updateTable("posts")
    .set({ scheduled_at: new Date(Date.now() - 1000).toISOString() })
    .where("id", "=", id)
    .execute();
}

async function row(on: TestServer, id: number) {
  const found = await on.db
    .selectFrom("posts")
    .select(["published", "published_at", "scheduled_at", "schedule_newsletter", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    published: Boolean(found.published),
    publishedAt: found.published_at ? toIso(found.published_at) : null,
    scheduledAt: found.scheduled_at ? toIso(found.scheduled_at) : null,
    newsletter: Boolean(found.schedule_newsletter),
    updatedAt: toIso(found.updated_at),
  };
}

/** Where readers can find the article: home, its page, search, RSS and the sitemap. */
async function visibility(on: TestServer, slug: string, title: string) {
  const search = `/?q=${encodeURIComponent(title.split(" ")[0] ?? title)}`;
  return {
    home: cardTitles(await loadHtml(await on.fetch("/"))).includes(title),
    article: (await on.fetch(`/blog/${slug}`)).status,
    search: cardTitles(await loadHtml(await on.fetch(search))).includes(title),
    rss: (await (await on.fetch("/rss.xml")).text()).includes(`/blog/${slug}<`),
    sitemap: (await (await on.fetch("/sitemap.xml")).text()).includes(`/blog/${slug}<`),
  };
}

const hidden = { home: false, article: 404, search: false, rss: false, sitemap: false };
const shown = { home: true, article: 200, search: true, rss: true, sitemap: true };

async function subscribeAndConfirm(on: TestServer, email: string): Promise<void> {
  const subscribed = await on.fetch("/newsletter", {
    method: "POST",
    body: new URLSearchParams({ email }),
    headers: { "X-Forwarded-For": newAddress() },
  });
  expect(subscribed.status).toBe(200);
  const [mail] = await mailbox.waitFor(email);
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  const link = linkIn(mail, `${site}/newsletter/confirm`).slice(site.length);
  const page = await loadHtml(await on.fetch(link));
  const token = page('main form input[name="token"]').attr("value") ?? "";
  const confirmed = await on.fetch(link, { method: "POST", body: new URLSearchParams({ token }) });
  expect(confirmed.status).toBe(302);
}

function newsletters(email: string, title: string) {
  return mailbox.received.filter((mail) => mail.to === email && mail.subject === title);
}

async function scheduledList(on: TestServer, cookie: string) {
  const page = await loadHtml(await on.fetch("/admin/scheduled", { headers: { cookie } }));
  return page('[data-testid="baris-terjadwal"]')
    .map((_, element) => page(element).text())
    .get();
}

describe("an article scheduled a minute ahead", () => {
  it("is invisible to readers until its time, then live everywhere and mailed once", async () => {
    const reader = "pembaca-jadwal@contoh.id";
    await subscribeAndConfirm(server, reader);
    const title = "Peluncuran Satelit Nusantara Terjadwal";
    const post = await makePost(server.db, { title, published: false });
    // Readers' pages are warmed up first: the go-live must not be hidden behind anything kept.
    expect(await visibility(server, post.slug, title)).toEqual(hidden);

    const when = fromNow(60);
    const saved = await schedule(server, admin, post.id, {
      publishAt: wib(when),
      sendNewsletter: "on",
    });
    expect(saved.status).toBe(302);
    const stored = await row(server, post.id);
    expect(stored).toMatchObject({ published: false, newsletter: true });
    expect(stored.scheduledAt).toBe(
      new Date(Math.floor(when.getTime() / 1000) * 1000).toISOString(),
    );
    expect((await scheduledList(server, admin)).join("\n")).toContain(title);

    // Ticks come and go in the meantime; none may publish it early.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await visibility(server, post.slug, title)).toEqual(hidden);
    expect(newsletters(reader, title)).toHaveLength(0);

    await makeDue(server, post.id);
    await expect
      .poll(() => visibility(server, post.slug, title), { timeout: 15_000, interval: 250 })
      .toEqual(shown);
    const live = await row(server, post.id);
    expect(live.scheduledAt).toBeNull();
    expect(live.publishedAt).not.toBeNull();
    expect((await scheduledList(server, admin)).join("\n")).not.toContain(title);

    // The page says when it was published: the byline and JSON-LD use the publication date.
    const page = await loadHtml(await server.fetch(`/blog/${post.slug}`));
    const jsonLd = JSON.parse(page('script[type="application/ld+json"]').last().text()) as {
      datePublished: string;
    };
    expect(jsonLd.datePublished).toBe(live.publishedAt);
    expect(page('meta[property="article:published_time"]').attr("content")).toBe(live.publishedAt);

    expect((await mailbox.waitFor(reader, 2)).filter((m) => m.subject === title)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(newsletters(reader, title)).toHaveLength(1);
    const logged = server.logs.filter(
      (line) => line.includes("scheduled article published") && line.includes(`"post":${post.id}`),
    );
    expect(logged).toHaveLength(1);
  });

  it("can be rescheduled and unscheduled until it runs", async () => {
    const title = "Rapat Redaksi Dijadwalkan Ulang";
    const post = await makePost(server.db, { title, published: false });
    expect((await schedule(server, admin, post.id, { publishAt: wib(fromNow(60)) })).status).toBe(
      302,
    );
    const later = fromNow(3 * 3600);
    expect((await schedule(server, admin, post.id, { publishAt: wib(later) })).status).toBe(302);
    expect((await row(server, post.id)).scheduledAt).toBe(
      new Date(Math.floor(later.getTime() / 1000) * 1000).toISOString(),
    );

    // A plain save of a scheduled article (a typo fixed) keeps its schedule.
    expect((await editArticle(server, admin, post.id, { summary: "Ringkasan baru." })).status).toBe(
      302,
    );
    expect((await row(server, post.id)).scheduledAt).not.toBeNull();

    expect((await editArticle(server, admin, post.id, { intent: "unschedule" })).status).toBe(302);
    expect(await row(server, post.id)).toMatchObject({
      published: false,
      scheduledAt: null,
      publishedAt: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await server.fetch(`/blog/${post.slug}`)).status).toBe(404);
  });
});

describe("racing the scheduler", () => {
  it("refuses a reschedule sent from an editor opened before the article went live", async () => {
    const reader = "pembaca-balapan@contoh.id";
    await subscribeAndConfirm(server, reader);
    const title = "Laporan Banjir Pagi Ini";
    const post = await makePost(server.db, { title, published: false });
    expect(
      (
        await schedule(server, admin, post.id, {
          publishAt: wib(fromNow(60)),
          sendNewsletter: "on",
        })
      ).status,
    ).toBe(302);
    // The editor page as it stands while the article is still scheduled.
    const stale = cheerio.load(
      await (
        await server.fetch(`/admin/articles/${post.id}/edit`, { headers: { cookie: admin } })
      ).text(),
    );
    const staleVersion = stale('input[name="updatedAt"]').attr("value") ?? "";

    await makeDue(server, post.id);
    await expect
      .poll(async () => (await row(server, post.id)).published, { timeout: 15_000 })
      .toBe(true);
    const live = await row(server, post.id);

    // Sent from the stale page: the conflict message, nothing changed.
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title,
      slug: post.slug,
      categoryId: stale('select[name="categoryId"] option[selected]').attr("value") ?? "",
      author: stale('select[name="author"] option[selected]').attr("value") ?? "",
      summary: stale('textarea[name="summary"]').text(),
      content: stale('input[name="content"]').attr("value") ?? "",
      updatedAt: staleVersion,
      intent: "schedule",
      publishAt: wib(fromNow(3600)),
      sendNewsletter: "on",
    })) {
      form.set(name, value);
    }
    const refused = await server.fetch(`/admin/articles/${post.id}/edit`, {
      method: "POST",
      headers: { cookie: admin },
      body: form,
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(texts.editor.stale);
    expect(await row(server, post.id)).toEqual(live);

    // From a fresh page it is live now: neither scheduling nor unscheduling takes it back.
    const again = await schedule(server, admin, post.id, { publishAt: wib(fromNow(3600)) });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(t.alreadyLive);
    const undo = await editArticle(server, admin, post.id, { intent: "unschedule" });
    expect(undo.status).toBe(400);
    expect(await row(server, post.id)).toEqual(live);

    await mailbox.waitFor(reader, 2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(newsletters(reader, title)).toHaveLength(1);
  });

  it("does not publish an article whose reschedule is being saved as it comes due", async () => {
    const title = "Jadwal Bergeser di Detik Terakhir";
    const post = await makePost(server.db, { title, published: false });
    const due = fromNow(3);
    expect((await schedule(server, admin, post.id, { publishAt: wib(due) })).status).toBe(302);
    // Another connection moves it an hour on and holds its transaction open past the due moment:
    // the scheduler's ticks see it due in the last committed state, and must still not publish it.
    await server.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("posts")
        .set({ scheduled_at: fromNow(3600).toISOString() })
        .where("id", "=", post.id)
        .execute();
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, due.getTime() - Date.now()) + 2000),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await row(server, post.id)).published).toBe(false);
    expect((await server.fetch(`/blog/${post.slug}`)).status).toBe(404);
  });
});

describe("publication dates", () => {
  it("keeps a back-dated publication date for the byline, JSON-LD, RSS and order", async () => {
    const category = await server.db
      .selectFrom("categories")
      .select("id")
      .where("slug", "=", "teknologi")
      .executeTakeFirstOrThrow();
    const title = "Arsip Lama yang Baru Dipindahkan";
    const slug = "arsip-lama-dipindahkan";
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title,
      slug,
      categoryId: String(category.id),
      summary: "Tulisan lama yang terbit pada 2020.",
      content: "<p>Isi tulisan lama.</p>",
      published: "on",
      publishAt: "2020-03-15T08:30",
    })) {
      form.set(name, value);
    }
    const created = await server.fetch("/admin/articles/new", {
      method: "POST",
      headers: { cookie: admin },
      body: form,
    });
    expect(created.status).toBe(302);
    const stored = await server.db
      .selectFrom("posts")
      .select(["id", "published_at", "created_at"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(toIso(stored.published_at ?? "")).toBe("2020-03-15T01:30:00.000Z");
    expect(toIso(stored.created_at) > "2026").toBe(true);

    const page = await loadHtml(await server.fetch(`/blog/${slug}`));
    // The byline tells the time in the site's zone: 01.30 UTC is 08.30 WIB.
    expect(page("header time").text()).toBe("15 Maret 2020, 08.30 WIB");
    expect(page('script[type="application/ld+json"]').text()).toContain(
      '"datePublished":"2020-03-15T01:30:00.000Z"',
    );
    const rss = await (await server.fetch("/rss.xml")).text();
    expect(rss).toContain("Sun, 15 Mar 2020 01:30:00 GMT");
    const sitemap = await (await server.fetch("/sitemap.xml")).text();
    const newer = await makePost(server.db, {
      title: "Tulisan Minggu Lalu",
      createdAt: daysAgo(7),
    });
    const ordered = await (await server.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${slug}<`);
    expect(ordered.indexOf(`/blog/${newer.slug}<`)).toBeLessThan(ordered.indexOf(`/blog/${slug}<`));

    // Saving it again without touching the date keeps the date to the second.
    expect(
      (await editArticle(server, admin, stored.id, { summary: "Ringkasan baru." })).status,
    ).toBe(302);
    expect((await row(server, stored.id)).publishedAt).toBe("2020-03-15T01:30:00.000Z");
  });

  it("dates a draft published days after it was written by its publication", async () => {
    const post = await makePost(server.db, {
      title: "Draf Tiga Hari",
      published: false,
      createdAt: daysAgo(3),
    });
    expect((await editArticle(server, admin, post.id, { published: "on" })).status).toBe(302);
    const { publishedAt } = await row(server, post.id);
    expect(Date.now() - Date.parse(publishedAt ?? "")).toBeLessThan(60_000);
    const page = await loadHtml(await server.fetch(`/blog/${post.slug}`));
    expect(page('meta[property="article:published_time"]').attr("content")).toBe(publishedAt);
  });
});

describe("bad input", () => {
  async function refusedWith(fields: Record<string, string>, message: string) {
    const post = await makePost(server.db, { title: "Draf Uji Masukan", published: false });
    const before = await row(server, post.id);
    const answer = await editArticle(server, admin, post.id, { title: "Judul Baru", ...fields });
    expect(answer.status).toBe(400);
    const page = cheerio.load(await answer.text());
    expect(page("#publishAt-error").text()).toBe(message);
    expect(await row(server, post.id)).toEqual(before);
  }

  it.each([
    ["no date", { intent: "schedule", publishAt: "" }, t.required],
    [
      "a date that does not exist",
      { intent: "schedule", publishAt: "2026-02-30T06:00" },
      t.invalid,
    ],
    ["a malformed date", { intent: "schedule", publishAt: "besok pagi" }, t.invalid],
    ["a moment already past", { intent: "schedule", publishAt: "2021-01-01T06:00" }, t.notFuture],
    [
      "a future date on publishing now",
      { published: "on", publishAt: "2999-01-01T06:00" },
      t.futureNeedsSchedule,
    ],
  ])("refuses scheduling with %s, storing nothing", async (_, fields, message) => {
    await refusedWith(fields, message);
  });

  it("stores no new article when its schedule is refused", async () => {
    const before = await server.db
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: "Tidak Tersimpan",
      slug: "tidak-tersimpan",
      categoryId: "1",
      summary: "Ringkas.",
      content: "<p>Isi.</p>",
      intent: "schedule",
      publishAt: "kemarin",
    })) {
      form.set(name, value);
    }
    const answer = await server.fetch("/admin/articles/new", {
      method: "POST",
      headers: { cookie: admin },
      body: form,
    });
    expect(answer.status).toBe(400);
    const after = await server.db
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses scheduling without an admin session", async () => {
    const post = await makePost(server.db, { title: "Draf Tanpa Sesi", published: false });
    const form = new FormData();
    form.set("intent", "schedule");
    form.set("publishAt", wib(fromNow(600)));
    const answer = await server.fetch(`/admin/articles/${post.id}/edit`, {
      method: "POST",
      body: form,
    });
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect((await row(server, post.id)).scheduledAt).toBeNull();
  });

  it("takes the time in the site's zone, and refuses a zone it does not offer", async () => {
    const wrong = await saveSettings(server, admin, { timeZone: "Europe/London" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(t.timeZoneInvalid);
    expect((await saveSettings(server, admin, { timeZone: "Asia/Jayapura" })).status).toBe(200);
    try {
      const post = await makePost(server.db, { title: "Pagi di Jayapura", published: false });
      expect(
        (await schedule(server, admin, post.id, { publishAt: "2999-12-01T06:00" })).status,
      ).toBe(302);
      expect((await row(server, post.id)).scheduledAt).toBe("2999-11-30T21:00:00.000Z");
      expect((await scheduledList(server, admin)).join("\n")).toContain("06.00 WIT");
    } finally {
      await saveSettings(server, admin, { timeZone: "Asia/Jakarta" });
    }
  });
});

describe("downtime", () => {
  it("publishes at start an article that came due while no instance ran", async () => {
    const database = await createTestDatabase();
    // An hour between ticks: only the tick at start can publish it.
    const env = { TRUST_PROXY: "loopback", SCHEDULE_POLL_SECONDS: "3600" };
    const first = await startServer({ databaseUrl: database.url, env });
    let second: TestServer | undefined;
    try {
      const cookie = await sessionFor(first, "admin@warta.test");
      const title = "Terbit Setelah Server Mati";
      const post = await makePost(first.db, { title, published: false });
      expect((await schedule(first, cookie, post.id, { publishAt: wib(fromNow(60)) })).status).toBe(
        302,
      );
      await first.stop();
      const db = openDatabase(database.url);
      await db
        .updateTable("posts")
        .set({ scheduled_at: new Date(Date.now() - 3600_000).toISOString() })
        .where("id", "=", post.id)
        .execute();
      await db.destroy();

      second = await startServer({ databaseUrl: database.url, env });
      const started = second;
      await expect
        .poll(async () => (await started.fetch(`/blog/${post.slug}`)).status, { timeout: 10_000 })
        .toBe(200);
      expect(cardTitles(await loadHtml(await second.fetch("/")))).toContain(title);
    } finally {
      await second?.stop();
      await database.drop();
    }
  }, 120_000);
});

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  it("publish each due article once and mail each confirmed subscriber once", async () => {
    const database = await createTestDatabase();
    const env = mailEnv(mailbox);
    const a = await startServer({ databaseUrl: database.url, env, cache: true });
    const b = await startServer({ databaseUrl: database.url, env, cache: true });
    try {
      const cookie = await sessionFor(a, "admin@warta.test");
      const readers = ["satu@instans.id", "dua@instans.id", "tiga@instans.id"];
      for (const reader of readers) await subscribeAndConfirm(a, reader);
      const posts = [];
      for (let n = 1; n <= 4; n++) {
        const title = `Kabar Serentak Nomor ${n}`;
        const post = await makePost(a.db, { title, published: false });
        const saved = await schedule(a, cookie, post.id, {
          publishAt: wib(fromNow(60)),
          sendNewsletter: "on",
        });
        expect(saved.status).toBe(302);
        posts.push({ ...post, title });
      }
      // Both instances keep their home pages cached before the articles come due.
      for (const instance of [a, b]) {
        await instance.fetch("/");
        await expect
          .poll(async () => (await instance.fetch("/")).headers.get("x-cache"))
          .toBe("HIT");
      }
      await a.db
        .updateTable("posts")
        .set({ scheduled_at: new Date(Date.now() - 1000).toISOString() })
        .where(
          "id",
          "in",
          posts.map((post) => post.id),
        )
        .execute();

      for (const instance of [a, b]) {
        await expect
          .poll(async () => cardTitles(await loadHtml(await instance.fetch("/"))), {
            timeout: 15_000,
            interval: 250,
          })
          .toEqual(expect.arrayContaining(posts.map((post) => post.title)));
      }
      for (const reader of readers) await mailbox.waitFor(reader, 1 + posts.length);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      for (const reader of readers) {
        for (const post of posts) expect(newsletters(reader, post.title)).toHaveLength(1);
      }
      const logs = [...a.logs, ...b.logs];
      for (const post of posts) {
        const published = logs.filter(
          (line) =>
            line.includes("scheduled article published") && line.includes(`"post":${post.id}`),
        );
        expect(published).toHaveLength(1);
      }
    } finally {
      await a.stop();
      await b.stop();
      await database.drop();
    }
  }, 120_000);
});
