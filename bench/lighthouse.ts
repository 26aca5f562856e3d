// npm run lighthouse [-- --pages Home,Rich]: Lighthouse (mobile, its default) on the home, an
// article, issue 41's rich article (a table, a gallery of eight photographs, three embeds:
// bench/rich-article.ts), a category, a tag and an author page of the built app with its demo
// content, page cache on, as a first visit. --pages picks some of them by name; --save DIR keeps
// each page's Lighthouse report (JSON) there. Each page and scheme is measured --runs times
// (default 5) and the run with the median performance score is shown with the range of all runs:
// Lighthouse's own advice for its variance (its blocking time moves by hundreds of milliseconds
// from one run to the next on a small virtual machine; docs/PERFORMANCE.md).
// Chromium comes from CHROME_PATH (default /usr/bin/chromium). Prints, in the light and then the
// dark scheme, the four scores, the paint timings, and the JavaScript and CSS each page makes the
// browser load (brotli bytes, as served: bench/page-weight.ts); figures move with the machine's
// load, so run it on a quiet machine before reading much in them.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { seedDemoContent } from "../app/.server/seed";
import { demoPosts } from "../app/.server/seed/demo-posts";
import { compressedBytes, servedFiles } from "./page-weight";
import { createRichArticle, richArticleSlug } from "./rich-article";

const [article] = demoPosts;
if (!article) throw new Error("no demo article");
const pages = [
  { name: "Home", path: "/" },
  { name: "Article", path: `/blog/${article.slug}` },
  { name: "Rich", path: `/blog/${richArticleSlug}` },
  { name: "Category", path: `/kategori/${article.category}` },
  { name: "Tag", path: "/tag/:first" },
  { name: "Author", path: "/penulis/:first" },
];
const { values: args } = parseArgs({
  options: { pages: { type: "string" }, save: { type: "string" }, runs: { type: "string" } },
});
const chosen = args.pages?.split(",").map((name) => name.trim().toLowerCase());
const measured = chosen ? pages.filter((page) => chosen.includes(page.name.toLowerCase())) : pages;
const runs = Number(args.runs ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs: a whole number of 1 or more");
if (measured.length === 0)
  throw new Error(`--pages: one or more of ${pages.map((p) => p.name).join(", ")}`);

/**
 * The first tag or author page the home page or a demo article links to, for sites whose slugs are
 * not known here.
 */
async function resolvePath(url: string, path: string): Promise<string | undefined> {
  if (!path.endsWith("/:first")) return path;
  const prefix = path.slice(0, -":first".length);
  for (const page of ["/", ...demoPosts.map((post) => `/blog/${post.slug}`)]) {
    const html = await (await fetch(url + page)).text();
    const found = new RegExp(`href="(${prefix}[^"/?#]+)"`).exec(html)?.[1];
    if (found) return found;
  }
  return undefined;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to be run again.
async function lighthouse(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return await run("node_modules/.bin/lighthouse", args, env);
  } catch {
    return run("node_modules/.bin/lighthouse", args, env);
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "warta-lighthouse-"));
  // A port the system says is free: a guessed one may belong to another program.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  const port = typeof address === "object" && address ? address.port : 0;
  const databaseUrl = `file:${join(dir, "lighthouse.db")}`;
  const db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  await seedDemoContent(db);
  await createRichArticle(db);
  await db.destroy();
  const server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      const ok = await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (attempt > 300) throw new Error("server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };
    console.log(
      `| Page | Scheme | Performance (median of ${runs}) | Range | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | CSS KB | Load |`,
    );
    console.log(
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const { name, path: wanted } of measured) {
      const path = await resolvePath(url, wanted);
      if (!path) {
        console.log(`| ${name} | | no such page on this site | | | | | | | | | | | |`);
        continue;
      }
      const page = { name, path };
      // Visited once before, so the page cache holds it, as it would for a real reader.
      const { scripts, styles } = servedFiles(await (await fetch(url + page.path)).text());
      const kb = (files: string[]) =>
        (compressedBytes(files.map((file) => file.slice(1))) / 1000).toFixed(1);
      // Light, then dark: the browser says it prefers a dark scheme, which the theme script follows.
      for (const scheme of ["light", "dark"] as const) {
        const dark = scheme === "dark" ? " --force-dark-mode" : "";
        const reports: { json: string; report: Report; performance: number }[] = [];
        for (let round = 0; round < runs; round++) {
          const json = await lighthouse(
            [
              url + page.path,
              "--output=json",
              "--quiet",
              `--chrome-flags=--headless=new --no-sandbox${dark}`,
              "--only-categories=performance,accessibility,best-practices,seo",
            ],
            env,
          );
          const report = JSON.parse(json) as Report;
          const performance = Math.round((report.categories.performance?.score ?? 0) * 100);
          reports.push({ json, report, performance });
        }
        reports.sort((a, b) => a.performance - b.performance);
        const median = reports[Math.floor((reports.length - 1) / 2)];
        if (!median) continue;
        const { json, report } = median;
        // --save DIR keeps the median run's report, to read what an audit found.
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          writeFileSync(join(args.save, `${page.name}-${scheme}.json`), json);
        }
        const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
        const range = `${reports[0]?.performance}–${reports.at(-1)?.performance}`;
        console.log(
          `| ${page.name} | ${scheme} | ${score("performance")} | ${range} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("first-contentful-paint"))} | ${Math.round(audit("largest-contentful-paint"))} | ${Math.round(audit("total-blocking-time"))} | ${audit("cumulative-layout-shift").toFixed(3)} | ${kb(scripts)} | ${kb(styles)} | ${loadavg()[0]?.toFixed(1)} |`,
        );
      }
    }
  } finally {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
