// What the admin-page benchmarks share (the media library in `npm run bench`, and
// bench/revisions.ts): a migrated database to fill, the production build on it with a signed-in
// account, and sequential timings of signed-in pages (admin pages are never cached).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { listCategories } from "../app/.server/db/categories";
import { openDatabase, type DB } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { startWarta, stop } from "./servers";

/**
 * A temporary directory for `fn`'s database (unless `databaseUrl` names one), removed after:
 * `fn` gets the database's URL.
 */
export async function withBenchDirectory<T>(
  name: string,
  databaseUrl: string | undefined,
  fn: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `warta-bench-${name}-`));
  try {
    return await fn(databaseUrl ?? `file:${join(dir, "warta.db")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Migrates the database at `databaseUrl` and hands it, and its first category, to `fill`. */
export async function fillDatabase<T>(
  databaseUrl: string,
  fill: (db: DB, categoryId: number) => Promise<T>,
): Promise<T> {
  const db = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const [category] = await listCategories(db);
    return await fill(db, category?.id ?? 1);
  } finally {
    await db.destroy();
  }
}

/** Signs up the bench's account (the first one: an admin) and returns its session cookie. */
export async function benchSignUp(url: string): Promise<string> {
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

/** p50 and p95 of `requests` sequential signed-in GETs of `path`, after 20 to warm up. */
export async function measureAdmin(url: string, cookie: string, path: string, requests: number) {
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

export interface AdminTiming {
  name: string;
  path: string;
  p50: number;
  p95: number;
  /** The host's load average (1 min) when the page had been measured. */
  load: number;
}

/**
 * The production build on `databaseUrl` (one worker), signed in, each of `cases` asked
 * `requests` times in a row by one client.
 */
export async function timeAdminPages(
  databaseUrl: string,
  cases: readonly (readonly [name: string, path: string])[],
  requests: number,
): Promise<AdminTiming[]> {
  const server = await startWarta(databaseUrl, { cache: true });
  try {
    const cookie = await benchSignUp(server.url);
    const timings: AdminTiming[] = [];
    for (const [name, path] of cases) {
      const { p50, p95 } = await measureAdmin(server.url, cookie, path, requests);
      timings.push({ name, path, p50, p95, load: loadavg()[0] ?? Number.NaN });
    }
    return timings;
  } finally {
    await stop(server);
  }
}

/** The timings as a Markdown table. */
export function timingTable(timings: AdminTiming[]): string {
  return [
    "| Page | p50 ms | p95 ms | Load (1 min) |",
    "| --- | ---: | ---: | ---: |",
    ...timings.map(
      (t) => `| ${t.name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.load.toFixed(1)} |`,
    ),
  ].join("\n");
}
