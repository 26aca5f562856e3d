import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/.server/db/connection";
import { listTables } from "~/.server/db/tables";
import { texts } from "~/lib/admin-texts";
import {
  personalDataDownloadPath,
  personalDataPath,
  type PersonalReport,
} from "~/lib/personal-data";
import { adminServerEnv, sessionFor } from "../support/admin";
import { insertComment } from "../support/comments";
import { makePost } from "../support/factories";
import { makeNewsroom, type Newsroom } from "../support/newsroom";
import { startServer, type TestServer } from "../support/server";

// Data pribadi (issue 45): the copy holds every row about an address, and after Hapus data no
// column of any table holds it, while the site and its counts stay right.

const target = "rahasia.pembaca@contoh.id";
const t = texts.personalData;

/** Every row of every table with `email` in any column, read by the test itself. */
async function rowsWith(db: DB, email: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const table of await listTables(db)) {
    const conditions = table.columns.map(
      (column) => sql`lower(cast(${sql.ref(column)} as text)) like ${`%${email}%`}`,
    );
    const { rows } = await sql<{ total: number | string }>`
      select count(*) as total from ${sql.table(table.name)}
      where ${sql.join(conditions, sql` or `)}`.execute(db);
    const total = Number(rows[0]?.total ?? 0);
    if (total > 0) found.set(table.name, total);
  }
  return found;
}

function post(
  server: TestServer,
  cookie: string,
  fields: Record<string, string>,
  path = fields.intent === "download" ? personalDataDownloadPath : personalDataPath,
) {
  return server.fetch(path, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
}

/** Puts the address everywhere the app can put it. */
async function spreadAddress(server: TestServer, room: Newsroom) {
  const { db } = server;
  const now = new Date().toISOString();
  const article = await makePost(db, { title: "Artikel Diskusi" });
  for (const status of ["approved", "pending", "spam"] as const) {
    await insertComment(db, {
      postId: article.id,
      name: "Rahasia",
      email: status === "approved" ? "Rahasia.Pembaca@Contoh.id" : target,
      content: `Komentar ${status} dari pembaca rahasia.`,
      status,
    });
  }
  await insertComment(db, {
    postId: article.id,
    name: "Pembaca Lain",
    email: "lain@contoh.id",
    content: "Komentar pembaca lain tetap tampil.",
  });
  // A reply notice asked for with the approved comment (migration 0058).
  const asked = await db
    .selectFrom("comments")
    .select("id")
    .where("status", "=", "approved")
    .where("post_id", "=", article.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("comment_notices")
    .values({
      comment_id: asked.id,
      email: "Rahasia.Pembaca@Contoh.id",
      token: "token-balasan",
      confirm_token: null,
      confirm_sent_at: now,
      confirmed_at: now,
      stopped_at: null,
      created_at: now,
    })
    .execute();
  const subscriber = await db
    .insertInto("subscribers")
    .values({
      email: target,
      token: "token-berhenti",
      created_at: now,
      confirm_token: null,
      confirm_sent_at: now,
      confirmed_at: now,
      consented_at: now,
      consent_source: "footer",
      unsubscribed_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("newsletter_sends")
    .values({ post_id: article.id, subscriber_id: subscriber.id, created_at: now })
    .execute();
  const mail = (recipient: string, body: string) => ({
    kind: "newsletter",
    recipient,
    subject: "Buletin",
    text_body: body,
    html_body: `<p>${body}</p>`,
    headers: "{}",
    message_id: `<${Math.random()}@contoh.id>`,
    status: "sent" as const,
    next_attempt_at: now,
    created_at: now,
    post_id: null,
  });
  const sent = await db
    .insertInto("outbox")
    .values(mail(target, "Halo"))
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("outbox_attempts")
    .values({ outbox_id: sent.id, attempted_at: now, outcome: "sent", error: null })
    .execute();
  await db
    .insertInto("outbox")
    .values(mail("editor@contoh.id", `Komentar baru dari ${target} menunggu.`))
    .execute();
  await db
    .insertInto("invitations")
    .values({
      email: target,
      role: "penulis",
      name: "Rahasia",
      token_hash: "hash-undangan",
      invited_by: room.ids.admin,
      expires_at: now,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("events")
    .values({
      kind: "article.submitted",
      subject_id: article.id,
      payload: JSON.stringify({ byEmail: target }),
      created_at: now,
      dispatched_at: now,
    })
    .execute();
  await db
    .insertInto("rate_limits")
    .values({ key: `signInAccount:127.0.0.1:${target}`, points: 1, expire: null })
    .execute();
  await db
    .insertInto("audience_searches")
    .values({ day: "2026-11-01", term: target, searches: 1, empty: 1 })
    .execute();
  // An account of the address: its profile, its article, its activity.
  const cookie = await sessionFor(server, target);
  const user = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", target)
    .executeTakeFirstOrThrow();
  await db.updateTable("user").set({ role: "penulis" }).where("id", "=", user.id).execute();
  const profile = await db
    .selectFrom("author_profiles")
    .select(["id", "name"])
    .where("user_id", "=", user.id)
    .executeTakeFirstOrThrow();
  const own = await makePost(db, {
    title: "Tulisan Sang Penulis",
    author: profile.name,
    authorProfileId: Number(profile.id),
  });
  await db.updateTable("posts").set({ owner_id: user.id }).where("id", "=", own.id).execute();
  await db
    .insertInto("activity_log")
    .values({
      actor_id: user.id,
      actor_email: target,
      action: "article.submit",
      subject: "",
      object_type: "post",
      object_id: String(own.id),
      created_at: now,
    })
    .execute();
  return { article, own, cookie, userId: user.id };
}

describe("Data pribadi", () => {
  let server: TestServer;
  let room: Newsroom;
  let spread: Awaited<ReturnType<typeof spreadAddress>>;

  beforeAll(async () => {
    server = await startServer({ env: adminServerEnv });
    room = await makeNewsroom(server);
    spread = await spreadAddress(server, room);
  });
  afterAll(() => server?.stop());

  it("refuses everyone but admins, on the screen and on every action", async () => {
    for (const role of ["editor", "penulis", "kontributor"] as const) {
      const cookie = room.cookies[role];
      expect((await server.fetch(personalDataPath, { headers: { cookie } })).status).toBe(403);
      for (const intent of ["search", "download", "erase"]) {
        const response = await post(server, cookie, { intent, email: target, confirm: "yes" });
        expect([role, intent, response.status]).toEqual([role, intent, 403]);
      }
    }
    // Anonymous: the sign-in screen for the page's form, 401 for the file.
    expect((await post(server, "", { intent: "search", email: target })).status).toBe(302);
    expect((await post(server, "", { intent: "download", email: target })).status).toBe(401);
    expect(await rowsWith(server.db, target)).not.toEqual(new Map());
  });

  it("answers an address that is none with a 400 in Indonesian", async () => {
    for (const [intent, email] of [
      ["search", ""],
      ["search", "bukan-alamat"],
      ["download", "a@b"],
      ["erase", "x@"],
    ] as const) {
      const response = await post(server, room.cookies.admin, { intent, email, confirm: "yes" });
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toMatch(new RegExp(`${t.emailRequired}|${t.emailInvalid}`));
    }
  });

  it("shows what is held and hands every row about the address over as a JSON file", async () => {
    const page = await post(server, room.cookies.admin, { intent: "search", email: target });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Komentar pending dari pembaca rahasia.");
    expect(html).toContain(t.download);

    const response = await post(server, room.cookies.admin, {
      intent: "download",
      email: "  Rahasia.Pembaca@contoh.id ",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename=".+\.json"$/,
    );
    const report = (await response.json()) as PersonalReport & { requestId: string };
    expect(report.comments.map((c) => c.status).sort()).toEqual(["approved", "pending", "spam"]);
    expect(report.subscription).toMatchObject({ consentSource: "footer" });
    expect(report.subscription?.consentedAt).toBeTruthy();
    expect(report.account?.articles).toBe(1);
    expect(report.account?.authorProfile).not.toBeNull();
    expect(report.mails).toHaveLength(1);
    // Every row the test finds anywhere is in the copy, table by table.
    const held = await rowsWith(server.db, target);
    for (const table of ["comments", "subscribers", "outbox", "invitations", "user", "events"]) {
      expect(held.has(table)).toBe(true);
    }
    for (const [table, count] of held) {
      expect([table, report.tables[table]?.length]).toEqual([table, count]);
    }
    // Its secrets are not handed out.
    expect(JSON.stringify(report)).not.toContain("token-berhenti");
    expect(report.tables.account?.length).toBe(1);
    // The log names the request, never the address.
    const log = await server.db
      .selectFrom("activity_log")
      .selectAll()
      .where("action", "like", "personalData.%")
      .execute();
    expect(log.map((entry) => entry.action)).toContain("personalData.download");
    expect(log.some((entry) => entry.object_id === report.requestId)).toBe(true);
    expect(JSON.stringify(log)).not.toContain("rahasia");
  });

  it("erases the address from every table and the site keeps working with right counts", async () => {
    const countsBefore = await server.db.selectFrom("published_counts").selectAll().execute();
    const refused = await post(server, room.cookies.admin, { intent: "erase", email: target });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(t.confirmRequired);

    const response = await post(server, room.cookies.admin, {
      intent: "erase",
      email: target,
      confirm: "yes",
      heir: "",
    });
    expect(response.status).toBe(200);
    expect(await rowsWith(server.db, target)).toEqual(new Map());

    // Comments deleted (Pengaturan keeps no text by default); the other reader's stays.
    const article = await server.fetch(`/blog/${spread.article.slug}`);
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain("Komentar pembaca lain tetap tampil.");
    expect(html).not.toContain("pembaca rahasia");
    const approved = await server.db
      .selectFrom("comments")
      .select("id")
      .where("post_id", "=", spread.article.id)
      .where("status", "=", "approved")
      .execute();
    expect(approved).toHaveLength(1);
    // The account: deactivated, signed out, its article still published under Redaksi.
    const user = await server.db
      .selectFrom("user")
      .select(["deactivated", "name"])
      .where("id", "=", spread.userId)
      .executeTakeFirstOrThrow();
    expect(Boolean(user.deactivated)).toBe(true);
    expect(
      (await server.fetch("/admin/dashboard", { headers: { cookie: spread.cookie } })).status,
    ).toBe(302);
    const own = await server.fetch(`/blog/${spread.own.slug}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("Redaksi");
    expect(await server.db.selectFrom("published_counts").selectAll().execute()).toEqual(
      countsBefore,
    );
    expect((await server.fetch("/")).status).toBe(200);
    const log = await server.db
      .selectFrom("activity_log")
      .select(["detail", "object_id"])
      .where("action", "=", "personalData.erase")
      .execute();
    expect(log.some((entry) => /^baris=\d+$/.test(entry.detail))).toBe(true);
    // A second search finds nothing.
    const again = await post(server, room.cookies.admin, { intent: "search", email: target });
    expect(await again.text()).toContain(t.nothing(target));
  });
});

describe("Data pribadi with comments kept", () => {
  let server: TestServer;
  let room: Newsroom;

  beforeAll(async () => {
    server = await startServer({ env: adminServerEnv });
    room = await makeNewsroom(server);
  });
  afterAll(() => server?.stop());

  it("keeps the text as Pembaca, without the address, when Pengaturan says so", async () => {
    await server.db
      .insertInto("settings")
      .values({ key: "site.keepCommentText", value: "true" })
      .execute();
    const article = await makePost(server.db);
    await insertComment(server.db, {
      postId: article.id,
      name: "Rahasia",
      email: target,
      content: "Komentar yang tetap tampil.",
    });
    const response = await post(server, room.cookies.admin, {
      intent: "erase",
      email: target,
      confirm: "yes",
    });
    expect(response.status).toBe(200);
    expect(await rowsWith(server.db, target)).toEqual(new Map());
    const html = await (await server.fetch(`/blog/${article.slug}`)).text();
    expect(html).toContain("Komentar yang tetap tampil.");
    expect(html).toContain("Pembaca");
    expect(html).not.toContain("Rahasia");
  });
});
