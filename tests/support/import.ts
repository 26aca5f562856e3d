import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import type { DB } from "~/.server/db/connection";
import { decodedRedirectKey } from "~/.server/db/redirects";

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the npm scripts' entry points (scripts/import.ts, scripts/export.ts) on a database. */
export function runScript(
  script: "import" | "export",
  args: string[],
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ScriptResult> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [resolve("node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", ...env } },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", fail);
    child.once("exit", (code) => done({ code, stdout, stderr }));
  });
}

/** A fixture of tests/fixtures/import with its {{PLACEHOLDERS}} filled, written to a temp file. */
export function fixture(name: string, values: Record<string, string> = {}): string {
  let text = readFileSync(join("tests/fixtures/import", name), "utf8");
  for (const [key, value] of Object.entries(values)) text = text.replaceAll(`{{${key}}}`, value);
  const path = join(mkdtempSync(join(tmpdir(), "warta-fixture-")), name);
  writeFileSync(path, text);
  return path;
}

/** A copy of a file cut off at `fraction` of its length: a download that broke off. */
export function truncated(path: string, fraction = 0.6): string {
  const bytes = readFileSync(path);
  const cut = `${path}.cut`;
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return cut;
}

export async function png(color: string, width = 48, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export interface MediaServer {
  url: string;
  /** What an importer needs to reach this server: it refuses loopback unless a test allows it. */
  allowance: Record<string, string>;
  requests: string[];
  /** Paths answered 500, as an old site in trouble answers; delete one and it recovers. */
  failing: Set<string>;
  /** Held paths that were asked for: call one to send its answer. */
  held: Map<string, () => void>;
  /** From now on, the answer to `path` waits (see held). */
  hold(path: string): void;
  close(): Promise<void>;
}

/** The old site's media, served from 127.0.0.1: path → PNG bytes; anything else is 404. */
export async function startMediaServer(files: Record<string, Buffer>): Promise<MediaServer> {
  const requests: string[] = [];
  const failing = new Set<string>();
  const held = new Map<string, () => void>();
  const holding = new Set<string>();
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "");
    if (failing.has(req.url ?? "")) {
      res.writeHead(500).end();
      return;
    }
    if (holding.has(req.url ?? "")) {
      held.set(req.url ?? "", () => answer(req.url ?? "", res));
      return;
    }
    answer(req.url ?? "", res);
  });
  function answer(path: string, res: ServerResponse) {
    const body = files[path];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "image/png", "content-length": body.length }).end(body);
  }
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    allowance: { WARTA_TEST_OUTBOUND_PORTS: String(port) },
    requests,
    failing,
    held,
    hold: (path: string) => holding.add(path),
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

const countedTables = [
  "posts",
  "pages",
  "comments",
  "categories",
  "redirects",
  "media",
  "import_sources",
  "tags",
  "post_tags",
] as const;

/** Row counts of the tables an import writes, to show that a refused import wrote nothing. */
export async function tableCounts(db: DB): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The tags of the article with this slug, as "slug: name", by slug. */
export async function importedTags(db: DB, slug: string): Promise<string[]> {
  const rows = await db
    .selectFrom("posts")
    .innerJoin("post_tags", "post_tags.post_id", "posts.id")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select(["tags.slug", "tags.name"])
    .where("posts.slug", "=", slug)
    .orderBy("tags.slug")
    .execute();
  return rows.map((row) => `${row.slug}: ${row.name}`);
}

/** An imported article by its slug, with its category's name, or undefined. */
export function importedPost(db: DB, slug: string) {
  return db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.category_id")
    .select([
      "posts.id",
      "posts.title",
      "posts.content",
      "posts.published",
      "posts.image",
      "posts.author",
      "posts.summary",
      "categories.name as category",
    ])
    .where("posts.slug", "=", slug)
    .executeTakeFirst();
}

/**
 * Where a reader of an old address (decoded) lands: the target of its redirect, the address
 * itself when content lives there (`/kontak/` is the page at `/kontak`), else undefined.
 */
export async function redirectTarget(db: DB, path: string) {
  const key = decodedRedirectKey(path) ?? path;
  const row = await db
    .selectFrom("redirects")
    .select("target")
    .where("path", "=", key)
    .executeTakeFirst();
  if (row) return row.target;
  const slug = key.startsWith("/blog/") ? key.slice("/blog/".length) : key.slice(1);
  const live = await db
    .selectFrom(key.startsWith("/blog/") ? "posts" : "pages")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return live && key !== path ? key : undefined;
}

let wxrIds = 0;

/**
 * A minimal WordPress export of published posts (new ones on every call), in a temp file; each
 * post may carry raw `<wp:comment>` elements.
 */
export function wxrFile(
  posts: { slug: string; html: string; cover?: string; comments?: string }[],
): string {
  const items = posts.map(
    (post, _, __, index = (wxrIds += 1)) => `<item>
  <title><![CDATA[${post.slug}]]></title>
  <dc:creator><![CDATA[admin]]></dc:creator>
  <content:encoded><![CDATA[${post.html}]]></content:encoded>
  <excerpt:encoded><![CDATA[]]></excerpt:encoded>
  <wp:post_id>${index + 1}</wp:post_id>
  <wp:post_date_gmt><![CDATA[2024-01-10 03:00:00]]></wp:post_date_gmt>
  <wp:post_modified_gmt><![CDATA[2024-01-10 03:00:00]]></wp:post_modified_gmt>
  <wp:post_name><![CDATA[${post.slug}]]></wp:post_name>
  <wp:status><![CDATA[publish]]></wp:status>
  <wp:post_type><![CDATA[post]]></wp:post_type>
  ${post.comments ?? ""}
  ${post.cover ? `<wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[${1000 + index}]]></wp:meta_value></wp:postmeta>` : ""}
</item>
${
  post.cover
    ? `<item><title>cover</title><wp:post_id>${1000 + index}</wp:post_id><wp:post_type><![CDATA[attachment]]></wp:post_type><wp:status><![CDATA[inherit]]></wp:status><wp:attachment_url><![CDATA[${post.cover}]]></wp:attachment_url></item>`
    : ""
}`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Situs Lama</title>
  <link>https://lama.contoh.id</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://lama.contoh.id</wp:base_site_url>
  <wp:base_blog_url>https://lama.contoh.id</wp:base_blog_url>
  ${items.join("\n")}
</channel>
</rss>
`;
  const path = join(mkdtempSync(join(tmpdir(), "warta-wxr-")), "situs.xml");
  writeFileSync(path, xml);
  return path;
}
