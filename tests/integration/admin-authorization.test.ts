import { countSubscribers } from "~/.server/db/subscribers";
import { nowIso } from "~/.server/db/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { makeComment } from "../support/moderation";
import { makePage } from "../support/pages";
import { startServer, type TestServer } from "../support/server";

// Every admin screen and action, asked anonymously, by an account waiting for approval and by an
// admin. The layout's check is not trusted: each loader and action checks again on its own.

let server: TestServer;
let adminCookie = "";
let pendingCookie = "";
let postId = 0;
let pendingUserId = "";
let commentId = 0;
let subscriberId = 0;
let pageId = 0;
// The pages before anyone without the right tries to write one (with the Privasi page every site
// starts with, migration 0055).
let pagesBefore: { id: number }[] = [];

async function pageIds(): Promise<{ id: number }[]> {
  return server.db.selectFrom("pages").select("id").orderBy("id").execute();
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  adminCookie = await sessionFor(server, "admin@contoh.id");
  pendingCookie = await sessionFor(server, "tunggu@contoh.id");
  postId = (await makePost(server.db, { title: "Matriks" })).id;
  const pending = await server.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", "tunggu@contoh.id")
    .executeTakeFirstOrThrow();
  pendingUserId = pending.id;
  commentId = await makeComment(server.db, postId, { content: "Menunggu moderasi" });
  const subscriber = await server.db
    .insertInto("subscribers")
    .values({ email: "rahasia@contoh.id", token: "t".repeat(32), created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  subscriberId = subscriber.id;
  pageId = (await makePage(server.db, { title: "Tentang", published: false })).id;
  pagesBefore = await pageIds();
});

afterAll(() => server?.stop());

const pages = () => [
  "/admin",
  "/admin/dashboard",
  "/admin/dashboard?q=matriks&page=2",
  "/admin/users",
  "/admin/comments",
  "/admin/comments?status=spam",
  "/admin/subscribers",
  "/admin/subscribers?q=contoh",
  "/admin/import-export",
  "/admin/settings",
  "/admin/outbox",
  "/admin/outbox?status=failed",
  "/admin/account",
  "/admin/articles/new",
  `/admin/articles/${postId}/edit`,
  "/admin/pages",
  "/admin/pages/new",
  `/admin/pages/${pageId}/edit`,
  `/admin/articles/${postId}/riwayat`,
  `/admin/pages/${pageId}/riwayat`,
];

const dataRequests = () => [
  "/admin/dashboard.data",
  "/admin/users.data",
  "/admin/comments.data",
  "/admin/subscribers.data",
  "/admin/import-export.data",
  "/admin/settings.data",
  "/admin/outbox.data",
  "/admin/account.data",
  "/admin/articles/new.data",
  `/admin/articles/${postId}/edit.data`,
  "/admin/pages.data",
  "/admin/pages/new.data",
  `/admin/pages/${pageId}/edit.data`,
  `/admin/articles/${postId}/riwayat.data`,
  `/admin/pages/${pageId}/riwayat.data`,
];

// Harmless bodies: an admin gets a normal answer without changing what other checks rely on.
// Each route action is called as a browser without JavaScript posts it (document) and as the
// client router does (`.data`).
const routeActions = () =>
  [
    ["/admin/dashboard", { intent: "delete", id: "999999" }, 404],
    ["/admin/users", { intent: "approve", id: "tidak-ada" }, 404],
    ["/admin/comments", { intent: "approve", ids: "999999" }, 404],
    ["/admin/subscribers", { intent: "remove", id: "999999" }, 404],
    ["/admin/import-export", { file: "bukan berkas" }, 400],
    ["/admin/settings", { name: "" }, 400],
    ["/admin/outbox", { intent: "retry", id: "999999" }, 404],
    ["/admin/account", { intent: "verify", code: "bukan-kode" }, 400],
    ["/admin/articles/new", { title: "" }, 400],
    [`/admin/articles/${postId}/edit`, { title: "" }, 400],
    ["/admin/pages", { intent: "remove", id: "999999" }, 404],
    ["/admin/pages/new", { title: "" }, 400],
    [`/admin/pages/${pageId}/edit`, { title: "" }, 400],
    [`/admin/articles/${postId}/riwayat`, { intent: "restore", revisionId: "x" }, 400],
    [`/admin/pages/${pageId}/riwayat`, { intent: "restore", revisionId: "x" }, 400],
  ] as const;

const actions = () => [
  ...routeActions().flatMap(([path, body, status]) => [
    [path, body, status] as const,
    [`${path}.data`, body, status] as const,
  ]),
  ["/admin/uploads", { file: "bukan berkas" }, 400] as const,
  ["/admin/import", { file: "bukan berkas" }, 400] as const,
  ["/admin/autosave", { kind: "bukan" }, 400] as const,
];

// Files to download: never a redirect to the sign-in screen, which would be saved as the file.
const downloads = ["/admin/subscribers.csv", "/admin/export.jsonl", "/admin/import/progress"];

function get(path: string, cookie?: string) {
  return server.fetch(path, { headers: cookie ? { cookie } : {} });
}

function post(path: string, body: Record<string, string>, cookie?: string) {
  return server.fetch(path, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams(body),
  });
}

describe("anonymous visitors", () => {
  it("are redirected to /admin/auth from every admin page", async () => {
    for (const path of pages()) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 302]);
      expect(response.headers.get("location")).toBe("/admin/auth");
    }
  });

  it("get 401 for every data request", async () => {
    for (const path of dataRequests()) {
      expect([path, (await get(path)).status]).toEqual([path, 401]);
    }
  });

  it("get 401 for every action request (or, posting a form without JavaScript, /admin/auth)", async () => {
    for (const [path, body] of actions()) {
      const response = await post(path, body);
      const document =
        !path.endsWith(".data") && path !== "/admin/uploads" && path !== "/admin/import";
      if (document && response.status === 302) {
        expect([path, response.headers.get("location")]).toEqual([path, "/admin/auth"]);
      } else {
        expect([path, response.status]).toEqual([path, 401]);
      }
    }
  });

  it("get 401 for every download, with no subscriber in it", async () => {
    for (const path of downloads) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 401]);
      expect(await response.text()).not.toContain("rahasia@contoh.id");
    }
  });

  it("change nothing", async () => {
    await post("/admin/dashboard", { intent: "delete", id: String(postId) });
    await post("/admin/dashboard.data", { intent: "delete", id: String(postId) });
    await post("/admin/users.data", { intent: "approve", id: pendingUserId });
    await post("/admin/comments", { intent: "approve", ids: String(commentId) });
    await post("/admin/comments.data", { intent: "delete", ids: String(commentId) });
    const posts = await server.db
      .selectFrom("posts")
      .select("id")
      .where("id", "=", postId)
      .execute();
    expect(posts).toHaveLength(1);
    const rows = await server.db
      .selectFrom("user")
      .select("role")
      .where("id", "=", pendingUserId)
      .execute();
    expect(rows).toEqual([{ role: "pending" }]);
    expect(await commentStatus()).toEqual([{ status: "pending" }]);
    await post("/admin/subscribers", { intent: "remove", id: String(subscriberId) });
    await post("/admin/subscribers.data", { intent: "remove", id: String(subscriberId) });
    expect(await subscriberCount()).toBe(1);
    await post("/admin/pages", { intent: "remove", id: String(pageId) });
    await post("/admin/pages.data", { intent: "remove", id: String(pageId) });
    await post("/admin/pages/new", {
      title: "Bukan Admin",
      slug: "bukan-admin",
      content: "<p>x</p>",
    });
    expect(await pageIds()).toEqual(pagesBefore);
    await post("/admin/settings", { name: "Dibobol", signupOpen: "on" });
    await post("/admin/settings.data", { name: "Dibobol", signupOpen: "on" });
    expect(await siteSettingRows()).toEqual([]);
  });
});

// The site's address is recorded by the first sign-up, not by a settings form.
function siteSettingRows() {
  return server.db
    .selectFrom("settings")
    .select("key")
    .where("key", "like", "site.%")
    .where("key", "!=", "site.siteUrl")
    .execute();
}

function subscriberCount() {
  return countSubscribers(server.db);
}

function commentStatus() {
  return server.db.selectFrom("comments").select("status").where("id", "=", commentId).execute();
}

describe("accounts waiting for approval", () => {
  it("get 403 for every page, data request, download and action", async () => {
    for (const path of [...pages(), ...dataRequests(), ...downloads]) {
      expect([path, (await get(path, pendingCookie)).status]).toEqual([path, 403]);
    }
    for (const [path, body] of actions()) {
      expect([path, (await post(path, body, pendingCookie)).status]).toEqual([path, 403]);
    }
  });

  it("cannot moderate comments", async () => {
    for (const path of ["/admin/comments", "/admin/comments.data"]) {
      for (const intent of ["approve", "spam", "delete"]) {
        const answer = await post(path, { intent, ids: String(commentId) }, pendingCookie);
        expect([path, intent, answer.status]).toEqual([path, intent, 403]);
      }
    }
    expect(await commentStatus()).toEqual([{ status: "pending" }]);
  });

  it("cannot remove a subscriber or read the list", async () => {
    for (const path of ["/admin/subscribers", "/admin/subscribers.data"]) {
      const answer = await post(
        path,
        { intent: "remove", id: String(subscriberId) },
        pendingCookie,
      );
      expect([path, answer.status]).toEqual([path, 403]);
    }
    const csv = await get("/admin/subscribers.csv", pendingCookie);
    expect(await csv.text()).not.toContain("rahasia@contoh.id");
    expect(await subscriberCount()).toBe(1);
  });

  it("cannot delete or write a page", async () => {
    for (const path of ["/admin/pages", "/admin/pages.data"]) {
      const answer = await post(path, { intent: "remove", id: String(pageId) }, pendingCookie);
      expect([path, answer.status]).toEqual([path, 403]);
    }
    const written = await post(
      "/admin/pages/new",
      { title: "Menunggu", slug: "menunggu", content: "<p>x</p>", published: "on" },
      pendingCookie,
    );
    expect(written.status).toBe(403);
    expect(await pageIds()).toEqual(pagesBefore);
  });

  it("cannot change the site's settings", async () => {
    for (const path of ["/admin/settings", "/admin/settings.data"]) {
      const answer = await post(path, { name: "Dibobol" }, pendingCookie);
      expect([path, answer.status]).toEqual([path, 403]);
    }
    expect(await siteSettingRows()).toEqual([]);
  });

  it("cannot delete an article or approve themselves", async () => {
    const deleted = await post(
      "/admin/dashboard",
      { intent: "delete", id: String(postId) },
      pendingCookie,
    );
    expect(deleted.status).toBe(403);
    const approve = await post(
      "/admin/users",
      { intent: "approve", id: pendingUserId },
      pendingCookie,
    );
    expect(approve.status).toBe(403);
    const rows = await server.db
      .selectFrom("user")
      .select("role")
      .where("id", "=", pendingUserId)
      .execute();
    expect(rows).toEqual([{ role: "pending" }]);
    expect(
      await server.db.selectFrom("posts").select("id").where("id", "=", postId).execute(),
    ).toHaveLength(1);
  });
});

describe("admins", () => {
  it("get every page and data request", async () => {
    for (const path of [...pages().slice(1), ...dataRequests(), ...downloads]) {
      expect([path, (await get(path, adminCookie)).status]).toEqual([path, 200]);
    }
    const index = await get("/admin", adminCookie);
    expect(index.headers.get("location")).toBe("/admin/dashboard");
  });

  it("reach every action (refused only for their harmless bodies)", async () => {
    for (const [path, body, status] of actions()) {
      expect([path, (await post(path, body, adminCookie)).status]).toEqual([path, status]);
    }
  });

  it("get 404 for an article that does not exist", async () => {
    expect((await get("/admin/articles/999999/edit", adminCookie)).status).toBe(404);
    expect((await get("/admin/articles/abc/edit", adminCookie)).status).toBe(404);
  });
});
