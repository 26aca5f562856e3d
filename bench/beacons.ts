// npm run bench:beacons [-- --duration S] [-- --rounds R] [-- --rate N]
//
// Issue 44's load target: one worker keeps answering cached pages at its usual rate while view
// beacons arrive at N a second (2,000 by default). Each round runs wrk on a cached article
// alone, then again while a second wrk sends beacons (POST /_kunjungan, each from a random
// address, as a browser's user agent) paced to N a second; medians are printed, and the views
// the database counted afterwards are compared with the beacons answered. Figures only.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { seedDemoContent } from "../app/.server/seed";
import { beaconPath } from "../app/lib/beacon-path";
import { median, requireWrk, wrk } from "./load";
import { startWarta, stop } from "./servers";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    rate: { type: "string", default: "2000" },
  },
});
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const rate = Number(args.rate);
const beaconConnections = 60;
// Each connection waits between a beacon's answer and its next one; the answers take a few ms
// under load, so the pause is set for 40% more than the target and the rate reached is printed.
const pauseMs = Math.max(1, Math.round((beaconConnections * 1000) / (rate * 1.4)));

requireWrk();
const dir = mkdtempSync(join(tmpdir(), "warta-bench-beacons-"));
const databaseUrl = `file:${join(dir, "warta.db")}`;
const db = openDatabase(databaseUrl);
await migrateToLatest(db);
await seedDemoContent(db);
const article = await db
  .selectFrom("posts")
  .select(["id", "slug"])
  .where("published", "=", true)
  .orderBy("id")
  .executeTakeFirstOrThrow();

const script = join(dir, "beacon.lua");
await writeFile(
  script,
  `wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
wrk.headers["User-Agent"] = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
wrk.body = '{"post":${article.id},"referrer":"https://www.google.com/"}'
request = function()
  wrk.headers["X-Forwarded-For"] = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format(nil, "${beaconPath}")
end
delay = function() return ${pauseMs} end
`,
);

function beacons(url: string): Promise<{ rps: number; requests: number; refused: number }> {
  const child = spawn(
    "wrk",
    ["-t1", `-c${beaconConnections}`, `-d${duration}s`, "-s", script, `${url}${beaconPath}`],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on("exit", () =>
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
        requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
        refused: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
      }),
    ),
  );
}

const server = await startWarta(databaseUrl, {
  cache: true,
  env: { TRUST_PROXY: "loopback", AUDIENCE_FLUSH_SECONDS: "5" },
});
const page = `${server.url}/blog/${article.slug}`;
await wrk(page, 10, 1);
const alone: number[] = [];
const loaded: number[] = [];
const p99Alone: number[] = [];
const p99Loaded: number[] = [];
const beaconRates: number[] = [];
let sent = 0;
let refused = 0;
for (let round = 0; round < rounds; round++) {
  const quiet = await wrk(page, 50, duration);
  alone.push(quiet.rps);
  p99Alone.push(quiet.p99);
  const [busy, sentNow] = await Promise.all([wrk(page, 50, duration), beacons(server.url)]);
  loaded.push(busy.rps);
  p99Loaded.push(busy.p99);
  beaconRates.push(sentNow.rps);
  sent += sentNow.requests;
  refused += sentNow.refused;
  console.log(
    `round ${round + 1}: ${quiet.rps.toFixed(0)} pages/s alone, ${busy.rps.toFixed(0)} pages/s ` +
      `with ${sentNow.rps.toFixed(0)} beacons/s`,
  );
}
await stop(server);
const counted = await db
  .selectFrom("audience_daily")
  .select("views")
  .where("post_id", "=", article.id)
  .execute();
const views = counted.reduce((sum, row) => sum + Number(row.views), 0);
await db.destroy();
rmSync(dir, { recursive: true, force: true });

console.log(`
Cached article, 50 clients, one worker, median of ${rounds} rounds of ${duration} s:
  alone:          ${median(alone).toFixed(0)} pages/s, p99 ${median(p99Alone).toFixed(2)} ms
  with beacons:   ${median(loaded).toFixed(0)} pages/s, p99 ${median(p99Loaded).toFixed(2)} ms
  beacons:        ${median(beaconRates).toFixed(0)}/s asked (target ${rate}/s)
  ratio:          ${((median(loaded) / median(alone)) * 100).toFixed(0)}% of the rate alone
  beacons sent ${sent}, refused ${refused}, views counted ${views}`);
