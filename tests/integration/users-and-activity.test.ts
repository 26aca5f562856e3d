import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeUser, setDeactivated, setUserRole } from "~/.server/db/users";
import { restoredRow } from "~/.server/import/restore-rules";
import { activityLabels } from "~/lib/activity";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, sessionFor, submitCredentials } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// The Pengguna screen: approving with a role, changing roles, deactivating (sessions end at once,
// articles stay), deleting after choosing who receives the articles, and the activity log.

const t = texts.users;
let server: TestServer;
let adminCookie = "";

async function idOf(email: string): Promise<string> {
  const row = await server.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function roleOf(email: string) {
  const row = await server.db
    .selectFrom("user")
    .select(["role", "deactivated"])
    .where("email", "=", email)
    .executeTakeFirst();
  return row && { role: row.role, deactivated: Boolean(row.deactivated) };
}

function act(body: Record<string, string>, cookie = adminCookie) {
  return server.fetch("/admin/users", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(body),
  });
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  adminCookie = await sessionFor(server, "admin@contoh.id");
});

afterAll(() => server?.stop());

describe("the Pengguna screen", () => {
  it("approves a waiting account with the chosen role, and logs it", async () => {
    await sessionFor(server, "penulis@contoh.id");
    const id = await idOf("penulis@contoh.id");
    expect((await act({ intent: "approve", id, role: "penulis" })).status).toBe(200);
    expect(await roleOf("penulis@contoh.id")).toEqual({ role: "penulis", deactivated: false });
    // Approving again is not a role change.
    expect((await act({ intent: "approve", id, role: "admin" })).status).toBe(400);
    expect((await act({ intent: "role", id, role: "superadmin" })).status).toBe(400);
    expect((await act({ intent: "role", id, role: "editor" })).status).toBe(200);
    expect(await roleOf("penulis@contoh.id")).toEqual({ role: "editor", deactivated: false });

    const $ = cheerio.load(
      await (await server.fetch("/admin/users", { headers: { cookie: adminCookie } })).text(),
    );
    const log = $('[data-testid="aktivitas"]')
      .map((_, li) => $(li).text())
      .get();
    // People by their display names (at sign-up, the part before @), read when shown.
    expect(log[0]).toContain(`admin ${activityLabels["user.role"]} penulis`);
    expect(log[0]).toContain("Penulis → Editor");
    expect(log[1]).toContain(`${activityLabels["user.approve"]} penulis`);
  });

  it("approval names the account: its byline and author page take the name, not the address", async () => {
    const cookie = await sessionFor(server, "sekar.rahasia@contoh.id");
    const id = await idOf("sekar.rahasia@contoh.id");
    // A profile made before approval has no name: its slug is no part of the address.
    await server.fetch("/admin/account", { headers: { cookie } });
    const answer = await act({ intent: "approve", id, role: "penulis", name: "Sekar Kinasih" });
    expect(answer.status).toBe(200);
    const user = await server.db
      .selectFrom("user")
      .select("name")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(user.name).toBe("Sekar Kinasih");
    const editor = await server.fetch("/admin/articles/new", { headers: { cookie } });
    expect(editor.status).toBe(200);
    const profile = await server.db
      .selectFrom("author_profiles")
      .select(["name", "slug"])
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ name: "Sekar Kinasih", slug: "sekar-kinasih" });
  });

  it("deactivating ends the account's sessions at once; its articles stay", async () => {
    const cookie = await sessionFor(server, "kontributor@contoh.id");
    const id = await idOf("kontributor@contoh.id");
    await act({ intent: "approve", id, role: "kontributor" });
    const article = await makePost(server.db, {
      title: "Tetap Ada",
      ownerId: id,
      published: false,
    });
    const before = await server.fetch("/admin/dashboard", { headers: { cookie } });
    expect(before.status).toBe(200);

    expect((await act({ intent: "deactivate", id })).status).toBe(200);
    const after = await server.fetch("/admin/dashboard", { headers: { cookie } });
    expect([after.status, after.headers.get("location")]).toEqual([302, "/admin/auth"]);
    const again = await submitCredentials(
      server,
      "sign-in",
      "kontributor@contoh.id",
      "rahasia-uji-123",
    );
    expect(again.status).toBe(403);
    expect(again.cookie).toBe("");
    expect(cheerio.load(again.html)('[role="alert"]').text()).toContain(texts.auth.deactivated);
    const sessions = await server.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", id)
      .execute();
    expect(sessions).toEqual([]);
    const kept = await server.db
      .selectFrom("posts")
      .select("owner_id")
      .where("id", "=", article.id)
      .executeTakeFirst();
    expect(kept?.owner_id).toBe(id);

    expect((await act({ intent: "reactivate", id })).status).toBe(200);
    const back = await submitCredentials(
      server,
      "sign-in",
      "kontributor@contoh.id",
      "rahasia-uji-123",
    );
    expect(back.status).toBe(302);
    const dashboard = await server.fetch("/admin/dashboard", { headers: { cookie: back.cookie } });
    expect(dashboard.status).toBe(200);
  });

  it("deletes an account only with an active account to receive its articles", async () => {
    const id = await idOf("kontributor@contoh.id");
    const editor = await idOf("penulis@contoh.id");
    await sessionFor(server, "tunggu@contoh.id");
    const waiting = await idOf("tunggu@contoh.id");
    expect((await act({ intent: "remove", id })).status).toBe(400);
    expect((await act({ intent: "remove", id, heirId: waiting })).status).toBe(400);
    expect((await act({ intent: "remove", id, heirId: id })).status).toBe(400);
    expect(await roleOf("kontributor@contoh.id")).toBeDefined();

    const removed = await act({ intent: "remove", id, heirId: editor });
    expect(removed.status).toBe(200);
    expect(await roleOf("kontributor@contoh.id")).toBeUndefined();
    const owners = await server.db
      .selectFrom("posts")
      .select("owner_id")
      .where("title", "=", "Tetap Ada")
      .execute();
    expect(owners).toEqual([{ owner_id: editor }]);
    const entry = await server.db
      .selectFrom("activity_log")
      .select(["action", "object_type", "object_id", "detail"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: "user.remove",
      object_type: "user",
      object_id: id,
      detail: t.heirDetail("penulis"),
    });
  });

  it("never leaves the site without an active admin, and nobody changes their own role", async () => {
    const admin = await idOf("admin@contoh.id");
    expect((await act({ intent: "role", id: admin, role: "editor" })).status).toBe(403);
    expect((await act({ intent: "deactivate", id: admin })).status).toBe(403);
    // Below the screen (two admins racing each other): the database refuses the last one.
    expect(await setUserRole(server.db, admin, "editor")).toBe("lastAdmin");
    expect(await setDeactivated(server.db, admin, true)).toBe("lastAdmin");
    expect(await removeUser(server.db, admin, admin)).toBe("lastAdmin");
    expect(await roleOf("admin@contoh.id")).toEqual({ role: "admin", deactivated: false });
  });

  it("is the admins' alone: an editor cannot approve, promote or read the log", async () => {
    const editorCookie = await sessionFor(server, "penulis@contoh.id");
    const waiting = await idOf("tunggu@contoh.id");
    const editor = await idOf("penulis@contoh.id");
    for (const body of [
      { intent: "approve", id: waiting, role: "admin" },
      { intent: "role", id: editor, role: "admin" },
    ]) {
      expect((await act(body, editorCookie)).status).toBe(403);
    }
    const page = await server.fetch("/admin/users", { headers: { cookie: editorCookie } });
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain(activityLabels["user.approve"]);
    expect(await roleOf("tunggu@contoh.id")).toEqual({ role: "pending", deactivated: false });
  });
});

describe("a restore", () => {
  it("brings back only roles Warta knows; anything else waits for approval", () => {
    expect(restoredRow("user", { id: "a", role: "superadmin" })).toEqual({
      row: { id: "a", role: "pending" },
    });
    expect(restoredRow("user", { id: "b", role: "editor" })).toEqual({
      row: { id: "b", role: "editor" },
    });
  });

  it("checks activity log rows like any other", () => {
    const row = {
      actor_id: "x",
      actor_email: "a@contoh.id",
      action: "",
      subject: "s",
      detail: "",
    };
    expect("reason" in restoredRow("activity_log", row)).toBe(true);
    expect("row" in restoredRow("activity_log", { ...row, action: "user.role" })).toBe(true);
  });
});
