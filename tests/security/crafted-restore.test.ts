import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DB } from "~/.server/db/connection";
import { nowIso } from "~/.server/db/values";
import type { ImportReport } from "~/lib/import-report";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { makePost } from "../support/factories";
import { runScript } from "../support/import";
import { makeComment } from "../support/moderation";
import { startServer, type TestServer } from "../support/server";

// A Warta export is a file anyone can hand an admin. A crafted one must restore no more than the
// editor would save: no scripts in articles, no HTML served as media, no redirects to other
// sites, no accounts, sessions, mail or secrets of the attacker's choosing.

vi.setConfig({ testTimeout: 90_000 });

const r = texts.restore;
const dir = mkdtempSync(join(tmpdir(), "warta-crafted-"));
let source: TestServer;
let target: TestServer;
let cookie = "";
const now = nowIso();

interface Table {
  table: string;
  columns: string[];
  rows: unknown[][];
}

function readExport(path: string): Table[] {
  const tables: Table[] = [];
  for (const line of readFileSync(path, "utf8").trim().split("\n").slice(1, -1)) {
    const value = JSON.parse(line) as unknown;
    if (Array.isArray(value)) tables.at(-1)?.rows.push(value);
    else tables.push({ ...(value as { table: string; columns: string[] }), rows: [] });
  }
  return tables;
}

function writeExport(tables: Table[]): string {
  const lines = [JSON.stringify({ format: "warta-export", version: 1, users: true })];
  let rows = 0;
  for (const table of tables) {
    lines.push(JSON.stringify({ table: table.table, columns: table.columns }));
    for (const row of table.rows) lines.push(JSON.stringify(row));
    rows += table.rows.length;
  }
  lines.push(JSON.stringify({ end: true, rows }));
  const path = join(dir, `berbahaya-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
}

function table(name: string, values: Record<string, unknown>[]): Table {
  const columns = Object.keys(values[0] ?? {});
  return { table: name, columns, rows: values.map((row) => columns.map((c) => row[c])) };
}

function set(tables: Table[], name: string, column: string, value: unknown) {
  const found = tables.find((t) => t.table === name);
  const index = found?.columns.indexOf(column) ?? -1;
  if (!found || index < 0) throw new Error(`no ${name}.${column}`);
  for (const row of found.rows) row[index] = value;
}

const script = `<p>Halo</p><script>alert(1)</script><img src="x" onerror="alert(2)"><meta http-equiv="refresh" content="0;url=https://jahat.example"><a href="javascript:alert(3)">klik</a>`;

let crafted = "";

beforeAll(async () => {
  source = await startServer({ env: adminServerEnv });
  await sessionFor(source, "pemilik@contoh.id");
  const { id } = await makePost(source.db, { slug: "artikel-asli", title: "Artikel Asli" });
  await makeComment(source.db, id, { authorEmail: "pembaca@contoh.id", status: "approved" });
  await source.db
    .insertInto("subscribers")
    .values({ email: "langganan@contoh.id", token: "c".repeat(32), created_at: now })
    .execute();
  const exported = join(dir, "asli.jsonl");
  const result = await runScript("export", [exported], source.databaseUrl);
  expect(result.code).toBe(0);

  const tables = readExport(exported);
  set(tables, "posts", "content", script);
  tables.push(
    table("pages", [
      {
        id: 1,
        title: "Tentang",
        slug: "tentang",
        summary: "",
        content: script,
        published: true,
        created_at: now,
        updated_at: now,
      },
    ]),
    table("media", [
      {
        hash: "0123456789abcdef0123456789abcdef",
        width: 1,
        height: 1,
        mime: "text/html",
        data: { $base64: Buffer.from("<script>alert(4)</script>").toString("base64") },
        created_at: now,
      },
    ]),
    table("redirects", [{ path: "/lama", target: "//jahat.example/", created_at: now }]),
    table("settings", [
      { key: "auth_secret", value: "rahasia-penyerang-yang-panjang-sekali-0123456789" },
      { key: "site.logo", value: JSON.stringify("javascript:alert(5)") },
    ]),
    table("outbox", [
      {
        id: 1,
        kind: "newsletter",
        recipient: "korban@contoh.id",
        subject: "Atur ulang kata sandi",
        text_body: "https://jahat.example/reset",
        html_body: "<a href=https://jahat.example/reset>klik</a>",
        headers: "{}",
        message_id: "<palsu@jahat.example>",
        status: "queued",
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      },
    ]),
    table("rate_limits", [{ key: "signin:203.0.113.9", points: 999, expire: 9_999_999_999_999 }]),
    table("kejutan", [{ id: 1 }]),
  );
  crafted = writeExport(tables);
  target = await startServer({ env: adminServerEnv });
  cookie = await sessionFor(target, "admin@contoh.id");
});

afterAll(async () => {
  await source?.stop();
  await target?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function count(db: DB, name: "user" | "outbox" | "rate_limits" | "media" | "redirects") {
  return (await db.selectFrom(name).selectAll().execute()).length;
}

function expectSafe(html: string) {
  expect(html).not.toMatch(/<script|onerror|http-equiv|javascript:/i);
  expect(html).toContain("Halo");
}

describe("restoring a crafted Warta export", () => {
  it("from the dashboard: sanitizes like a save and writes no accounts, mail, limits or secrets", async () => {
    const users = await count(target.db, "user");
    const response = await target.fetch("/admin/import", {
      method: "POST",
      headers: { cookie, "content-type": "application/octet-stream" },
      body: readFileSync(crafted),
    });
    expect(response.status).toBe(200);
    const { report } = (await response.json()) as { report: ImportReport };

    const post = await target.db
      .selectFrom("posts")
      .select("content")
      .where("slug", "=", "artikel-asli")
      .executeTakeFirstOrThrow();
    expectSafe(post.content);
    const page = await target.db
      .selectFrom("pages")
      .select("content")
      .where("slug", "=", "tentang")
      .executeTakeFirstOrThrow();
    expectSafe(page.content);
    const article = await (await target.fetch("/blog/artikel-asli")).text();
    expect(article).not.toMatch(/alert\(|jahat\.example/);

    expect(await count(target.db, "user")).toBe(users);
    expect(await count(target.db, "outbox")).toBe(0);
    const limits = await target.db.selectFrom("rate_limits").select("key").execute();
    expect(limits.map((row) => row.key)).not.toContain("signin:203.0.113.9");
    expect(await count(target.db, "media")).toBe(0);
    expect(await count(target.db, "redirects")).toBe(0);
    const secret = await target.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "auth_secret")
      .executeTakeFirst();
    expect(secret?.value).not.toBe("rahasia-penyerang-yang-panjang-sekali-0123456789");
    const logo = await target.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "site.logo")
      .executeTakeFirst();
    expect(logo?.value ?? "").not.toContain("javascript:");

    const reasons = report.skippedReasons.map((entry) => entry.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        r.accountsFromDashboard("user"),
        r.accountsFromDashboard("account"),
        r.unknownTable("outbox"),
        r.unknownTable("rate_limits"),
        r.unknownTable("kejutan"),
      ]),
    );
    const failures = report.failures.map((line) => line.reason);
    expect(failures).toEqual(expect.arrayContaining([r.mediaNotWebp, r.secretSkipped]));
    expect(report.failures.map((line) => line.label)).toContain(r.rowLabel("redirects", ""));
  });

  it("from the command line into an empty database: accounts come along, nothing else unsafe", async () => {
    const empty: TestDatabase = await createTestDatabase();
    const db = openDatabase(empty.url);
    try {
      const result = await runScript("import", [crafted], empty.url);
      expect(result.code).toBe(0);
      const users = await db.selectFrom("user").select("email").execute();
      expect(users.map((user) => user.email)).toEqual(["pemilik@contoh.id"]);
      expect(await count(db, "outbox")).toBe(0);
      expect(await count(db, "media")).toBe(0);
      const post = await db
        .selectFrom("posts")
        .select("content")
        .where("slug", "=", "artikel-asli")
        .executeTakeFirstOrThrow();
      expectSafe(post.content);
    } finally {
      await db.destroy();
      await empty.drop();
    }
  });
});

describe("exporting with --no-users", () => {
  it("leaves out every account, sign-in and personal table, and commenters' addresses", async () => {
    const bare = join(dir, "tanpa-data-pribadi.jsonl");
    const result = await runScript("export", [bare, "--no-users"], source.databaseUrl);
    expect(result.code).toBe(0);
    const names = readExport(bare).map((t) => t.table);
    for (const name of ["user", "account", "twoFactor", "session", "verification"]) {
      expect(names).not.toContain(name);
    }
    expect(names).not.toContain("subscribers");
    expect(names).toContain("comments");
    const text = readFileSync(bare, "utf8");
    expect(text).not.toContain("pemilik@contoh.id");
    expect(text).not.toContain("pembaca@contoh.id");
    expect(text).not.toContain("langganan@contoh.id");
  });
});
