import { profileOfUser } from "~/.server/db/author-profiles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/lib/admin-texts";
import { staffRoles, type StaffRole } from "~/lib/roles";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { makeComment } from "../support/moderation";
import { makePage } from "../support/pages";
import { routePaths } from "../support/route-walk";
import { startServer, type TestServer } from "../support/server";

// Every admin route and action (GET and POST, `.data` included) asked by every role: anonymous,
// pending, Kontributor, Penulis, Editor and Admin, against the policy's table (app/lib/policy.ts,
// README.md). Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL. Then the crafted forms:
// fields a role's editor never shows change nothing and answer 403.

type Who = "anonymous" | "pending" | StaffRole;
const everyone: readonly Who[] = ["anonymous", "pending", ...staffRoles];

let server: TestServer;
const cookies: Partial<Record<Who, string>> = {};
const ids: Record<StaffRole, string> = { kontributor: "", penulis: "", editor: "", admin: "" };
let adminDraft = 0;
let pageId = 0;

async function account(email: string, role: StaffRole | "pending"): Promise<[string, string]> {
  const cookie = await sessionFor(server, email);
  await server.db.updateTable("user").set({ role }).where("email", "=", email).execute();
  const row = await server.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return [cookie, row.id];
}

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  // The first sign-up is the admin, as on a new site.
  [cookies.admin, ids.admin] = await account("admin@contoh.id", "admin");
  for (const role of ["kontributor", "penulis", "editor"] as const) {
    [cookies[role], ids[role]] = await account(`${role}@contoh.id`, role);
  }
  [cookies.pending] = await account("tunggu@contoh.id", "pending");
  adminDraft = (
    await makePost(server.db, { title: "Draf Admin", published: false, ownerId: ids.admin })
  ).id;
  pageId = (await makePage(server.db, { title: "Tentang", published: false })).id;
  // A waiting comment, so that the moderators' badge and list have something to show.
  await makeComment(server.db, adminDraft, { content: "Menunggu moderasi" });
});

afterAll(() => server?.stop());

// Who may open each screen (and its `.data`): the least role, as the policy says.
const least = (role: StaffRole): readonly Who[] => staffRoles.slice(staffRoles.indexOf(role));

const screens = (): [string, readonly Who[]][] => [
  ["/admin/dashboard", least("kontributor")],
  ["/admin/account", least("kontributor")],
  // Everyone on the team; below Editor it shows their own articles' numbers only.
  ["/admin/statistics", least("kontributor")],
  ["/admin/articles/new", least("kontributor")],
  // Somebody else's draft: only editors and admins open it, or its history.
  [`/admin/articles/${adminDraft}/edit`, least("editor")],
  [`/admin/articles/${adminDraft}/riwayat`, least("editor")],
  ["/admin/scheduled", least("editor")],
  ["/admin/pages", least("editor")],
  ["/admin/pages/new", least("editor")],
  [`/admin/pages/${pageId}/edit`, least("editor")],
  [`/admin/pages/${pageId}/riwayat`, least("editor")],
  ["/admin/tags", least("editor")],
  ["/admin/profiles", least("editor")],
  ["/admin/media", least("kontributor")],
  ["/admin/categories", least("editor")],
  ["/admin/menus", least("editor")],
  ["/admin/comments", least("editor")],
  ["/admin/users", least("admin")],
  ["/admin/subscribers", least("admin")],
  ["/admin/import-export", least("admin")],
  ["/admin/settings", least("admin")],
  ["/admin/outbox", least("admin")],
  ["/admin/data-pribadi", least("admin")],
];

// Harmless bodies: an allowed role gets the answer in the third column without anything changing.
const formActions = (): [string, Record<string, string>, number, readonly Who[]][] => [
  ["/admin/dashboard", { intent: "delete", id: "999999" }, 404, least("kontributor")],
  ["/admin/account", { intent: "verify", code: "bukan-kode" }, 400, least("kontributor")],
  ["/admin/articles/new", { title: "" }, 400, least("kontributor")],
  [`/admin/articles/${adminDraft}/edit`, { title: "" }, 400, least("editor")],
  [
    `/admin/articles/${adminDraft}/riwayat`,
    { intent: "restore", revisionId: "x" },
    400,
    least("editor"),
  ],
  ["/admin/pages", { intent: "remove", id: "999999" }, 404, least("editor")],
  ["/admin/pages/new", { title: "" }, 400, least("editor")],
  [`/admin/pages/${pageId}/edit`, { title: "" }, 400, least("editor")],
  [`/admin/pages/${pageId}/riwayat`, { intent: "restore", revisionId: "x" }, 400, least("editor")],
  ["/admin/tags", { intent: "bukan" }, 400, least("editor")],
  ["/admin/profiles", { intent: "approve", id: "999999" }, 404, least("editor")],
  ["/admin/media", { intent: "delete", hash: "0".repeat(32) }, 404, least("kontributor")],
  ["/admin/categories", { intent: "bukan" }, 400, least("editor")],
  ["/admin/menus", { intent: "bukan" }, 400, least("editor")],
  ["/admin/comments", { intent: "approve", ids: "999999" }, 404, least("editor")],
  ["/admin/users", { intent: "approve", id: "tidak-ada" }, 404, least("admin")],
  ["/admin/subscribers", { intent: "remove", id: "999999" }, 404, least("admin")],
  ["/admin/import-export", { file: "bukan berkas" }, 400, least("admin")],
  ["/admin/settings", { name: "" }, 400, least("admin")],
  ["/admin/outbox", { intent: "retry", id: "999999" }, 404, least("admin")],
  ["/admin/data-pribadi", { intent: "search", email: "bukan" }, 400, least("admin")],
];

const resourceActions = (): [string, Record<string, string>, number, readonly Who[]][] => [
  ["/admin/autosave", { kind: "bukan" }, 400, least("kontributor")],
  ["/admin/uploads", { file: "bukan berkas" }, 400, least("penulis")],
  ["/admin/media/upload", { file: "bukan berkas" }, 400, least("kontributor")],
  ["/admin/import", { file: "bukan berkas" }, 400, least("admin")],
  ["/admin/data-pribadi.json", { email: "bukan" }, 400, least("admin")],
];

const downloads = (): [string, readonly Who[]][] => [
  ["/admin/subscribers.csv", least("admin")],
  ["/admin/statistics.csv", least("kontributor")],
  ["/admin/export.jsonl", least("admin")],
  // How far the dashboard's import has come (no run asked: null).
  ["/admin/import/progress", least("admin")],
  // The editor's "Baca juga" search: whoever may write an article.
  ["/admin/articles/search", least("kontributor")],
  ["/admin/media/items", least("kontributor")],
];

function get(path: string, who: Who) {
  const cookie = cookies[who];
  return server.fetch(path, { headers: cookie ? { cookie } : {} });
}

function post(path: string, body: Record<string, string> | FormData, who: Who) {
  const cookie = cookies[who];
  return server.fetch(path, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: body instanceof FormData ? body : new URLSearchParams(body),
  });
}

/** What a refused request answers: anonymous to sign in, everybody else 403. */
function refusal(who: Who, status: number, location: string | null, page: boolean) {
  if (who === "anonymous") {
    return page ? status === 302 && location === "/admin/auth" : status === 401;
  }
  return status === 403;
}

describe("the matrix", () => {
  it("covers every admin route of app/routes.ts", () => {
    const listed = new Set(
      [
        ...screens().map(([path]) => path),
        ...resourceActions().map(([path]) => path),
        ...downloads().map(([path]) => path),
        "/admin",
      ].map((path) => path.replace(/\/\d+\//, "/:id/")),
    );
    // Screens of their own before any session: signing in, resets, accepting an invitation.
    const signIn = [
      "auth",
      "login",
      "logout",
      "forgot-password",
      "reset-password",
      "two-factor",
      "undangan",
    ];
    const admin = routePaths({})
      .filter((path) => path === "/admin" || path.startsWith("/admin/"))
      .map((path) => path.replace("/x/", "/:id/"))
      .filter((path) => !signIn.includes(path.slice("/admin/".length)));
    expect(admin.filter((path) => !listed.has(path))).toEqual([]);
  });

  for (const who of everyone) {
    it(`${who}: every screen and its data`, async () => {
      for (const [path, allowed] of screens()) {
        for (const target of [path, `${path.split("?")[0]}.data`]) {
          const answer = await get(target, who);
          const page = !target.endsWith(".data");
          const ok = allowed.includes(who as StaffRole)
            ? answer.status === 200
            : refusal(who, answer.status, answer.headers.get("location"), page);
          expect([target, who, answer.status, ok]).toEqual([target, who, answer.status, true]);
        }
      }
      const index = await get("/admin", who);
      if (who === "anonymous") expect(index.headers.get("location")).toBe("/admin/auth");
      else if (who === "pending") expect(index.status).toBe(403);
      else expect(index.headers.get("location")).toBe("/admin/dashboard");
    });

    it(`${who}: every action, as a form and as the client router posts it`, async () => {
      for (const [path, body, status, allowed] of formActions()) {
        for (const target of [path, `${path}.data`]) {
          const answer = await post(target, body, who);
          const ok = allowed.includes(who as StaffRole)
            ? answer.status === status
            : refusal(
                who,
                answer.status,
                answer.headers.get("location"),
                !target.endsWith(".data") && answer.status === 302,
              );
          expect([target, who, answer.status, ok]).toEqual([target, who, answer.status, true]);
        }
      }
      for (const [path, body, status, allowed] of resourceActions()) {
        const answer = await post(path, body, who);
        const ok = allowed.includes(who as StaffRole)
          ? answer.status === status
          : refusal(who, answer.status, null, false);
        expect([path, who, answer.status, ok]).toEqual([path, who, answer.status, true]);
      }
    });

    it(`${who}: every download`, async () => {
      for (const [path, allowed] of downloads()) {
        const answer = await get(path, who);
        const ok = allowed.includes(who as StaffRole)
          ? answer.status === 200
          : refusal(who, answer.status, null, false);
        expect([path, who, answer.status, ok]).toEqual([path, who, answer.status, true]);
      }
    });
  }

  it("shows each role only the tabs it may open", async () => {
    const tabs = async (who: StaffRole) => {
      const html = await (await get("/admin/dashboard", who)).text();
      return ["/admin/scheduled", "/admin/pages", "/admin/users", "/admin/settings"].filter((to) =>
        html.includes(`href="${to}"`),
      );
    };
    expect(await tabs("kontributor")).toEqual([]);
    expect(await tabs("penulis")).toEqual([]);
    expect(await tabs("editor")).toEqual(["/admin/scheduled", "/admin/pages"]);
    expect(await tabs("admin")).toEqual([
      "/admin/scheduled",
      "/admin/pages",
      "/admin/users",
      "/admin/settings",
    ]);
  });
});

async function newArticleForm(fields: Record<string, string>): Promise<FormData> {
  const category = await server.db
    .selectFrom("categories")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const form = new FormData();
  const values = {
    title: "Tulisan Baru",
    slug: `tulisan-${Math.random().toString(36).slice(2, 8)}`,
    categoryId: String(category.id),
    summary: "Ringkasan tulisan baru.",
    content: "<p>Isi tulisan baru.</p>",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

async function postRow(id: number) {
  return server.db
    .selectFrom("posts")
    .select(["title", "published", "owner_id", "featured", "scheduled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

async function refusedWith(answer: Response, message: string) {
  expect(answer.status).toBe(403);
  expect(await answer.text()).toContain(message);
}

describe("crafted fields", () => {
  it("a Kontributor's new article is a draft they own; published=on or a schedule is refused", async () => {
    const before = await server.db.selectFrom("posts").select("id").execute();
    await refusedWith(
      await post("/admin/articles/new", await newArticleForm({ published: "on" }), "kontributor"),
      texts.forbidden.publish,
    );
    await refusedWith(
      await post(
        "/admin/articles/new",
        await newArticleForm({ intent: "schedule", publishAt: "2099-01-01T08:00" }),
        "kontributor",
      ),
      texts.forbidden.publish,
    );
    await refusedWith(
      await post(
        "/admin/articles/new",
        await newArticleForm({ ownerId: ids.admin }),
        "kontributor",
      ),
      texts.forbidden.reassign,
    );
    // Signing with someone else's author profile is an editor's choice too.
    const adminProfile = await profileOfUser(server.db, ids.admin ?? "");
    await refusedWith(
      await post(
        "/admin/articles/new",
        await newArticleForm({ author: String(adminProfile.id) }),
        "kontributor",
      ),
      texts.forbidden.byline,
    );
    expect(await server.db.selectFrom("posts").select("id").execute()).toEqual(before);

    const saved = await post("/admin/articles/new", await newArticleForm({}), "kontributor");
    expect(saved.status).toBe(302);
    const mine = await server.db
      .selectFrom("posts")
      .select(["id", "published", "owner_id"])
      .where("owner_id", "=", ids.kontributor)
      .executeTakeFirstOrThrow();
    expect([Boolean(mine.published), mine.owner_id]).toEqual([false, ids.kontributor]);

    const published = await editArticle(server, cookies.kontributor ?? "", mine.id, {
      published: "on",
    });
    await refusedWith(published, texts.forbidden.publish);
    expect(Boolean((await postRow(mine.id))?.published)).toBe(false);
    // Their own draft they may edit.
    const edited = await editArticle(server, cookies.kontributor ?? "", mine.id, {
      title: "Judul Diperbaiki",
    });
    expect(edited.status).toBe(302);
    expect((await postRow(mine.id))?.title).toBe("Judul Diperbaiki");
  });

  it("another article's id changes nothing: edit, delete, autosave, history", async () => {
    const form = await newArticleForm({ title: "Dibajak" });
    for (const who of ["kontributor", "penulis"] as const) {
      await refusedWith(
        await post(`/admin/articles/${adminDraft}/edit`, form, who),
        texts.forbidden.article,
      );
      await refusedWith(
        await post("/admin/dashboard", { intent: "delete", id: String(adminDraft) }, who),
        texts.forbidden.delete,
      );
      const autosave = await post(
        "/admin/autosave",
        { kind: "post", id: String(adminDraft), title: "Dibajak" },
        who,
      );
      expect(autosave.status).toBe(403);
    }
    expect((await postRow(adminDraft))?.title).toBe("Draf Admin");
    const copies = await server.db.selectFrom("working_copies").select("user_id").execute();
    expect(copies).toEqual([]);
  });

  it("a Kontributor never lists or opens someone else's draft", async () => {
    const html = await (await get("/admin/dashboard", "kontributor")).text();
    expect(html).not.toContain("Draf Admin");
    expect(html).toContain("Judul Diperbaiki");
    expect(await (await get("/admin/dashboard", "editor")).text()).toContain("Draf Admin");
    await refusedWith(
      await get(`/admin/articles/${adminDraft}/edit`, "kontributor"),
      texts.forbidden.article,
    );
  });

  it("a Penulis publishes their own article but cannot feature it or give it away", async () => {
    const saved = await post(
      "/admin/articles/new",
      await newArticleForm({ title: "Milik Penulis" }),
      "penulis",
    );
    expect(saved.status).toBe(302);
    const own = await server.db
      .selectFrom("posts")
      .select("id")
      .where("owner_id", "=", ids.penulis)
      .executeTakeFirstOrThrow();
    await refusedWith(
      await editArticle(server, cookies.penulis ?? "", own.id, { featured: "on" }),
      texts.forbidden.feature,
    );
    await refusedWith(
      await editArticle(server, cookies.penulis ?? "", own.id, { ownerId: ids.editor }),
      texts.forbidden.reassign,
    );
    const published = await editArticle(server, cookies.penulis ?? "", own.id, { published: "on" });
    expect(published.status).toBe(302);
    const row = await postRow(own.id);
    expect([Boolean(row?.published), Boolean(row?.featured), row?.owner_id]).toEqual([
      true,
      false,
      ids.penulis,
    ]);
    // An editor may hand it to another account.
    const moved = await editArticle(server, cookies.editor ?? "", own.id, { ownerId: ids.editor });
    expect(moved.status).toBe(302);
    expect((await postRow(own.id))?.owner_id).toBe(ids.editor);
  });

  it("a Kontributor's upload is refused, in the editor and at /admin/uploads", async () => {
    const form = await newArticleForm({});
    form.set("imageFile", new File([new Uint8Array([1, 2, 3])], "x.png", { type: "image/png" }));
    await refusedWith(
      await post("/admin/articles/new", form, "kontributor"),
      texts.forbidden.upload,
    );
  });

  it("nobody raises their own role, and the last admin stays", async () => {
    for (const who of ["kontributor", "penulis", "editor"] as const) {
      const answer = await post(
        "/admin/users",
        { intent: "role", id: ids[who], role: "admin" },
        who,
      );
      expect(answer.status).toBe(403);
    }
    const self = await post(
      "/admin/users",
      { intent: "role", id: ids.admin, role: "editor" },
      "admin",
    );
    expect(self.status).toBe(403);
    const roles = await server.db
      .selectFrom("user")
      .select(["email", "role"])
      .orderBy("email")
      .execute();
    expect(roles).toEqual([
      { email: "admin@contoh.id", role: "admin" },
      { email: "editor@contoh.id", role: "editor" },
      { email: "kontributor@contoh.id", role: "kontributor" },
      { email: "penulis@contoh.id", role: "penulis" },
      { email: "tunggu@contoh.id", role: "pending" },
    ]);
  });
});
