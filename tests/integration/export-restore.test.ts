import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storeImage } from "~/.server/media";
import { nowIso } from "~/.server/db/values";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor, submitCredentials } from "../support/admin";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { daysAgo, makePost } from "../support/factories";
import { png, runScript, tableCounts } from "../support/import";
import { makeComment } from "../support/moderation";
import { startServer, type TestServer } from "../support/server";

// A site on the embedded database is exported and restored into an empty database of the other
// kind (PostgreSQL when TEST_DATABASE_URL is set, another SQLite file otherwise): every public
// page must read the same, byte for byte.

vi.setConfig({ testTimeout: 90_000 });

const env = { ...adminServerEnv, SITE_URL: "https://warta.contoh.id" };
const dir = mkdtempSync(join(tmpdir(), "warta-export-"));
const exportFile = join(dir, "situs.jsonl");
let source: TestServer;
let target: TestServer | undefined;
let targetDb: TestDatabase;
let cover = "";
const slugs: string[] = [];

beforeAll(async () => {
  source = await startServer({ databaseUrl: `file:${join(dir, "sumber.db")}`, env });
  await sessionFor(source, "admin@contoh.id", "rahasia-uji-123");
  cover = await storeImage(source.db, await png("#8e44ad", 900, 600), {
    name: "sampul.png",
    uploadedBy: null,
    description: { alt: "Sampul ungu", caption: "Senja di kampung", credit: "Foto: Redaksi" },
  });
  for (let n = 1; n <= 9; n++) {
    const { slug } = await makePost(source.db, {
      title: `Kabar Nomor ${n}`,
      category: n % 2 === 0 ? "bisnis" : "teknologi",
      image: n === 1 ? cover : null,
      // Stored as a save stores it: a restore sanitizes every article like a save.
      content: `<p>Isi kabar ${n}.</p>${n === 1 ? `<p><img src="${cover}" alt="Foto" /></p>` : ""}`,
      createdAt: daysAgo(n),
      tags: n <= 3 ? [{ name: "Kabar Utama", slug: "kabar-utama" }] : [],
    });
    slugs.push(slug);
  }
  await makePost(source.db, { title: "Draf Tersimpan", published: false });
  const first = await source.db
    .selectFrom("posts")
    .select("id")
    .where("slug", "=", slugs[0] ?? "")
    .executeTakeFirstOrThrow();
  const parent = await makeComment(source.db, first.id, {
    authorName: "Sari",
    content: "Komentar pertama",
    status: "approved",
  });
  const reply = await makeComment(source.db, first.id, {
    authorName: "Budi",
    content: "Balasan untuk Sari",
    status: "approved",
  });
  await source.db
    .updateTable("comments")
    .set({ parent_id: parent })
    .where("id", "=", reply)
    .execute();
  await makeComment(source.db, first.id, { content: "Masih menunggu" });
  await source.db
    .insertInto("settings")
    .values({ key: "site.tagline", value: JSON.stringify("Kabar dari kampung") })
    .execute();
  await source.db
    .insertInto("subscribers")
    .values([
      { email: "pembaca@contoh.id", token: "a".repeat(32), created_at: nowIso() },
      { email: "kedua@contoh.id", token: "b".repeat(32), created_at: nowIso() },
    ])
    .execute();
  await source.db
    .insertInto("redirects")
    .values({ path: "/lama", target: `/blog/${slugs[1] ?? ""}`, created_at: nowIso() })
    .execute();
  await source.db
    .insertInto("pages")
    .values({
      title: "Tentang",
      slug: "tentang",
      summary: "",
      content: "<p>Kami.</p>",
      published: true,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  targetDb = await createTestDatabase();
});

afterAll(async () => {
  await source?.stop();
  await target?.stop();
  await targetDb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("export and restore", () => {
  it("writes the whole site as one file while the site runs", async () => {
    const result = await runScript("export", [exportFile], source.databaseUrl);
    expect(result.code).toBe(0);
    const lines = readFileSync(exportFile, "utf8").trim().split("\n");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ format: "warta-export", version: 1 });
    expect(JSON.parse(lines.at(-1) ?? "")).toMatchObject({ end: true });
    const tables = lines
      .filter((line) => line.startsWith('{"table"'))
      .map((line) => (JSON.parse(line) as { table: string }).table);
    for (const table of ["categories", "media", "user", "account", "posts", "comments", "tags"]) {
      expect(tables).toContain(table);
    }
    expect(tables).toEqual(
      expect.arrayContaining(["pages", "redirects", "subscribers", "settings"]),
    );
    expect(tables).not.toContain("session");
    // Password hashes travel (documented); the generated auth secret does not.
    expect(readFileSync(exportFile, "utf8")).not.toContain('"auth_secret"');
  });

  it("restores into an empty database of the other kind, and every public page reads the same", async () => {
    const result = await runScript("import", [exportFile], targetDb.url);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(texts.moving.formatNames.warta);
    target = await startServer({ databaseUrl: targetDb.url, env });
    expect(await tableCounts(target.db)).toEqual(await tableCounts(source.db));
    const paths = [
      "/sitemap.xml",
      "/rss.xml",
      "/",
      "/?page=2",
      "/kategori/bisnis",
      "/tag/kabar-utama",
      "/tag/kabar-utama/rss.xml",
      ...slugs.slice(0, 3).map((slug) => `/blog/${slug}`),
      `${cover}?w=480`,
    ];
    for (const path of paths) {
      const [before, after] = await Promise.all([source.fetch(path), target.fetch(path)]);
      expect([path, after.status]).toEqual([path, before.status]);
      const [a, b] = await Promise.all([before.arrayBuffer(), after.arrayBuffer()]);
      // Every render carries a fresh CSP nonce (docs/decisions): the rest must be the same bytes.
      const same = (bytes: ArrayBuffer) =>
        Buffer.from(bytes)
          .toString("latin1")
          .replace(/ nonce="[^"]*"/g, "");
      expect([path, same(b) === same(a)]).toEqual([path, true]);
    }
    // SQLite ranks with bm25 and PostgreSQL with ts_rank, so equally good matches may come in
    // another order: the same articles must be found over both pages.
    const found = async (server: TestServer) => {
      const pages = await Promise.all(
        ["/?q=kabar", "/?q=kabar&page=2"].map(async (path) => (await server.fetch(path)).text()),
      );
      const links = pages.flatMap((html) => [...html.matchAll(/href="(\/blog\/[^"]+)"/g)]);
      return [...new Set(links.map((match) => match[1]))].sort();
    };
    const [foundBefore, foundAfter] = await Promise.all([found(source), found(target)]);
    expect(foundBefore).toHaveLength(9);
    expect(foundAfter).toEqual(foundBefore);
    const article = await (await target.fetch(`/blog/${slugs[0] ?? ""}`)).text();
    expect(article).toContain("Balasan untuk Sari");
    expect(article).not.toContain("Masih menunggu");
    // The media library's descriptions and uses come along.
    const library = (server: TestServer) =>
      server.db
        .selectFrom("media_items")
        .select(["hash", "original_name", "alt", "caption", "credit", "width", "height"])
        .orderBy("hash")
        .execute();
    const restored = await library(target);
    expect(restored).toEqual(await library(source));
    expect(restored).toContainEqual(
      expect.objectContaining({ alt: "Sampul ungu", credit: "Foto: Redaksi" }),
    );
    const uses = await target.db.selectFrom("media_uses").select(["hash", "kind"]).execute();
    expect(uses).toHaveLength(1);
  });

  it("brings the accounts along: the admin signs in with the same password", async () => {
    if (!target) throw new Error("no target");
    const answer = await submitCredentials(target, "sign-in", "admin@contoh.id", "rahasia-uji-123");
    expect(answer.cookie).not.toBe("");
    const page = await target.fetch("/admin/dashboard", { headers: { cookie: answer.cookie } });
    expect(page.status).toBe(200);
  });

  it("refuses to restore over a site with content, changing nothing", async () => {
    if (!target) throw new Error("no target");
    const before = await tableCounts(target.db);
    const result = await runScript("import", [exportFile], targetDb.url);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(texts.moving.wartaNotEmpty);
    expect(await tableCounts(target.db)).toEqual(before);
  });

  it("leaves accounts out with --no-users", async () => {
    const bare = join(dir, "tanpa-pengguna.jsonl");
    const result = await runScript("export", [bare, "--no-users"], source.databaseUrl);
    expect(result.code).toBe(0);
    const text = readFileSync(bare, "utf8");
    expect(text).not.toContain('{"table":"user"');
    expect(text).not.toContain('{"table":"account"');
    expect(text).not.toContain("admin@contoh.id");
  });
});
