import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import type { Load } from "./load";

// Turns the benchmark's figures into the generated sections of docs/PERFORMANCE.md, including
// whether each target of issues 15 and 24 is met: computed from the figures, never written by hand.

export interface RunFigures {
  articles: number;
  duration: number;
  rounds: number;
  connections: number;
  /** Requests per second of node:http answering the article's bytes (body and head) from memory. */
  ceiling: number;
  /** The same from the uncompressed HTML with two headers: the reference of runs before 2026-11-27. */
  bare: number;
  nginx: number | undefined;
  pages: {
    name: string;
    path: string;
    cached: number;
    uncached: number;
    uncachedCpuMs: number;
    singleP50: number;
    /** At the run's connections, uncached. */
    uncachedP50: number;
    uncachedP99: number;
  }[];
  /** Issue 24: one article asked of the all-workers server on fresh connections. */
  etag: { distinct: number; notModified: number; asks: number };
  /** One long run of the uncached article at full load, and node:http spinning as long. */
  tail: { seconds: number; warta: Load; burner: Load; burnMs: number };
  /** The uncached article's CPU time on a smaller archive, the size issue 24 states it at. */
  smallArchive: { articles: number; articleCpuMs: number };
  /** The article, served by as many workers as the server starts by default. */
  allWorkers: { cached: number; uncached: number };
  /** After the run and a quiet spell; and the most held as a load run ended. */
  rss: {
    cached: number;
    uncached: number;
    restSeconds: number;
    cachedUnderLoad: number;
    uncachedUnderLoad: number;
  };
  startExisting: number;
  startEmpty: number;
  weight: { article: Weight; home: Weight };
  /** Issue 41: the plain article and the rich one (a table, a gallery of eight, three embeds). */
  rich: {
    name: string;
    path: string;
    cached: number;
    uncached: number;
    uncachedCpuMs: number;
    uncachedP50: number;
    uncachedP99: number;
    load: number;
  }[];
  /** The host's load average (1 min) as each wrk run of the rounds ended: lowest and highest. */
  hostLoad: { min: number; max: number };
}

interface Weight {
  files: number;
  bytes: number;
  scriptBytes: number;
  styleBytes: number;
}

export interface ArchiveFigures {
  articles: number;
  duration: number;
  rounds: number;
  rss: number;
  pages: { name: string; path: string; small: number; large: number }[];
}

export const targets = {
  cachedRatio: 0.6,
  uncachedRatio: 0.015,
  articleCpuMs: 2,
  tailRatio: 4,
  articleScriptBytes: 60 * 1024,
  rssMb: 200,
  startExistingMs: 1000,
  startEmptyMs: 2000,
  weightBytes: 120_000,
  archiveP50Ms: 20,
  archiveGrowth: 3,
};

const int = (n: number) => (Number.isNaN(n) ? "–" : Math.round(n).toLocaleString("en-US"));
const dec = (n: number, digits = 2) => (Number.isNaN(n) ? "–" : n.toFixed(digits));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? "**met**" : "**not met**");

export function heading(title: string): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const memory = Math.round(totalmem() / 2 ** 30);
  return `### ${title} — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${cpus().length} cores × ${cpu}, ${memory} GiB, Node ${process.version}`;
}

export function renderRun(f: RunFigures): string {
  const ratio = (rps: number) => rps / f.ceiling;
  const lowest = (pick: (page: RunFigures["pages"][number]) => number) =>
    f.pages.reduce((low, page) => (pick(page) < pick(low) ? page : low));
  const lowCached = lowest((page) => page.cached);
  const lowUncached = lowest((page) => page.uncached);
  const article = f.pages.find((page) => page.name === "Article");
  const articleCpu = article?.uncachedCpuMs ?? Number.NaN;
  const rss = Math.max(f.rss.cached, f.rss.uncached);
  const underLoad = `${int(f.rss.cachedUnderLoad)} MB cached, ${int(f.rss.uncachedUnderLoad)} MB uncached`;
  const home = f.pages.find((page) => page.name === "Home");
  const issue24 = [
    "Issue 24, before (as filed, measured on main with 60 articles) and now (this run):",
    "",
    "| | Before | Now | Target |",
    "| --- | --- | --- | --- |",
    `| Article JavaScript (brotli, as served) | 133 KiB in 30+ files | ${kb(f.weight.article.scriptBytes)} (${f.weight.article.files} files with the stylesheet) | ≤ 60 KiB |`,
    `| Home JavaScript (brotli, as served) | about 130 KiB | ${kb(f.weight.home.scriptBytes)} (${f.weight.home.files} files with the stylesheet) | |`,
    `| Cached article, ratio to node:http from memory | 0.43× | ${dec(ratio(article?.cached ?? Number.NaN))}× (${dec((article?.cached ?? Number.NaN) / f.bare)}× of the HTML with two headers) | ≥ 0.6× |`,
    `| Uncached article | 212 req/s ≈ 4.7 ms (0.0084×) | ${int(article?.uncached ?? Number.NaN)} req/s, ${dec(articleCpu)} ms CPU (${dec(ratio(article?.uncached ?? Number.NaN), 4)}×); ${dec(f.smallArchive.articleCpuMs)} ms CPU at ${int(f.smallArchive.articles)} articles | ≤ 2 ms at 1,000 articles (≥ 0.02×) |`,
    `| Uncached home | 196 req/s (0.0078×) | ${int(home?.uncached ?? Number.NaN)} req/s (${dec(ratio(home?.uncached ?? Number.NaN), 4)}×) | ≥ 0.015× |`,
    `| Resident memory after the run | 368 MiB cached, 495 MiB uncached | ${int(f.rss.cached)} MB cached, ${int(f.rss.uncached)} MB uncached (${underLoad} as a load run ended) | ≤ 200 MiB each; cached ≤ 200 MiB under load |`,
    `| p99 uncached article at ${f.connections} connections | 1.1 s (p50 184 ms) | ${int(article?.uncachedP99 ?? Number.NaN)} ms (p50 ${int(article?.uncachedP50 ?? Number.NaN)} ms) | ≤ 4× p50 |`,
    `| p99 of the same over ${f.tail.seconds} s | | ${int(f.tail.warta.p99)} ms (p50 ${int(f.tail.warta.p50)} ms); node:http spinning ${dec(f.tail.burnMs)} ms a request: ${int(f.tail.burner.p99)} ms (p50 ${int(f.tail.burner.p50)} ms) | ≤ 4× p50 |`,
    `| ETag of one article, all workers | two ETags; 304 from one worker | ${f.etag.distinct} ETag${f.etag.distinct === 1 ? "" : "s"}; ${f.etag.notModified} of ${f.etag.asks} conditional asks 304 | one ETag, 304 from every worker |`,
    "",
  ];
  const lines = [
    heading("Run"),
    "",
    ...issue24,
    "",
    `${int(f.articles)} published articles on SQLite; \`wrk -t1 -c${f.connections} -d${f.duration}s\` with \`Accept-Encoding: br, gzip\`; ${f.rounds} interleaved round${f.rounds === 1 ? "" : "s"}, medians. One server process each (\`WEB_CONCURRENCY=1\`), request log on.`,
    "",
    "| Page | Cached req/s | × ceiling | Uncached req/s | × ceiling | Uncached CPU ms / request | Uncached p50 ms, 1 client |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...f.pages.map(
      (page) =>
        `| ${page.name} (\`${page.path}\`) | ${int(page.cached)} | ${dec(ratio(page.cached))}× | ${int(page.uncached)} | ${dec(ratio(page.uncached), 3)}× | ${dec(page.uncachedCpuMs)} | ${dec(page.singleP50, 1)} |`,
    ),
    `| node:http from memory, the article's bytes as Warta sends them (ceiling) | ${int(f.ceiling)} | 1.00× | | | | |`,
    `| node:http from memory, the article's HTML uncompressed with two headers | ${int(f.bare)} | ${dec(ratio(f.bare))}× | | | | |`,
    f.nginx === undefined
      ? "| nginx, file | not installed | | | | | |"
      : `| nginx, file | ${int(f.nginx)} | ${dec(ratio(f.nginx))}× | | | | |`,
    "",
    `All workers (\`WEB_CONCURRENCY\` unset, ${cpus().length} cores), the article: ${int(f.allWorkers.cached)} req/s cached (${dec(ratio(f.allWorkers.cached))}×), ${int(f.allWorkers.uncached)} uncached (${dec(ratio(f.allWorkers.uncached), 3)}×).`,
    "",
    `RSS per worker after the run and ${f.rss.restSeconds} s of rest: ${int(f.rss.cached)} MB (page cache on), ${int(f.rss.uncached)} MB (uncached); the most as a load run ended: ${underLoad}. First page answered after \`node server.js\`: ${int(f.startExisting)} ms on the existing database, ${int(f.startEmpty)} ms on an empty one (migrations and demo content included); medians of three starts.`,
    "",
    `The host's load average (1 min) as each run of the rounds ended: ${dec(f.hostLoad.min, 1)}–${dec(f.hostLoad.max, 1)} on ${cpus().length} cores.`,
    "",
    `Issue 41: an article as a newsroom writes it (a table with a caption, a gallery of eight photographs with captions and credits, YouTube, X and Spotify embeds: bench/rich-article.ts) beside the plain article, in the same interleaved rounds; uncached at ${f.connections} connections.`,
    "",
    "| Article | Cached req/s | Uncached req/s | Uncached CPU ms / request | Uncached p50 ms | Uncached p99 ms | Load (1 min) |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...f.rich.map(
      (page) =>
        `| ${page.name} (\`${page.path}\`) | ${int(page.cached)} | ${int(page.uncached)} | ${dec(page.uncachedCpuMs)} | ${int(page.uncachedP50)} | ${int(page.uncachedP99)} | ${dec(page.load, 1)} |`,
    ),
    "",
    `A public article page loads ${f.weight.article.files} scripts and stylesheets, ${kb(f.weight.article.bytes)} with brotli; the home page ${f.weight.home.files}, ${kb(f.weight.home.bytes)}.`,
    "",
    "Targets (issue 24's, and issue 15's where issue 24 sets none):",
    "",
    `- Cached pages ≥ ${targets.cachedRatio}× the ceiling: ${verdict(ratio(lowCached.cached) >= targets.cachedRatio)} (lowest: ${lowCached.name}, ${dec(ratio(lowCached.cached))}×; the article ${dec(ratio(article?.cached ?? Number.NaN))}×).`,
    `- Uncached pages ≥ ${targets.uncachedRatio}× the ceiling: ${verdict(ratio(lowUncached.uncached) >= targets.uncachedRatio)} (lowest: ${lowUncached.name}, ${dec(ratio(lowUncached.uncached), 3)}×).`,
    `- An uncached article ≤ ${targets.articleCpuMs} ms of CPU at ${int(f.smallArchive.articles)} articles: ${verdict(f.smallArchive.articleCpuMs <= targets.articleCpuMs)} (${dec(f.smallArchive.articleCpuMs)} ms; ${dec(articleCpu)} ms at ${int(f.articles)}).`,
    `- p99 of the uncached article at ${f.connections} connections ≤ ${targets.tailRatio}× its p50, over ${f.tail.seconds} s: ${verdict(f.tail.warta.p99 <= targets.tailRatio * f.tail.warta.p50)} (${dec(f.tail.warta.p99 / f.tail.warta.p50, 1)}×).`,
    `- ≤ ${targets.rssMb} MB RSS per worker after the run, and with a full page cache under load${f.articles === 10_000 ? "" : ` (target stated at 10,000 articles; this run had ${int(f.articles)})`}: ${verdict(rss <= targets.rssMb && f.rss.cachedUnderLoad <= targets.rssMb)} (after: ${int(f.rss.cached)} MB cached, ${int(f.rss.uncached)} MB uncached; under load: ${underLoad}).`,
    `- One ETag, and 304 from every worker: ${verdict(f.etag.distinct === 1 && f.etag.notModified === f.etag.asks)} (${f.etag.distinct} ETag${f.etag.distinct === 1 ? "" : "s"}, ${f.etag.notModified} of ${f.etag.asks} asks 304).`,
    `- An article's JavaScript ≤ ${targets.articleScriptBytes / 1024} KiB with brotli: ${verdict(f.weight.article.scriptBytes <= targets.articleScriptBytes)} (${kb(f.weight.article.scriptBytes)}).`,
    `- First answer < ${int(targets.startExistingMs)} ms on an existing database: ${verdict(f.startExisting < targets.startExistingMs)}; < ${int(targets.startEmptyMs)} ms on an empty one: ${verdict(f.startEmpty < targets.startEmptyMs)}.`,
    `- A public article page ≤ ${kb(targets.weightBytes)} of JS and CSS compressed: ${verdict(f.weight.article.bytes <= targets.weightBytes)} (${kb(f.weight.article.bytes)}).`,
    "",
  ];
  return lines.join("\n");
}

export function renderArchive(f: ArchiveFigures): string {
  const lines = [
    heading(`Archive of ${int(f.articles)} articles`),
    "",
    `Uncached (\`PAGE_CACHE=off\`), one client at a time (\`wrk -t1 -c1 -d${f.duration}s\`), medians of ${f.rounds} round${f.rounds === 1 ? "" : "s"}.`,
    "",
    `| Page | p50 ms at 1,000 articles | p50 ms at ${int(f.articles)} | Growth |`,
    "| --- | ---: | ---: | ---: |",
    ...f.pages.map(
      (page) =>
        `| ${page.name} (\`${page.path}\`) | ${dec(page.small, 1)} | ${dec(page.large, 1)} | ${dec(page.large / page.small, 1)}× |`,
    ),
    "",
    `RSS after the run at ${int(f.articles)} articles: ${int(f.rss)} MB.`,
    "",
    "Targets:",
    "",
    ...f.pages.map(
      (page) =>
        `- ${page.name}: p50 ≤ ${targets.archiveP50Ms} ms ${verdict(page.large <= targets.archiveP50Ms)} (${dec(page.large, 1)} ms); ≤ ${targets.archiveGrowth}× its figure at 1,000 articles ${verdict(page.large <= targets.archiveGrowth * page.small)} (${dec(page.large / page.small, 1)}×).`,
    ),
    "",
  ];
  return lines.join("\n");
}

const emptyDocument = `# Performance

<!-- bench:default -->
<!-- /bench:default -->

<!-- bench:archive -->
<!-- /bench:archive -->

<!-- bench:media -->
<!-- /bench:media -->

<!-- bench:beacons -->
<!-- /bench:beacons -->
`;

/** Replaces one generated section of the document; the hand-written text around it stays. */
export function writeReport(
  path: string,
  name: "default" | "archive" | "media" | "beacons",
  section: string,
): void {
  let doc: string;
  try {
    doc = readFileSync(path, "utf8");
  } catch {
    doc = emptyDocument;
  }
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  doc = pattern.test(doc)
    ? doc.replace(pattern, () => `${start}\n${section}${end}`)
    : `${doc}\n${start}\n${section}${end}\n`;
  writeFileSync(path, doc);
}
