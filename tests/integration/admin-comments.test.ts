import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { postComment, storedComments } from "../support/comments";
import { makePost } from "../support/factories";
import { loadHtml } from "../support/html";
import { commentSnapshot, makeComment, moderate, publicComments } from "../support/moderation";
import { startServer, type TestServer } from "../support/server";

const t = texts.moderation;
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(server, "admin@contoh.id");
});

afterAll(() => server?.stop());

async function adminPage(path: string) {
  const response = await server.fetch(path, { headers: { cookie } });
  expect(response.status).toBe(200);
  return loadHtml(response);
}

async function statusOf(id: number) {
  const row = await server.db
    .selectFrom("comments")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.status;
}

function badge($: Awaited<ReturnType<typeof adminPage>>) {
  return $("nav a[href='/admin/comments'] [data-testid=tab-badge] [aria-hidden]").text();
}

describe("the Komentar tab", () => {
  it("shows the pending count as a badge on the tab, and none at zero", async () => {
    await server.db.deleteFrom("comments").execute();
    const $empty = await adminPage("/admin/dashboard");
    expect($empty("nav a[href='/admin/comments']").text()).toBe(t.tab);
    expect(badge($empty)).toBe("");

    const post = await makePost(server.db);
    await makeComment(server.db, post.id);
    await makeComment(server.db, post.id);
    await makeComment(server.db, post.id, { status: "spam" });
    const $ = await adminPage("/admin/users");
    expect(badge($)).toBe("2");
    expect($("nav a[href='/admin/comments']").text()).toContain(t.badge(2));
  });

  it("lists a status newest first with author, e-mail, plain text, date and article link", async () => {
    await server.db.deleteFrom("comments").execute();
    const post = await makePost(server.db, { title: "Artikel Diskusi" });
    await makeComment(server.db, post.id, {
      authorName: "Sari",
      authorEmail: "sari@contoh.id",
      content: "<b>tebal</b>\nbaris dua",
    });
    await makeComment(server.db, post.id, { authorName: "Budi", content: "Terbaru" });
    await makeComment(server.db, post.id, { authorName: "Spammer", status: "spam" });

    const $ = await adminPage("/admin/comments");
    const rows = $("li[data-comment-id]");
    expect(rows.map((_, row) => $(row).find(".moderation-author").text()).get()).toEqual([
      "Budi",
      "Sari",
    ]);
    const sari = rows.eq(1);
    expect(sari.text()).toContain("sari@contoh.id");
    expect(rows.eq(0).text()).toContain("—");
    expect(sari.find(".moderation-text").text()).toBe("<b>tebal</b>\nbaris dua");
    expect(sari.find(".moderation-text b")).toHaveLength(0);
    expect(sari.find("time").text()).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    const link = sari.find(`a[href='/blog/${post.slug}']`);
    expect(link.text()).toContain("Artikel Diskusi");
    expect(link.attr("target")).toBe("_blank");
    // Only the moves that make sense for the queue.
    expect(
      sari
        .find("button[name=intent]")
        .map((_, b) => $(b).attr("value"))
        .get(),
    ).toEqual(["approve", "spam", "delete"]);
    const lists = $(`nav[aria-label='${t.listsLabel}'] a[aria-current=page]`);
    expect(lists.text()).toBe(`${t.listPending}2`);

    const $spam = await adminPage("/admin/comments?status=spam");
    expect($spam(".moderation-author").text()).toBe("Spammer");
    expect(
      $spam("li[data-comment-id] button[name=intent]")
        .map((_, b) => $spam(b).attr("value"))
        .get(),
    ).toEqual(["approve", "pending", "delete"]);
    const $approved = await adminPage("/admin/comments?status=approved");
    expect($approved("main").text()).toContain(t.emptyApproved);
    // A mistyped list shows the queue.
    const $odd = await adminPage("/admin/comments?status=terbit&page=x");
    expect($odd(".moderation-author").length).toBe(2);
  });

  it("pages 20 at a time and moves off a page that moderation emptied", async () => {
    await server.db.deleteFrom("comments").execute();
    const post = await makePost(server.db);
    for (let n = 1; n <= 21; n++) await makeComment(server.db, post.id, { content: `No ${n}` });
    const $first = await adminPage("/admin/comments");
    expect($first("li[data-comment-id]")).toHaveLength(20);
    expect($first(".moderation-text").first().text()).toBe("No 21");
    const $second = await adminPage("/admin/comments?page=2");
    expect($second(".moderation-text").text()).toBe("No 1");
    const gone = await server.fetch("/admin/comments?page=3", { headers: { cookie } });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/admin/comments?page=2");
  });
});

describe("moderation actions", () => {
  it("approves a reader's comment: it shows on its article at the next request", async () => {
    const post = await makePost(server.db);
    const posted = await postComment(server, post.slug, { name: "Ani", content: "Setuju!" });
    expect(posted.status).toBe(200);
    const [row] = await storedComments(server.db, post.id);
    if (!row) throw new Error("the comment was not stored");
    expect(await publicComments(server, post.slug)).toEqual([]);

    expect(await moderate(server, cookie, "approve", [row.id])).toEqual({
      status: 200,
      message: t.approved(1),
    });
    expect(await statusOf(row.id)).toBe("approved");
    expect(await publicComments(server, post.slug)).toEqual(["Setuju!"]);
  });

  it("marks a comment as spam: it never shows, even once approved before", async () => {
    const post = await makePost(server.db);
    const pending = await makeComment(server.db, post.id, { content: "Beli sekarang" });
    const approved = await makeComment(server.db, post.id, {
      content: "Dulu disetujui",
      status: "approved",
    });
    expect(await publicComments(server, post.slug)).toEqual(["Dulu disetujui"]);

    expect(await moderate(server, cookie, "spam", [pending])).toEqual({
      status: 200,
      message: t.markedSpam(1),
    });
    expect(await moderate(server, cookie, "spam", [approved])).toMatchObject({ status: 200 });
    expect([await statusOf(pending), await statusOf(approved)]).toEqual(["spam", "spam"]);
    expect(await publicComments(server, post.slug)).toEqual([]);

    expect(await moderate(server, cookie, "pending", [approved])).toEqual({
      status: 200,
      message: t.movedToPending(1),
    });
    expect(await statusOf(approved)).toBe("pending");
    expect(await publicComments(server, post.slug)).toEqual([]);
  });

  it("deletes a comment", async () => {
    const post = await makePost(server.db);
    const id = await makeComment(server.db, post.id, { content: "Hapus aku", status: "approved" });
    const kept = await makeComment(server.db, post.id, { content: "Tetap", status: "approved" });
    expect(await moderate(server, cookie, "delete", [id])).toEqual({
      status: 200,
      message: t.deleted(1),
    });
    expect((await storedComments(server.db, post.id)).map((row) => row.id)).toEqual([kept]);
    expect(await publicComments(server, post.slug)).toEqual(["Tetap"]);
  });

  it("applies one action to every selected comment in one request", async () => {
    const post = await makePost(server.db);
    const ids = [
      await makeComment(server.db, post.id, { content: "satu" }),
      await makeComment(server.db, post.id, { content: "dua" }),
      await makeComment(server.db, post.id, { content: "tiga" }),
    ];
    const [one, two, three] = ids as [number, number, number];
    expect(await moderate(server, cookie, "approve", ids)).toEqual({
      status: 200,
      message: t.approved(3),
    });
    expect(await publicComments(server, post.slug)).toEqual(["satu", "dua", "tiga"]);

    // The same id twice counts once.
    expect(await moderate(server, cookie, "spam", [two, three, three])).toEqual({
      status: 200,
      message: t.markedSpam(2),
    });
    expect(await publicComments(server, post.slug)).toEqual(["satu"]);

    expect(await moderate(server, cookie, "delete", [one, two])).toEqual({
      status: 200,
      message: t.deleted(2),
    });
    const left = await storedComments(server.db, post.id);
    expect(left.map((row) => [row.id, row.status])).toEqual([[three, "spam"]]);
    expect(await publicComments(server, post.slug)).toEqual([]);
  });
});

describe("refused moderation requests", () => {
  it("answer 400 (404 for unknown comments) with a clear message and change nothing", async () => {
    const post = await makePost(server.db);
    const id = await makeComment(server.db, post.id, { content: "Tetap menunggu" });
    const many = Array.from({ length: 101 }, (_, n) => id + n);
    const cases: [string | null, (number | string)[], number, string][] = [
      ["publish", [id], 400, t.unknownIntent],
      ["", [id], 400, t.unknownIntent],
      [null, [id], 400, t.unknownIntent],
      ["approve", [], 400, t.noneSelected],
      ["approve", [""], 400, t.invalidId],
      ["approve", ["abc"], 400, t.invalidId],
      ["approve", [id, "abc"], 400, t.invalidId],
      ["approve", ["1.5"], 400, t.invalidId],
      ["approve", ["-3"], 400, t.invalidId],
      ["approve", ["0"], 400, t.invalidId],
      ["approve", ["99999999999999999999"], 400, t.invalidId],
      ["approve", many, 400, t.tooMany(100)],
      ["delete", many, 400, t.tooMany(100)],
      ["approve", [999999], 404, t.notFound],
      ["approve", [id, 999999], 404, t.notFound],
      ["delete", [id, 999998], 404, t.notFound],
    ];
    const before = await commentSnapshot(server.db);
    for (const [intent, ids, status, message] of cases) {
      const answer = await moderate(server, cookie, intent, ids);
      expect([intent, ids.length, answer]).toEqual([intent, ids.length, { status, message }]);
    }
    expect(await commentSnapshot(server.db)).toEqual(before);
    expect(await statusOf(id)).toBe("pending");
    expect(await publicComments(server, post.slug)).toEqual([]);
  });

  it("answers 415 to a body that is not a form", async () => {
    const before = await commentSnapshot(server.db);
    const response = await server.fetch("/admin/comments", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ intent: "delete", ids: [1] }),
    });
    expect(response.status).toBe(415);
    expect(await commentSnapshot(server.db)).toEqual(before);
  });
});

describe("with the page cache on", () => {
  let cached: TestServer;
  let cachedCookie = "";

  beforeAll(async () => {
    cached = await startServer({ env: adminServerEnv, cache: true });
    cachedCookie = await sessionFor(cached, "admin@contoh.id");
  });

  afterAll(() => cached?.stop());

  it("shows an approved comment at the next request, and drops it once marked spam", async () => {
    const post = await makePost(cached.db);
    const id = await makeComment(cached.db, post.id, { content: "Dari cache" });
    const first = await cached.fetch(`/blog/${post.slug}`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await cached.fetch(`/blog/${post.slug}`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).not.toContain("Dari cache");

    expect(await moderate(cached, cachedCookie, "approve", [id])).toMatchObject({ status: 200 });
    const next = await cached.fetch(`/blog/${post.slug}`);
    expect(next.headers.get("x-cache")).toBe("MISS");
    expect(await publicComments(cached, post.slug)).toEqual(["Dari cache"]);

    expect(await moderate(cached, cachedCookie, "spam", [id])).toMatchObject({ status: 200 });
    expect(await publicComments(cached, post.slug)).toEqual([]);
  });
});
