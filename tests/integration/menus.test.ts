import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { makePost } from "../support/factories";
import { loadHtml, type Page } from "../support/html";
import { fixture, runScript } from "../support/import";
import { startServer, type TestServer } from "../support/server";
import { saveSettings, settingRows } from "../support/settings";

// The Menu screen (docs/decisions/0030-menus.md): what it stores, what it refuses, who may use it,
// and what readers then see in the header and footer, cached pages included.

vi.setConfig({ testTimeout: 90_000 });

const t = texts.menus;
let server: TestServer;
let cookie = "";

async function page(path: string): Promise<Page> {
  const response = await server.fetch(path);
  expect(response.status).toBe(200);
  return loadHtml(response);
}

/** The header's desktop links, top level and sub-items in document order. */
async function headerLinks(path = "/"): Promise<string[]> {
  const $ = await page(path);
  return $("header nav")
    .first()
    .find("a")
    .map((_, a) => `${$(a).text()} ${$(a).attr("href") ?? ""}`)
    .get();
}

function adminPost(fields: Record<string, string>, session = cookie): Promise<Response> {
  return server.fetch("/admin/menus", {
    method: "POST",
    headers: { cookie: session },
    body: new URLSearchParams(fields),
  });
}

async function items(menu: "header" | "footer") {
  return server.db
    .selectFrom("menu_items")
    .select(["id", "parent_id", "label", "kind", "target_id", "url"])
    .where("menu", "=", menu)
    .orderBy("parent_id")
    .orderBy("position")
    .execute();
}

async function itemId(label: string): Promise<string> {
  const row = await server.db
    .selectFrom("menu_items")
    .select("id")
    .where("label", "=", label)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function categoryId(slug: string): Promise<number> {
  const row = await server.db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  // The page cache is on: every change below must reach pages already cached.
  server = await startServer({ cache: true, env: adminServerEnv });
  cookie = await sessionFor(server, "redaksi-menu@contoh.id");
  await makePost(server.db, { title: "Kabar Olahraga", category: "olahraga" });
});

afterAll(() => server?.stop());

describe("menus before any is saved", () => {
  it("shows Beranda and Admin in the header and the settings' columns in the footer", async () => {
    expect(await headerLinks()).toEqual(["Beranda /", "Admin /admin/login"]);
    const $ = await page("/");
    const footer = $("footer");
    expect(footer.find('a[href="/about"]').text()).toBe(texts.footer.links.about);
    // The column's link; the newsletter form's purpose line links the same page.
    expect(footer.find('li a[href="/privacy"]').text()).toBe(texts.footer.links.privacy);
  });
});

describe("the Menu screen", () => {
  it("builds a header menu with a category, a page and a URL, and the cached home page shows it", async () => {
    // The home page is in the page cache before the menu changes.
    await headerLinks();
    expect((await server.fetch("/")).headers.get("x-cache")).toBe("HIT");
    const olahraga = await categoryId("olahraga");
    const privasi = await server.db
      .selectFrom("pages")
      .select("id")
      .where("slug", "=", "privacy")
      .executeTakeFirstOrThrow();
    const added = await adminPost({
      intent: "add",
      menu: "header",
      target: `category:${olahraga}`,
      label: "",
    });
    expect(added.status).toBe(302);
    await adminPost({
      intent: "add",
      menu: "header",
      target: `page:${privasi.id}`,
      label: "Privasi",
    });
    await adminPost({
      intent: "add",
      menu: "header",
      target: "url",
      label: "Indeks",
      url: "https://indeks.contoh.id/berita?hari=ini",
    });
    // The defaults were saved first (Beranda, Admin), the new items after them; an empty label
    // takes the category's name.
    expect(await headerLinks()).toEqual([
      "Beranda /",
      "Admin /admin/login",
      "Olahraga /kategori/olahraga",
      "Privasi /privacy",
      "Indeks https://indeks.contoh.id/berita?hari=ini",
    ]);
  });

  it("reorders with Naik and Turun, nests one level and takes an item out again", async () => {
    const admin = await itemId("Admin");
    expect(
      (await adminPost({ intent: "move", menu: "header", id: admin, direction: "down" })).status,
    ).toBe(302);
    // Admin is now after Olahraga; Privasi goes under Olahraga's neighbour above it (Admin).
    const privasi = await itemId("Privasi");
    await adminPost({ intent: "move", menu: "header", id: privasi, direction: "up" });
    await adminPost({ intent: "move", menu: "header", id: privasi, direction: "down" });
    expect(
      (await adminPost({ intent: "nest", menu: "header", id: privasi, way: "in" })).status,
    ).toBe(302);
    const rows = await items("header");
    expect(rows.find((row) => row.label === "Privasi")?.parent_id).toBe(Number(admin));
    const $ = await page("/");
    const sub = $("header nav").first().find("li li a");
    expect(sub.map((_, a) => $(a).text()).get()).toEqual(["Privasi"]);
    // One level only: an item with sub-items cannot go under another.
    const refused = await adminPost({ intent: "nest", menu: "header", id: admin, way: "in" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(t.cannotNest);
    await adminPost({ intent: "nest", menu: "header", id: privasi, way: "out" });
    expect((await items("header")).find((row) => row.label === "Privasi")?.parent_id).toBeNull();
    expect(await headerLinks()).toEqual([
      "Beranda /",
      "Olahraga /kategori/olahraga",
      "Admin /admin/login",
      "Privasi /privacy",
      "Indeks https://indeks.contoh.id/berita?hari=ini",
    ]);
  });

  it("follows a renamed category: the item stores its id, not its address", async () => {
    // Written by another connection: the change feed tells the server (at once on SQLite, by
    // NOTIFY on PostgreSQL).
    await server.db
      .updateTable("categories")
      .set({ slug: "sport" })
      .where("slug", "=", "olahraga")
      .execute();
    await expect.poll(() => headerLinks()).toContain("Olahraga /kategori/sport");
    await server.db
      .updateTable("categories")
      .set({ slug: "olahraga" })
      .where("slug", "=", "sport")
      .execute();
    await expect.poll(() => headerLinks()).toContain("Olahraga /kategori/olahraga");
  });

  it("edits and removes an item", async () => {
    const id = await itemId("Indeks");
    const saved = await adminPost({
      intent: "save",
      menu: "header",
      id,
      label: "Indeks Berita",
      target: "url",
      url: "/?q=indeks",
    });
    expect(saved.status).toBe(302);
    expect(await headerLinks()).toContain("Indeks Berita /?q=indeks");
    expect((await adminPost({ intent: "remove", menu: "header", id })).status).toBe(302);
    expect((await headerLinks()).join()).not.toContain("Indeks");
  });

  it.each([
    [
      "a javascript: address",
      { target: "url", label: "Jahat", url: "javascript:alert(1)" },
      t.urlInvalid,
    ],
    ["a data: address", { target: "url", label: "Jahat", url: "data:text/html,x" }, t.urlInvalid],
    [
      "a protocol-relative address",
      { target: "url", label: "Jahat", url: "//jahat.id" },
      t.urlInvalid,
    ],
    ["a URL without an address", { target: "url", label: "Kosong", url: "" }, t.urlRequired],
    ["a URL without a label", { target: "url", label: " ", url: "/tentang" }, t.labelRequired],
    ["a label too long", { target: "url", label: "x".repeat(81), url: "/a" }, t.labelTooLong(80)],
    ["no target", { target: "", label: "Apa" }, t.targetRequired],
    ["a category that does not exist", { target: "category:999999", label: "" }, t.targetMissing],
    ["a column in the header", { target: "column", label: "Kolom" }, t.targetRequired],
  ])("refuses %s with a 400 and a message, storing nothing", async (_, fields, message) => {
    const before = await items("header");
    const refused = await adminPost({ intent: "add", menu: "header", ...fields });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(message);
    expect(await items("header")).toEqual(before);
  });

  it("refuses an unknown menu, item or intent", async () => {
    expect(
      (await adminPost({ intent: "add", menu: "sidebar", target: "url", label: "a", url: "/" }))
        .status,
    ).toBe(400);
    const missing = await adminPost({ intent: "remove", menu: "header", id: "999999" });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(t.notFound);
    expect((await adminPost({ intent: "hack", menu: "header" })).status).toBe(400);
  });

  it("builds the footer's columns, and moves a link to another column", async () => {
    expect((await adminPost({ intent: "start", menu: "footer" })).status).toBe(302);
    const columns = (await items("footer")).filter((row) => row.kind === "column");
    expect(columns.map((row) => row.label)).toEqual([
      texts.footer.company,
      texts.footer.categories,
      texts.footer.support,
    ]);
    await adminPost({
      intent: "add",
      menu: "footer",
      target: "column",
      label: "Redaksi",
      form: "column",
    });
    const redaksi = await itemId("Redaksi");
    await adminPost({
      intent: "add",
      menu: "footer",
      target: "url",
      label: "Pedoman Siber",
      url: "/pedoman",
      parent: redaksi,
    });
    // A link needs a column.
    const orphan = await adminPost({
      intent: "add",
      menu: "footer",
      target: "url",
      label: "Lepas",
      url: "/lepas",
    });
    expect(orphan.status).toBe(400);
    const pedoman = await itemId("Pedoman Siber");
    await adminPost({ intent: "nest", menu: "footer", id: pedoman, way: "in" });
    const $ = await page("/");
    const support = $("footer h2")
      .filter((_, h) => $(h).text() === texts.footer.support)
      .parent();
    expect(support.find('a[href="/pedoman"]').text()).toBe("Pedoman Siber");
    expect(
      $("footer h2")
        .map((_, h) => $(h).text())
        .get(),
    ).toContain("Redaksi");
  });

  it("leaves the footer's links to Menu in Pengaturan once the footer menu is saved", async () => {
    const $ = await loadHtml(await server.fetch("/admin/settings", { headers: { cookie } }));
    expect($('input[name^="footerGroups."]').length).toBe(0);
    expect($('main a[href="/admin/menus"]').text()).toBe(texts.settings.footerInMenuLink);
    const saved = await saveSettings(server, cookie, { footerText: "Kaki halaman baru." });
    expect(saved.status).toBe(200);
    const after = await settingRows(server);
    // The groups the form no longer shows are kept (they are the footer menu's defaults).
    const groups = JSON.parse(after["site.footerGroups"] ?? "[]") as { title: string }[];
    expect(groups.map((group) => group.title)).toEqual([
      texts.footer.company,
      texts.footer.categories,
      texts.footer.support,
    ]);
    expect(after["site.footerText"]).toBe(JSON.stringify("Kaki halaman baru."));
    // The footer is still the menu's.
    expect((await page("/"))("footer").text()).toContain("Pedoman Siber");
  });

  it("resets a menu to the site's defaults", async () => {
    expect((await adminPost({ intent: "reset", menu: "header" })).status).toBe(302);
    expect(await items("header")).toEqual([]);
    expect(await headerLinks()).toEqual(["Beranda /", "Admin /admin/login"]);
  });

  it("is open to an Editor and closed to a Penulis", async () => {
    const email = "penulis-menu@contoh.id";
    const penulis = await sessionFor(server, email);
    await server.db
      .updateTable("user")
      .set({ role: "penulis" })
      .where("email", "=", email)
      .execute();
    expect((await server.fetch("/admin/menus", { headers: { cookie: penulis } })).status).toBe(403);
    const refused = await adminPost(
      { intent: "add", menu: "header", target: "url", label: "Liar", url: "/liar" },
      penulis,
    );
    expect(refused.status).toBe(403);
    expect((await items("header")).map((row) => row.label)).not.toContain("Liar");
    await server.db
      .updateTable("user")
      .set({ role: "editor" })
      .where("email", "=", email)
      .execute();
    expect((await server.fetch("/admin/menus", { headers: { cookie: penulis } })).status).toBe(200);
    const added = await adminPost(
      { intent: "add", menu: "header", target: "url", label: "Redaksi", url: "/redaksi" },
      penulis,
    );
    expect(added.status).toBe(302);
  });
});

describe("menus in export and restore", () => {
  let targetDb: TestDatabase;
  let target: TestServer | undefined;
  const dir = mkdtempSync(join(tmpdir(), "warta-menus-"));

  afterAll(async () => {
    await target?.stop();
    await targetDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("travels in the export and reads the same after a restore", async () => {
    const file = join(dir, "situs.jsonl");
    expect((await runScript("export", [file], server.databaseUrl)).code).toBe(0);
    const text = readFileSync(file, "utf8");
    expect(text).toContain('{"table":"menu_items"');
    expect(text).toContain('{"table":"menus"');
    targetDb = await createTestDatabase();
    expect((await runScript("import", [file], targetDb.url)).code).toBe(0);
    target = await startServer({ databaseUrl: targetDb.url });
    const read = async (at: TestServer) => {
      const $ = await loadHtml(await at.fetch("/"));
      return [
        $("header nav").first().html(),
        $("footer").find("ul").first().parent().parent().html(),
      ];
    };
    expect(await read(target)).toEqual(await read(server));
  });
});

describe("importing WordPress menus", () => {
  let wp: TestServer;
  afterAll(() => wp?.stop());

  it("imports the theme test data's menus: the largest into the header, the others as footer columns", async () => {
    wp = await startServer();
    const result = await runScript(
      "import",
      [fixture("themeunittestdata.wordpress.xml")],
      wp.databaseUrl,
    );
    expect(result.code).toBe(0);
    // The file's 70 menu items: 68 in, 2 pointing at items the file does not hold, reported.
    expect(result.stdout).toContain(texts.moving.menuItemsImported(68));
    expect(result.stdout).toContain(`2 × ${texts.moving.menuTargetMissing}`);
    const header = await wp.db
      .selectFrom("menu_items")
      .select(["label", "parent_id", "kind"])
      .where("menu", "=", "header")
      .execute();
    expect(header.length).toBeGreaterThan(10);
    expect(header.some((row) => row.parent_id !== null)).toBe(true);
    const columns = await wp.db
      .selectFrom("menu_items")
      .select("label")
      .where("menu", "=", "footer")
      .where("kind", "=", "column")
      .execute();
    expect(columns.map((row) => row.label).sort()).toEqual(
      ["All Pages", "All Pages Flat", "Short", "Social menu"].sort(),
    );
    // Every link readers get is safe, and sub-items are one level deep.
    const $ = await loadHtml(await wp.fetch("/"));
    const hrefs = $("header a, footer a")
      .map((_, a) => $(a).attr("href") ?? "")
      .get();
    expect(hrefs.every((href) => /^(\/|#|\?|https?:\/\/|mailto:|tel:)/.test(href))).toBe(true);
    expect($("header nav").first().find("li li li")).toHaveLength(0);
    // Importing the same file again writes the same menus.
    const before = await wp.db.selectFrom("menu_items").select(["label", "kind"]).execute();
    expect(
      (await runScript("import", [fixture("themeunittestdata.wordpress.xml")], wp.databaseUrl))
        .code,
    ).toBe(0);
    const after = await wp.db.selectFrom("menu_items").select(["label", "kind"]).execute();
    expect(after.length).toBe(before.length);
  });
});
