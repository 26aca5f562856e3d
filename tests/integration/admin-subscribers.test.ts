import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countSubscribers, listSubscribers } from "~/.server/db/subscribers";
import { formatIsoDay, formatLongDate } from "~/lib/dates";
import { subscriberStateLabel } from "~/lib/newsletter";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { loadHtml, type Page } from "../support/html";
import { startServer, type TestServer } from "../support/server";

const t = texts.subscribers;
let server: TestServer;
let cookie = "";

// 53 addresses a day apart (number 1 the oldest), plus two that a spreadsheet would read as
// formulas, the newest of all: 55 rows, so the list has a second page of 5.
const start = Date.parse("2026-01-10T03:00:00.000Z");
const day = 24 * 60 * 60 * 1000;
const numbered = (n: number) => `pelanggan-${String(n).padStart(2, "0")}@contoh.id`;
const formulas = ["=hyperlink(1)@contoh.id", "+62@contoh.id"];

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "admin@contoh.id");
  const rows = [...Array.from({ length: 53 }, (_, i) => numbered(i + 1)), ...formulas].map(
    (email, i) => ({
      email,
      token: `token-uji-${String(i).padStart(22, "0")}`,
      created_at: new Date(start + i * day).toISOString(),
    }),
  );
  await server.db.insertInto("subscribers").values(rows).execute();
});

afterAll(() => server?.stop());

function get(path: string) {
  return server.fetch(path, { headers: { cookie } });
}

function remove(body: Record<string, string>) {
  return server.fetch("/admin/subscribers", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(body),
  });
}

function rows($: Page) {
  return $("tbody tr")
    .toArray()
    .map((row) => {
      const cells = $(row).find("td");
      // The first cell also repeats the date under the address, for phones.
      return [cells.eq(0).contents().first().text(), cells.eq(1).text()];
    });
}

describe("the subscriber list", () => {
  it("shows 50 subscribers newest first with their dates in Indonesian, and the total", async () => {
    const response = await get("/admin/subscribers");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/public/);
    const $ = await loadHtml(response);
    expect($("h1").text()).toBe(t.title);
    expect($("main").text()).toContain(t.total(55));
    const all = await listSubscribers(server.db);
    expect(all[0]?.email).toBe(formulas[1]);
    expect(rows($)).toEqual(
      all
        .slice(0, 50)
        .map((subscriber) => [subscriber.email, formatLongDate(subscriber.createdAt)]),
    );
    expect(rows($)[2]).toEqual([numbered(53), "3 Maret 2026"]);
    expect($(`nav a[href="/admin/subscribers?page=2"]`).length).toBeGreaterThan(0);
    expect($(`a[href="/admin/subscribers.csv"]`).text()).toBe(t.exportCsv);
  });

  it("shows the rest on page 2, and sends a page past the end to the last one", async () => {
    const $ = await loadHtml(await get("/admin/subscribers?page=2"));
    expect(rows($).map(([email]) => email)).toEqual([5, 4, 3, 2, 1].map(numbered));
    const beyond = await get("/admin/subscribers?page=9");
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get("location")).toBe("/admin/subscribers?page=2");
  });

  it("finds addresses by part of the e-mail, ignoring case, with LIKE wildcards taken literally", async () => {
    const $ = await loadHtml(await get("/admin/subscribers?q=PELANGGAN-07"));
    expect(rows($).map(([email]) => email)).toEqual([numbered(7)]);
    const none = await loadHtml(await get("/admin/subscribers?q=%25_"));
    expect(rows(none)).toEqual([]);
    expect(none("main").text()).toContain(t.noResults);
  });
});

describe("the CSV export", () => {
  it("downloads every subscriber, newest first, as a private attachment", async () => {
    const response = await get("/admin/subscribers.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="pelanggan-warta-${formatIsoDay(new Date())}.csv"`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await response.text()).split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines[0]).toBe(t.csvHeader.join(","));
    const all = await listSubscribers(server.db);
    const expected = all.map((subscriber) => {
      const email = /^[=+\-@]/.test(subscriber.email) ? `'${subscriber.email}` : subscriber.email;
      return `${email},${subscriber.createdAt},${subscriberStateLabel[subscriber.state]}`;
    });
    expect(lines.slice(1)).toEqual(expected);
    // The formula cells come out defused.
    const pending = texts.subscription.statePending;
    expect(lines[1]).toBe(`'+62@contoh.id,${all[0]?.createdAt},${pending}`);
    expect(lines[2]).toBe(`'=hyperlink(1)@contoh.id,${all[1]?.createdAt},${pending}`);
  });
});

describe("removing a subscriber", () => {
  it("refuses malformed ids and intents with 400 and removes nothing", async () => {
    const before = await countSubscribers(server.db);
    const bad: Record<string, string>[] = [
      { intent: "remove" },
      { intent: "remove", id: "" },
      { intent: "remove", id: "abc" },
      { intent: "remove", id: "0" },
      { intent: "remove", id: "-1" },
      { intent: "remove", id: "1.5" },
      { intent: "remove", id: "1e3" },
      { intent: "remove", id: "12345678901" },
      { intent: "remove", id: "x".repeat(10_000) },
      { intent: "hapus-semua", id: "1" },
      { id: "1" },
    ];
    for (const body of bad) {
      expect([body, (await remove(body)).status]).toEqual([body, 400]);
    }
    expect(await countSubscribers(server.db)).toBe(before);
  });

  it("answers 404 for an id that does not exist", async () => {
    const before = await countSubscribers(server.db);
    expect((await remove({ intent: "remove", id: "999999" })).status).toBe(404);
    expect(await countSubscribers(server.db)).toBe(before);
  });

  it("removes exactly the chosen address", async () => {
    const target = await server.db
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", numbered(1))
      .executeTakeFirstOrThrow();
    const before = await countSubscribers(server.db);
    const response = await remove({ intent: "remove", id: String(target.id) });
    expect(response.status).toBe(200);
    expect(await countSubscribers(server.db)).toBe(before - 1);
    const left = await listSubscribers(server.db);
    expect(left.map((subscriber) => subscriber.email)).not.toContain(numbered(1));
    expect(left.map((subscriber) => subscriber.email)).toContain(numbered(2));
  });
});

describe("with no subscribers", () => {
  it("shows the empty state and a CSV of the header alone", async () => {
    await server.db.deleteFrom("subscribers").execute();
    const $ = await loadHtml(await get("/admin/subscribers"));
    expect($("main").text()).toContain(t.empty);
    expect($("main").text()).toContain(t.total(0));
    expect(await (await get("/admin/subscribers.csv")).text()).toBe(`${t.csvHeader.join(",")}\r\n`);
  });
});
