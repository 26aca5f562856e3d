// npm run lighthouse: Lighthouse (mobile, its default) on the home, an article and a category
// page of the built app with its demo content, page cache on, as a first visit. Chromium comes
// from CHROME_PATH (default /usr/bin/chromium). Prints the four scores and the paint timings;
// figures move with the machine's load, so run it on a quiet machine before reading much in them.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoPosts } from "../database/seed/demo-posts";

const [article] = demoPosts;
if (!article) throw new Error("no demo article");
const pages = [
  { name: "Home", path: "/" },
  { name: "Article", path: `/blog/${article.slug}` },
  { name: "Category", path: `/?category=${article.category}` },
];

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
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
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, "lighthouse.db")}`,
      SEED_DEMO: "true",
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
      "| Page | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const page of pages) {
      // Visited once before, so the page cache holds it, as it would for a real reader.
      await fetch(url + page.path);
      const json = await run(
        "node_modules/.bin/lighthouse",
        [
          url + page.path,
          "--output=json",
          "--quiet",
          "--chrome-flags=--headless=new --no-sandbox",
          "--only-categories=performance,accessibility,best-practices,seo",
        ],
        env,
      );
      const report = JSON.parse(json) as Report;
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      console.log(
        `| ${page.name} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("first-contentful-paint"))} | ${Math.round(audit("largest-contentful-paint"))} | ${Math.round(audit("total-blocking-time"))} | ${audit("cumulative-layout-shift").toFixed(3)} |`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
