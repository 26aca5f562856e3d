import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countSubscribers, exportSubscribersCsv, listSubscribers } from "~/.server/db/subscribers";
import { subscriberStateLabel } from "~/lib/newsletter";
import { texts } from "~/.server/texts";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let clients = 0;

beforeAll(async () => {
  // Each test speaks from an address of its own (X-Forwarded-For, trusted from loopback), so the
  // per-address rate limit only meets the test that is about it.
  server = await startServer({ env: { TRUST_PROXY: "loopback" } });
});

afterAll(() => server?.stop());

function newClient(): string {
  clients += 1;
  return `203.0.113.${clients}`;
}

function subscribe(fields: Record<string, string>, client = newClient()) {
  return server.fetch("/newsletter", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "X-Forwarded-For": client },
  });
}

async function rowsFor(email: string) {
  return server.db.selectFrom("subscribers").selectAll().where("email", "=", email).execute();
}

async function tokenOf(email: string): Promise<string> {
  const [row] = await rowsFor(email);
  if (!row) throw new Error(`${email} is not subscribed`);
  return row.token;
}

describe("subscribing", () => {
  it("stores the address trimmed and lower-cased, with a random unsubscribe token", async () => {
    const response = await subscribe({ email: "  Ani.Wijaya@Contoh.ID " });
    expect(response.status).toBe(200);
    const $ = await loadHtml(response);
    expect($("main").text()).toContain(texts.newsletter.successTitle);
    const rows = await rowsFor("ani.wijaya@contoh.id");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("treats a repeated address as a success and keeps one row with its first token", async () => {
    await subscribe({ email: "budi@contoh.id" });
    const token = await tokenOf("budi@contoh.id");
    const again = await subscribe({ email: "BUDI@contoh.id" });
    expect(again.status).toBe(200);
    expect((await loadHtml(again))("main").text()).toContain(texts.newsletter.successTitle);
    const rows = await rowsFor("budi@contoh.id");
    expect(rows.map((row) => row.token)).toEqual([token]);
  });

  it.each([
    ["a malformed address", "bukan-email", texts.newsletter.emailInvalid],
    ["an empty address", "   ", texts.newsletter.emailRequired],
    ["a 10,000-character address", `${"a".repeat(9990)}@contoh.id`, texts.newsletter.emailTooLong],
  ])("refuses %s with a clear message and stores nothing", async (_, email, message) => {
    const before = await countSubscribers(server.db);
    const response = await subscribe({ email });
    expect(response.status).toBe(400);
    const $ = await loadHtml(response);
    expect($('[role="alert"]').text()).toBe(message);
    expect(await countSubscribers(server.db)).toBe(before);
  });

  it("answers a filled-in honeypot like a reader, but stores nothing", async () => {
    const response = await subscribe({ email: "bot@contoh.id", website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect((await loadHtml(response))("main").text()).toContain(texts.newsletter.successTitle);
    expect(await rowsFor("bot@contoh.id")).toEqual([]);
  });

  it("refuses a body that is not a form", async () => {
    const response = await server.fetch("/newsletter", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
    });
    expect(response.status).toBe(415);
  });

  it("answers a burst from one address with 429 and an Indonesian message", async () => {
    const client = newClient();
    for (let n = 1; n <= 5; n++) {
      expect((await subscribe({ email: `burst${n}@contoh.id` }, client)).status).toBe(200);
    }
    const refused = await subscribe({ email: "burst6@contoh.id" }, client);
    expect(refused.status).toBe(429);
    expect((await loadHtml(refused))('[role="alert"]').text()).toBe(texts.newsletter.tooMany);
    expect(await rowsFor("burst6@contoh.id")).toEqual([]);
    // Another reader is not held back by the first one's burst.
    expect((await subscribe({ email: "burst6@contoh.id" })).status).toBe(200);
  });
});

describe("the sign-up page", () => {
  it("holds its own form and the footer's, each field labelled by an id of its own", async () => {
    const $ = await loadHtml(await server.fetch("/newsletter"));
    expect($('form[action="/newsletter"] input[name="email"]')).toHaveLength(2);
    const ids = $("[id]")
      .map((_, element) => element.attribs.id)
      .get();
    expect(new Set(ids).size).toBe(ids.length);
    const targets = $("label[for]")
      .map((_, label) => $(`[id="${label.attribs.for}"]`).length)
      .get();
    expect(targets.length).toBeGreaterThanOrEqual(4);
    expect(targets.every((count) => count === 1)).toBe(true);
  });
});

describe("unsubscribing", () => {
  it("asks first on GET, unsubscribes on POST, then shows the done page", async () => {
    await subscribe({ email: "citra@contoh.id" });
    await subscribe({ email: "dodi@contoh.id" });
    const token = await tokenOf("citra@contoh.id");
    const link = `/newsletter/unsubscribe?token=${token}`;

    const confirm = await server.fetch(link);
    expect(confirm.status).toBe(200);
    const $ = await loadHtml(confirm);
    expect($("h1").text()).toBe(texts.newsletter.unsubscribeTitle);
    expect($("main").text()).toContain(texts.newsletter.unsubscribeConfirm("citra@contoh.id"));
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
    // Opening the link (as a mail scanner does) changes nothing.
    expect((await rowsFor("citra@contoh.id"))[0]?.unsubscribed_at).toBeNull();

    const removed = await server.fetch(link, {
      method: "POST",
      body: new URLSearchParams({ token }),
    });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/newsletter/unsubscribe?status=selesai");
    // The address stays on the list, marked, so the dashboard shows it left.
    expect((await rowsFor("citra@contoh.id"))[0]?.unsubscribed_at).not.toBeNull();
    expect((await rowsFor("dodi@contoh.id"))[0]?.unsubscribed_at).toBeNull();

    const done = await loadHtml(await server.fetch("/newsletter/unsubscribe?status=selesai"));
    expect(done("h1").text()).toBe(texts.newsletter.unsubscribedTitle);

    // Opening the link again only says it is done (mail programs may repeat a one-click POST).
    const reused = await server.fetch(link);
    expect(reused.status).toBe(200);
    expect((await loadHtml(reused))("h1").text()).toBe(texts.newsletter.unsubscribedTitle);
  });

  it("refuses unknown and tampered tokens and removes nothing", async () => {
    await subscribe({ email: "eka@contoh.id" });
    const token = await tokenOf("eka@contoh.id");
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const cases: [string, number][] = [
      [flipped, 404],
      [`${token}x`, 400],
      [`${token.slice(0, 31)}'`, 400],
      ["", 400],
    ];
    const before = await countSubscribers(server.db);
    for (const [bad, status] of cases) {
      const shown = await server.fetch(`/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(shown.status, bad).toBe(status);
      const $ = await loadHtml(shown);
      expect($("h1").text()).toBe(texts.newsletter.invalidTokenTitle);
      expect($("main").text()).toContain(texts.newsletter.invalidTokenText);
      expect($("form button")).toHaveLength(1); // only the footer's newsletter form

      const posted = await server.fetch("/newsletter/unsubscribe", {
        method: "POST",
        body: new URLSearchParams({ token: bad }),
      });
      expect(posted.status, bad).toBe(status);
    }
    expect(await countSubscribers(server.db)).toBe(before);
    expect(await rowsFor("eka@contoh.id")).toHaveLength(1);
  });
});

describe("subscriber list", () => {
  it("lists every subscriber newest first with the date and exports them as CSV", async () => {
    await subscribe({ email: "fajar@contoh.id" });
    const subscribers = await listSubscribers(server.db);
    const rows = await server.db.selectFrom("subscribers").select("email").execute();
    expect(subscribers).toHaveLength(rows.length);
    expect(await countSubscribers(server.db)).toBe(rows.length);
    expect(subscribers[0]?.email).toBe("fajar@contoh.id");
    expect(subscribers[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const times = subscribers.map((subscriber) => subscriber.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const csv = await exportSubscribersCsv(server.db);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(texts.subscribers.csvHeader.join(","));
    expect(lines.slice(1, -1)).toEqual(
      subscribers.map(
        (subscriber) =>
          `${subscriber.email},${subscriber.createdAt},${subscriberStateLabel[subscriber.state]}`,
      ),
    );
    expect(lines.at(-1)).toBe("");
  });
});
