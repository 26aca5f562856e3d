// npm run bench [-- --articles N] [-- --duration S]
// Starts the built app on a fresh SQLite database with demo content plus generated articles and
// measures requests per second and latency at 50 connections, warm (page cache on) and uncached,
// against the same article HTML served as a plain file by node:http. Writes docs/PERFORMANCE.md.
import { spawn, type ChildProcess } from "node:child_process";
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { seedDemoContent } from "../database/seed";
import { generateArticles } from "./articles";

const { values: args } = parseArgs({
  options: {
    articles: { type: "string", default: "1000" },
    duration: { type: "string", default: "8" },
    output: { type: "string", default: "docs/PERFORMANCE.md" },
  },
});
const articleCount = Number(args.articles);
const duration = Number(args.duration);
const connections = 50;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

type Row = { scenario: string; warm?: Figures; cold: Figures; single: Figures };

const scenarios = [
  { name: "Beranda", path: "/" },
  { name: "Beranda halaman 5", path: "/?page=5" },
  { name: "Pencarian", path: "/?q=surabaya" },
  { name: "Kategori", path: "/?category=teknologi" },
  { name: "Artikel", path: "/blog/arsip-42" },
];

async function load(url: string, clients = connections): Promise<Omit<Figures, "name">> {
  const result = await autocannon({ url, connections: clients, duration });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  // Timeouts (10 s) under overload are a result, not a crash: report them.
  if (result.errors > 0)
    console.warn(`${url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  probe.close();
  return typeof address === "object" && address ? address.port : 0;
}

/** Starts the built app with its request logging on (as in production), output discarded. */
async function startApp(
  databaseUrl: string,
  cache: boolean,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      PAGE_CACHE: cache ? "on" : "off",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function stop(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "warta-bench-"));
  const databaseUrl = `file:${join(dir, "bench.db")}`;
  console.log(`Menyiapkan ${articleCount} artikel…`);
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  await seedDemoContent(db);
  await generateArticles(db, Math.max(0, articleCount - 12));
  await db.destroy();

  const rows: Row[] = [];
  let rss = 0;

  const warm = await startApp(databaseUrl, true);
  const articleHtml = await (await fetch(`${warm.url}/blog/arsip-42`)).text();
  const fullRun = articleCount <= 10_000;
  const warmFigures = new Map<string, Figures>();
  if (fullRun) {
    for (const scenario of scenarios) {
      await fetch(warm.url + scenario.path);
      warmFigures.set(scenario.name, {
        name: scenario.name,
        ...(await load(warm.url + scenario.path)),
      });
      console.log(
        `hangat  ${scenario.name}: ${Math.round(warmFigures.get(scenario.name)?.rps ?? 0)} rps`,
      );
    }
    rss = rssMb(warm.child);
  }
  await stop(warm.child);

  const cold = await startApp(databaseUrl, false);
  const coldScenarios = fullRun
    ? scenarios
    : scenarios.filter((s) => s.name !== "Beranda halaman 5" && s.name !== "Kategori");
  for (const scenario of coldScenarios) {
    const figures = { name: scenario.name, ...(await load(cold.url + scenario.path)) };
    // One client at a time: the latency of a single uncached request, without queueing.
    const single = { name: scenario.name, ...(await load(cold.url + scenario.path, 1)) };
    rows.push({
      scenario: scenario.name,
      warm: warmFigures.get(scenario.name),
      cold: figures,
      single,
    });
    console.log(`dingin  ${scenario.name}: ${Math.round(figures.rps)} rps, p50 ${figures.p50} ms`);
  }
  const coldRss = rssMb(cold.child);
  await stop(cold.child);

  const file = join(dir, "article.html");
  writeFileSync(file, articleHtml);
  const staticServer = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => staticServer.listen(0, "127.0.0.1", resolve));
  const address = staticServer.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseline = { name: "Berkas statis", ...(await load(`http://127.0.0.1:${port}/`)) };
  staticServer.close();
  rmSync(dir, { recursive: true, force: true });

  const report = render(rows, baseline, rss, coldRss, fullRun);
  console.log(`\n${report}`);
  writeReport(report, fullRun);
}

function render(
  rows: Row[],
  baseline: Figures,
  rss: number,
  coldRss: number,
  fullRun: boolean,
): string {
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  const ratio = (f?: Figures) => (f ? `${(f.rps / baseline.rps).toFixed(2)}×` : "–");
  const lines = [
    `${fullRun ? "### Run" : `### Archive of ${articleCount.toLocaleString("en-US")} articles`} — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    "",
    `${articleCount.toLocaleString("en-US")} published articles, SQLite, ${connections} connections, ${duration} s per row.`,
    "",
    "| Page | Warm req/s | Warm p50 / p99 ms | Uncached req/s | Uncached p50 / p99 ms | Uncached p50 ms, 1 client | Warm vs static file |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      ({ scenario, warm, cold, single }) =>
        `| ${scenario} | ${warm ? fmt(warm.rps) : "–"} | ${warm ? `${warm.p50} / ${warm.p99}` : "–"} | ${fmt(cold.rps)} | ${cold.p50} / ${cold.p99} | ${single.p50} | ${ratio(warm)} |`,
    ),
    `| Static file (node:http) | ${fmt(baseline.rps)} | ${baseline.p50} / ${baseline.p99} | | | | 1.00× |`,
    "",
    fullRun
      ? `Server RSS after the warm run: ${rss} MB; after the uncached run: ${coldRss} MB.`
      : `Server RSS after the uncached run: ${coldRss} MB.`,
    "",
  ];
  return lines.join("\n");
}

function writeReport(section: string, fullRun: boolean): void {
  const marker = fullRun ? "<!-- bench:default -->" : "<!-- bench:archive -->";
  let doc: string;
  try {
    doc = readFileSync(args.output, "utf8");
  } catch {
    doc =
      "# Performance\n\n<!-- bench:default -->\n<!-- /bench:default -->\n\n<!-- bench:archive -->\n<!-- /bench:archive -->\n";
  }
  const end = marker.replace("<!-- ", "<!-- /");
  const pattern = new RegExp(`${marker}[\\s\\S]*?${end}`);
  doc = pattern.test(doc)
    ? doc.replace(pattern, `${marker}\n${section}${end}`)
    : `${doc}\n${marker}\n${section}${end}\n`;
  writeFileSync(args.output, doc);
}

await main();
