// npm run bench:revisions [-- --revisions N] [-- --requests R] [-- --database-url URL]
//
// One article with N revisions (1,000 by default) against one without any: how long the editor
// and Riwayat take to answer, signed in, page cache irrelevant (admin pages are never cached).
// A simple sequential loop (one client), so the figures are latencies, not throughput; medians
// and 95th percentiles are printed. Figures only: nothing here is asserted.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { listCategories } from "../app/.server/db/categories";
import { openDatabase } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { createPost } from "../app/.server/db/post-writes";
import { insertRevision } from "../app/.server/db/revisions";

const { values: args } = parseArgs({
  options: {
    revisions: { type: "string", default: "1000" },
    requests: { type: "string", default: "200" },
    "database-url": { type: "string" },
  },
});
const revisionCount = Number(args.revisions);
const requests = Number(args.requests);

const dir = mkdtempSync(join(tmpdir(), "warta-bench-revisions-"));
const databaseUrl = args["database-url"] ?? `file:${join(dir, "warta.db")}`;

function paragraphs(n: number): string {
  return Array.from(
    { length: 8 },
    (_, p) =>
      `<p>Paragraf ${p + 1} versi ${n}: harga beras di pasar induk ${n % 2 ? "naik" : "turun"} ` +
      `menjadi Rp${10_000 + n} per kilogram menurut pedagang di Jakarta dan sekitarnya.</p>`,
  ).join("");
}

async function prepare(): Promise<{ heavy: number; light: number }> {
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const [category] = await listCategories(db);
  const article = (slug: string) => ({
    title: `Harga Beras ${slug}`,
    slug,
    summary: "Harga beras di pasar induk.",
    content: paragraphs(0),
    image: null,
    categoryId: category?.id ?? 1,
    author: "Redaksi",
    published: true,
  });
  const heavy = await createPost(db, article("banyak-versi"));
  const light = await createPost(db, article("tanpa-versi"));
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let n = 0; n < revisionCount; n++) {
      await insertRevision(
        trx,
        { kind: "post", id: heavy },
        { ...article("banyak-versi"), content: paragraphs(n), published: true },
        { savedBy: null, createdAt: new Date(now - (revisionCount - n) * 3_600_000).toISOString() },
      );
    }
  });
  await db.destroy();
  return { heavy, light };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

async function start(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 3000; tries++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the server did not start");
}

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/admin/auth`, {
    method: "POST",
    body: new URLSearchParams({
      intent: "sign-up",
      email: "bench@contoh.id",
      password: "rahasia-bench-123",
    }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0] ?? "")
    .filter((value) => value.includes("session_token"))
    .join("; ");
  if (!cookie) throw new Error(`sign-up failed: ${response.status}`);
  return cookie;
}

async function measure(url: string, cookie: string, path: string) {
  const times: number[] = [];
  for (let n = 0; n < requests + 20; n++) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (n >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const { heavy, light } = await prepare();
const server = await start();
try {
  const cookie = await signUp(server.url);
  const cases = [
    ["Editor, no revisions", `/admin/articles/${light}/edit`],
    [`Editor, ${revisionCount} revisions`, `/admin/articles/${heavy}/edit`],
    ["Riwayat, no revisions", `/admin/articles/${light}/riwayat`],
    [`Riwayat, ${revisionCount} revisions`, `/admin/articles/${heavy}/riwayat`],
    [`Riwayat, last page of ${revisionCount}`, `/admin/articles/${heavy}/riwayat?halaman=50`],
    [`Riwayat data request, ${revisionCount}`, `/admin/articles/${heavy}/riwayat.data`],
  ] as const;
  console.log(`${requests} sequential requests each, one client, ${databaseUrl.split(":")[0]}`);
  console.log("| Page | p50 ms | p95 ms |\n|---|---:|---:|");
  for (const [name, path] of cases) {
    const { p50, p95 } = await measure(server.url, cookie, path);
    console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
  }
} finally {
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
}
