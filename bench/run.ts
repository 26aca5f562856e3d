// npm run bench [-- --only pages,media,beacons] [-- --articles N] [-- --duration S]
//   [-- --rounds R] [-- --images N] [-- --beacon-rate N] [-- --page-rate N] [-- --unpinned] [-- --quick]
//
// Three parts, each its own section of docs/PERFORMANCE.md, all run by default (--only picks):
// pages (below, with issue 41's rich article), media (issue 42's library of 10,000 images:
// bench/media-library.ts) and beacons (issue 44's cached pages beside 2,000 view beacons a second:
// bench/beacon-load.ts). A summary of what ran is printed at the end.
//
// Measures the built app with wrk (a C load generator, so the generator does not take the
// server's CPU the way a Node one does) against two references in the same run: node:http
// answering the article from memory with the very bytes Warta sends (its brotli body and its
// head: the ceiling for any Node server) and nginx serving its HTML as a file (when installed).
// Rounds are interleaved and medians reported, so a noisy neighbour spreads over every column
// instead of one. Writes docs/PERFORMANCE.md.
//
// --articles above 10,000 measures the archive instead: uncached search, list and tag latency at
// one client on 1,000 articles against the same on N articles.
import { get } from "node:http";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { seedDemoContent } from "../app/.server/seed";
import { generateArticles } from "./articles";
import { measureBeacons, renderBeacons } from "./beacon-load";
import { measureMediaLibrary, renderMedia } from "./media-library";
import { createRichArticle, richArticleSlug } from "./rich-article";
import { compressedBytes, servedFiles } from "./page-weight";
import { median, requireWrk, wrk, type Load } from "./load";
import { renderArchive, renderRun, writeReport, type RunFigures } from "./report";
import {
  cpuMs,
  rssPerWorkerMb,
  startCeiling,
  startNginx,
  startWarta,
  stop,
  type Server,
} from "./servers";

const { values: args } = parseArgs({
  options: {
    articles: { type: "string" },
    duration: { type: "string" },
    rounds: { type: "string" },
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    images: { type: "string" },
    requests: { type: "string" },
    "beacon-rate": { type: "string", default: "2000" },
    "page-rate": { type: "string", default: "500" },
    // The beacons' part pins the server to CPU 0 and its load generators to CPU 1; not with this.
    unpinned: { type: "boolean", default: false },
    output: { type: "string", default: "docs/PERFORMANCE.md" },
  },
});
// --quick checks that the benchmark runs end to end; its figures mean nothing.
const articleCount = Number(args.articles ?? (args.quick ? "1000" : "10000"));
const duration = Number(args.duration ?? (args.quick ? "1" : "5"));
const rounds = Number(args.rounds ?? (args.quick ? "1" : "3"));
const connections = 50;
const tailSeconds = args.quick ? 2 : 30;
const restSeconds = args.quick ? 0 : 12;
const allParts = ["pages", "media", "beacons"] as const;
type Part = (typeof allParts)[number];
const parts = new Set(
  (args.only?.split(",") ?? [...allParts]).map((name) => {
    const part = allParts.find((known) => known === name.trim());
    if (!part) throw new Error(`--only: ${name}? The parts are ${allParts.join(", ")}.`);
    return part;
  }),
) as Set<Part>;
// Issue 24 states its render target at 1,000 articles.
const smallArchive = 1000;

const pages = [
  { name: "Home", path: "/" },
  { name: "Article", path: "/blog/arsip-42" },
  { name: "Category", path: "/kategori/teknologi" },
  { name: "Home page 2", path: "/?page=2" },
  { name: "RSS", path: "/rss.xml" },
] as const;

async function prepareDatabase(dir: string, count: number): Promise<string> {
  console.log(`Preparing ${count.toLocaleString("en-US")} articles…`);
  const databaseUrl = `file:${join(dir, `bench-${count}.db`)}`;
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const demo = await seedDemoContent(db);
  await generateArticles(db, Math.max(0, count - demo - 1));
  // Issue 41: an article with a table, a gallery of eight photographs and three embeds.
  await createRichArticle(db);
  await db.destroy();
  return databaseUrl;
}

/** Median time from `node server.js` to the first page, over three starts. */
async function startTimes(makeUrl: (attempt: number) => string, seed: boolean): Promise<number> {
  const times: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = await startWarta(makeUrl(attempt), { cache: true, seed });
    times.push(server.startMs);
    await stop(server);
  }
  return median(times);
}

/** One wrk run at full load, and the server's CPU time per answer over it (NaN without a server). */
async function measure(url: string, server?: Server) {
  const pid = server?.child.pid;
  const before = pid ? cpuMs(pid) : 0;
  const load = await wrk(url, connections, duration);
  const cpuMsPerRequest =
    pid && load.requests > 0 ? (cpuMs(pid) - before) / load.requests : Number.NaN;
  return { load, cpuMsPerRequest };
}

interface Target {
  key: string;
  url: string;
  server?: Server;
}

const rich = { name: "Rich article", path: `/blog/${richArticleSlug}` };

async function runDefault(dir: string): Promise<string> {
  const databaseUrl = await prepareDatabase(dir, articleCount);
  const smallUrl =
    articleCount === smallArchive ? databaseUrl : await prepareDatabase(dir, smallArchive);

  console.log("Start times…");
  const startExisting = await startTimes(() => databaseUrl, false);
  const startEmpty = await startTimes((n) => `file:${join(dir, `empty-${n}.db`)}`, true);

  const cached = await startWarta(databaseUrl, { cache: true });
  const uncached = await startWarta(databaseUrl, { cache: false });
  const cachedAll = await startWarta(databaseUrl, { cache: true, allWorkers: true });
  const uncachedAll = await startWarta(databaseUrl, { cache: false, allWorkers: true });
  const article = pages.find((page) => page.name === "Article")?.path ?? "/";
  const html = await (await fetch(cached.url + article)).text();
  const site = join(dir, "site");
  mkdirSync(site);
  await writeFile(join(site, "article.html"), html);
  const served = await recordAnswer(cached.url + article, site);
  // nginx's workers may run as another user: let them read the file.
  chmodSync(dir, 0o755);
  chmodSync(site, 0o755);
  const ceiling = await startCeiling(served);
  const bare = await startCeiling({ body: join(site, "article.html"), head: "-" });
  const nginx = await startNginx(site);
  if (!nginx) console.warn("nginx not found: its column stays empty (apt-get install nginx).");

  const targets: Target[] = [
    { key: "ceiling", url: `${ceiling.url}/` },
    { key: "bare", url: `${bare.url}/` },
    ...(nginx ? [{ key: "nginx", url: `${nginx.url}/` }] : []),
    ...[...pages, rich].flatMap((page) => [
      { key: `cached ${page.name}`, url: cached.url + page.path, server: cached },
      { key: `uncached ${page.name}`, url: uncached.url + page.path, server: uncached },
    ]),
    { key: "cached all workers", url: cachedAll.url + article, server: cachedAll },
    { key: "uncached all workers", url: uncachedAll.url + article, server: uncachedAll },
  ];
  // Warmed up first: a fresh process renders its first pages before V8 has optimised them.
  for (const target of targets) await wrk(target.url, connections, 1);

  // Issue 24: one article from two workers, each asked on a connection of its own.
  const etag = await etagCheck(cachedAll.url + article, 12);
  const weight = {
    article: await servedWeight(cached.url + article),
    home: await servedWeight(`${cached.url}/`),
  };

  const loads = new Map<string, Load[]>();
  const cpu = new Map<string, number[]>();
  // The most each single-worker server held as a load run ended, before it could rest.
  const underLoad = new Map<Server, number>();
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const { load, cpuMsPerRequest } = await measure(target.url, target.server);
      const pid = target.server?.child.pid;
      if (pid && (target.server === cached || target.server === uncached))
        underLoad.set(
          target.server,
          Math.max(underLoad.get(target.server) ?? 0, rssPerWorkerMb(pid)),
        );
      if (!Number.isNaN(cpuMsPerRequest))
        cpu.set(target.key, [...(cpu.get(target.key) ?? []), cpuMsPerRequest]);
      loads.set(target.key, [...(loads.get(target.key) ?? []), load]);
      console.log(`round ${round}  ${target.key}: ${Math.round(load.rps)} req/s`);
    }
  }
  // After the run: a quiet spell long enough for a worker to give back what the load left it
  // (server/idle-memory.ts looks every 5 s).
  await new Promise((resolve) => setTimeout(resolve, restSeconds * 1000));
  const rss = {
    cached: cached.child.pid ? rssPerWorkerMb(cached.child.pid) : Number.NaN,
    uncached: uncached.child.pid ? rssPerWorkerMb(uncached.child.pid) : Number.NaN,
    restSeconds,
    cachedUnderLoad: underLoad.get(cached) ?? Number.NaN,
    uncachedUnderLoad: underLoad.get(uncached) ?? Number.NaN,
  };

  // The slowest answers at 50 connections, over a run long enough that its first second (fifty
  // connections opening at once to a busy server) is not its whole 1 %; beside node:http spending
  // the uncached article's CPU time per request on nothing (bench/ceiling.ts).
  const articleCpu = median(cpu.get("uncached Article") ?? []);
  const tail = await wrk(uncached.url + article, connections, tailSeconds);
  const burner = await startCeiling(served, articleCpu);
  const burnerTail = await wrk(`${burner.url}/`, connections, tailSeconds);
  await stop(burner);

  // The latency of one uncached request without queueing: one client at a time.
  const single = new Map<string, number>();
  for (const page of pages)
    single.set(page.name, (await wrk(uncached.url + page.path, 1, duration)).p50);

  await Promise.all(
    [cached, uncached, cachedAll, uncachedAll, ceiling, bare, nginx].map((server) => stop(server)),
  );

  // The uncached article's CPU time on the archive size issue 24 states its target at.
  const small = await startWarta(smallUrl, { cache: false });
  await wrk(small.url + article, connections, 1);
  const smallCpu: number[] = [];
  for (let round = 0; round < rounds; round++)
    smallCpu.push((await measure(small.url + article, small)).cpuMsPerRequest);
  await stop(small);

  const rps = (key: string) => median((loads.get(key) ?? []).map((load) => load.rps));
  const of = (key: string, pick: (load: Load) => number) =>
    median((loads.get(key) ?? []).map(pick));
  const hostLoads = [...loads.values()].flat().map((load) => load.load);
  const figures: RunFigures = {
    articles: articleCount,
    duration,
    rounds,
    connections,
    ceiling: rps("ceiling"),
    bare: rps("bare"),
    nginx: nginx ? rps("nginx") : undefined,
    pages: pages.map((page) => ({
      name: page.name,
      path: page.path,
      cached: rps(`cached ${page.name}`),
      uncached: rps(`uncached ${page.name}`),
      uncachedCpuMs: median(cpu.get(`uncached ${page.name}`) ?? []),
      singleP50: single.get(page.name) ?? Number.NaN,
      uncachedP50: median((loads.get(`uncached ${page.name}`) ?? []).map((load) => load.p50)),
      uncachedP99: median((loads.get(`uncached ${page.name}`) ?? []).map((load) => load.p99)),
    })),
    etag,
    tail: { seconds: tailSeconds, warta: tail, burner: burnerTail, burnMs: articleCpu },
    smallArchive: { articles: smallArchive, articleCpuMs: median(smallCpu) },
    allWorkers: { cached: rps("cached all workers"), uncached: rps("uncached all workers") },
    rss,
    startExisting,
    startEmpty,
    weight,
    rich: ["Article", rich.name].map((name) => ({
      name,
      path: name === "Article" ? article : rich.path,
      cached: rps(`cached ${name}`),
      uncached: rps(`uncached ${name}`),
      uncachedCpuMs: median(cpu.get(`uncached ${name}`) ?? []),
      uncachedP50: of(`uncached ${name}`, (load) => load.p50),
      uncachedP99: of(`uncached ${name}`, (load) => load.p99),
      load: of(`uncached ${name}`, (load) => load.load),
    })),
    hostLoad: { min: Math.min(...hostLoads), max: Math.max(...hostLoads) },
  };
  const section = renderRun(figures);
  writeReport(args.output, "default", section);
  return section;
}

/** What the served page makes a browser load, scripts and stylesheets apart, brotli bytes. */
async function servedWeight(url: string) {
  const { scripts, styles } = servedFiles(await (await fetch(url)).text());
  const strip = (files: string[]) => files.map((file) => file.slice(1));
  return {
    files: scripts.length + styles.length,
    bytes: compressedBytes(strip([...scripts, ...styles])),
    scriptBytes: compressedBytes(strip(scripts)),
    styleBytes: compressedBytes(strip(styles)),
  };
}

/**
 * The bytes the server sends for `url` to a client asking for brotli, as the ceiling is to send
 * them: the body as it came over the wire, and the head without the connection's own fields.
 */
async function recordAnswer(url: string, dir: string) {
  const { head, body } = await new Promise<{ head: [string, string][]; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const pairs: [string, string][] = [];
          for (let n = 0; n < res.rawHeaders.length; n += 2)
            pairs.push([res.rawHeaders[n] ?? "", res.rawHeaders[n + 1] ?? ""]);
          resolve({ head: pairs, body: Buffer.concat(chunks) });
        });
      }).on("error", reject);
    },
  );
  const perConnection = new Set(["date", "connection", "keep-alive", "content-length"]);
  const files = { body: join(dir, "article.body"), head: join(dir, "article.head.json") };
  await writeFile(files.body, body);
  await writeFile(
    files.head,
    JSON.stringify(head.filter(([name]) => !perConnection.has(name.toLowerCase()))),
  );
  return files;
}

/** One GET on a connection of its own, so that the cluster hands it to the next worker. */
function fresh(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; etag: string }>((resolve, reject) => {
    get(url, { agent: false, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag ?? "" }));
    }).on("error", reject);
  });
}

/** How many ETags the workers give one page, and how many conditional asks get 304. */
async function etagCheck(url: string, asks: number) {
  const etags = new Set<string>();
  for (let n = 0; n < asks; n++) etags.add((await fresh(url)).etag);
  const [etag = ""] = etags;
  let notModified = 0;
  for (let n = 0; n < asks; n++) {
    if ((await fresh(url, { "if-none-match": etag })).status === 304) notModified++;
  }
  return { distinct: etags.size, notModified, asks };
}

const archivePages = [
  { name: "Search", path: "/?q=surabaya" },
  // "bijak" is no word of the archive: it finds "kebijakan" through the stems alone.
  { name: "Search by root", path: "/?q=bijak" },
  { name: "Tag", path: "/tag/ekonomi" },
  { name: "Tag page 2", path: "/tag/ekonomi?page=2" },
  { name: "List (home page 2)", path: "/?page=2" },
  { name: "Category", path: "/kategori/teknologi" },
] as const;

async function runArchive(dir: string): Promise<string> {
  const small = await prepareDatabase(dir, 1000);
  const large = await prepareDatabase(dir, articleCount);
  const p50 = async (databaseUrl: string) => {
    const server = await startWarta(databaseUrl, { cache: false });
    const result = new Map<string, number[]>();
    // Warmed up first: a fresh process renders its first pages before V8 has optimised them.
    for (const page of archivePages) await wrk(server.url + page.path, 1, 2);
    for (let round = 0; round < rounds; round++)
      for (const page of archivePages)
        result.set(page.name, [
          ...(result.get(page.name) ?? []),
          (await wrk(server.url + page.path, 1, duration)).p50,
        ]);
    const rss = server.child.pid ? rssPerWorkerMb(server.child.pid) : Number.NaN;
    await stop(server);
    return { p50: new Map([...result].map(([name, values]) => [name, median(values)])), rss };
  };
  const atSmall = await p50(small);
  const atLarge = await p50(large);
  const section = renderArchive({
    articles: articleCount,
    duration,
    rounds,
    rss: atLarge.rss,
    pages: archivePages.map((page) => ({
      name: page.name,
      path: page.path,
      small: atSmall.p50.get(page.name) ?? Number.NaN,
      large: atLarge.p50.get(page.name) ?? Number.NaN,
    })),
  });
  writeReport(args.output, "archive", section);
  return section;
}

async function main(): Promise<void> {
  requireWrk();
  const dir = mkdtempSync(join(tmpdir(), "warta-bench-"));
  const sections: string[] = [];
  try {
    if (parts.has("pages"))
      sections.push(articleCount > 10_000 ? await runArchive(dir) : await runDefault(dir));
    if (parts.has("media")) {
      const section = renderMedia(
        await measureMediaLibrary({
          images: Number(args.images ?? (args.quick ? "1000" : "10000")),
          requests: Number(args.requests ?? (args.quick ? "10" : "100")),
        }),
      );
      writeReport(args.output, "media", section);
      sections.push(section);
    }
    if (parts.has("beacons")) {
      const section = renderBeacons(
        await measureBeacons(dir, {
          rate: Number(args["beacon-rate"]),
          pageRate: Number(args["page-rate"]),
          rounds,
          duration,
          pin: !args.unpinned,
        }),
      );
      writeReport(args.output, "beacons", section);
      sections.push(section);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nSummary (written to ${args.output}):\n\n${sections.join("\n")}`);
}

await main();
