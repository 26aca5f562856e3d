// Issue 44's part of `npm run bench` (`-- --only beacons`): one worker keeps answering cached
// pages while view beacons arrive at N a second (2,000 by default). Each round runs wrk on a
// cached article alone, then at once again while a second wrk sends beacons (POST /_kunjungan,
// each from a random address with a browser's user agent); the pairs run back to back, so both
// halves of a round see the same neighbours. The server is pinned to CPU 0 and both wrk processes
// to CPU 1 (taskset), so the generators do not take the server's core.
//
// The beacons' rate is held by a wrk Lua script (wrk has no rate option): its `delay()`, which
// wrk calls before each request of every connection, hands out send times on one schedule of
// 1/N s steps read from the monotonic clock (LuaJIT's ffi), so 100 connections together send N
// a second whatever each answer takes, as long as fewer than 100 are waiting for an answer. A
// schedule more than a second behind starts again from now rather than sending a burst.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { seedDemoContent } from "../app/.server/seed";
import { beaconPath } from "../app/lib/beacon-path";
import { openDatabase } from "../app/.server/db/connection";
import { migrateToLatest } from "../app/.server/db/migrate";
import { median, wrk, canPin, type Load } from "./load";
import { heading } from "./report";
import { cpuMs, startCeiling, startWarta, stop, type Server } from "./servers";

const pageClients = 50;
const beaconClients = 100;
const serverCpu = "0";
const generatorCpu = "1";

/** A wrk script holding `rate` requests a second; `request` is the Lua of its request. */
function heldScript(rate: number, request: string): string {
  return `local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clk_id, bench_timespec *tp);
]]
local clock = ffi.new("bench_timespec")
local function now()
  ffi.C.clock_gettime(1, clock)
  return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6
end
-- LuaJIT's generator starts from the same seed in every process: each run its own addresses.
math.randomseed(tonumber(clock.tv_nsec) + now())
local step = 1000 / ${rate}
local due = nil
${request}
delay = function()
  local t = now()
  if due == nil or due < t - 1000 then due = t end
  local wait = due - t
  due = due + step
  if wait < 0 then return 0 end
  return math.floor(wait)
end
`;
}

function beaconScript(postId: number, rate: number): string {
  return heldScript(
    rate,
    `wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
wrk.headers["User-Agent"] = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
wrk.body = '{"post":${postId},"referrer":"https://www.google.com/"}'
request = function()
  wrk.headers["X-Forwarded-For"] = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format(nil, "${beaconPath}")
end`,
  );
}

/** Readers at a steady `rate` a second: a site's usual traffic rather than all a core can answer. */
function pageScript(path: string, rate: number): string {
  return heldScript(
    rate,
    `request = function()
  return wrk.format("GET", "${path}")
end`,
  );
}

export interface BeaconFigures {
  rate: number;
  /** The steady page rate of the second comparison (readers at a usual rate, not a flood). */
  pageRate: number;
  heldAlone: Load[];
  heldLoaded: Load[];
  rounds: number;
  duration: number;
  pinned: boolean;
  alone: Load[];
  loaded: Load[];
  beacons: Load[];
  /** Beacons answered 204 over the whole part, beside pages and alone (wrk's count). */
  accepted: number;
  /**
   * The server's CPU time (user + system) per cached page alone, and per beacon alone, in ms;
   * `floor`: node:http answering the same beacons with an empty answer from memory.
   */
  cpu: { page: number; beacon: number; floor: number };
  /** What the database holds after the server's graceful stop wrote its last batch. */
  views: { daily: number; hourly: number; visitors: number };
}

export async function measureBeacons(
  dir: string,
  options: { rate: number; pageRate: number; rounds: number; duration: number; pin: boolean },
): Promise<BeaconFigures> {
  const { rate, pageRate, rounds, duration } = options;
  const serverCpus = options.pin ? serverCpu : undefined;
  const generatorCpus = options.pin ? generatorCpu : undefined;
  console.log(`Beacons: ${rate}/s beside a cached article…`);
  const databaseUrl = `file:${join(dir, "beacons.db")}`;
  const db = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    await seedDemoContent(db);
    const article = await db
      .selectFrom("posts")
      .select(["id", "slug"])
      .where("published", "=", true)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const script = join(dir, "beacon.lua");
    await writeFile(script, beaconScript(article.id, rate));
    const steady = join(dir, "pages.lua");
    await writeFile(steady, pageScript(`/blog/${article.slug}`, pageRate));

    const server = await startWarta(databaseUrl, {
      cache: true,
      cpus: serverCpus,
      env: { TRUST_PROXY: "loopback", AUDIENCE_FLUSH_SECONDS: "5" },
    });
    const cpu = { page: [] as number[], beacon: [] as number[] };
    const alone: Load[] = [];
    const solo: Load[] = [];
    const loaded: Load[] = [];
    const beacons: Load[] = [];
    const heldAlone: Load[] = [];
    const heldLoaded: Load[] = [];
    try {
      const page = `${server.url}/blog/${article.slug}`;
      const generator = { cpus: generatorCpus };
      await wrk(page, pageClients, 1, generator);
      for (let round = 1; round <= rounds; round++) {
        const quiet = await withCpu(server, cpu.page, () =>
          wrk(page, pageClients, duration, generator),
        );
        const [busy, sent] = await Promise.all([
          wrk(page, pageClients, duration, generator),
          wrk(server.url + beaconPath, beaconClients, duration, { ...generator, script }),
        ]);
        alone.push(quiet);
        loaded.push(busy);
        beacons.push(sent);
        // What a beacon costs the server, alone (its CPU time over the answers).
        solo.push(
          await withCpu(server, cpu.beacon, () =>
            wrk(server.url + beaconPath, beaconClients, duration, { ...generator, script }),
          ),
        );
        // The same pair with readers at a steady rate: what a site's usual traffic sees.
        heldAlone.push(await wrk(page, pageClients, duration, { ...generator, script: steady }));
        const [held, beside] = await Promise.all([
          wrk(page, pageClients, duration, { ...generator, script: steady }),
          wrk(server.url + beaconPath, beaconClients, duration, { ...generator, script }),
        ]);
        heldLoaded.push(held);
        beacons.push(beside);
        console.log(
          `round ${round}  ${Math.round(quiet.rps)} pages/s alone, ${Math.round(busy.rps)} with ${Math.round(sent.rps)} beacons/s; held ${pageRate}/s: p99 ${heldAlone.at(-1)?.p99.toFixed(1)} ms alone, ${held.p99.toFixed(1)} ms with ${Math.round(beside.rps)} beacons/s (load ${busy.load.toFixed(1)})`,
        );
      }
    } finally {
      // A graceful stop writes the counts still in the buffer.
      await stop(server);
    }
    // The least any Node server spends on such a request: read it, answer it, nothing else.
    const empty = join(dir, "empty.txt");
    await writeFile(empty, "");
    const head = join(dir, "empty-head.json");
    await writeFile(head, JSON.stringify([["Cache-Control", "no-store"]]));
    const floor = await startCeiling({ body: empty, head }, 0, serverCpus);
    const floorCpu: number[] = [];
    try {
      for (let round = 1; round <= rounds; round++) {
        await withCpu(floor, floorCpu, () =>
          wrk(floor.url + beaconPath, beaconClients, duration, { cpus: generatorCpus, script }),
        );
      }
    } finally {
      await stop(floor);
    }
    const sum = async (table: "audience_daily" | "audience_hourly", column: "views" | "visitors") =>
      (
        await db.selectFrom(table).select(column).where("post_id", "=", article.id).execute()
      ).reduce((total, row) => total + Number((row as Record<string, unknown>)[column]), 0);
    return {
      rate,
      pageRate,
      heldAlone,
      heldLoaded,
      rounds,
      duration,
      pinned: canPin && options.pin,
      alone,
      loaded,
      beacons,
      cpu: { page: median(cpu.page), beacon: median(cpu.beacon), floor: median(floorCpu) },
      accepted: [...beacons, ...solo].reduce((total, run) => total + run.requests - run.refused, 0),
      views: {
        daily: await sum("audience_daily", "views"),
        hourly: await sum("audience_hourly", "views"),
        visitors: await sum("audience_daily", "visitors"),
      },
    };
  } finally {
    await db.destroy();
  }
}

/** Runs `load`, and adds the server's CPU time per answer over it to `into`. */
async function withCpu(server: Server, into: number[], load: () => Promise<Load>): Promise<Load> {
  const pid = server.child.pid ?? 0;
  const before = cpuMs(pid);
  const result = await load();
  const answered = result.requests - result.refused;
  if (answered > 0) into.push((cpuMs(pid) - before) / answered);
  return result;
}

const int = (n: number) => (Number.isNaN(n) ? "–" : Math.round(n).toLocaleString("en-US"));

export function renderBeacons(f: BeaconFigures): string {
  const pick = (runs: Load[], key: "rps" | "p50" | "p99" | "load") =>
    median(runs.map((run) => run[key]));
  const range = (runs: Load[]) =>
    `${int(Math.min(...runs.map((run) => run.rps)))}–${int(Math.max(...runs.map((run) => run.rps)))}`;
  const row = (name: string, runs: Load[]) =>
    `| ${name} | ${int(pick(runs, "rps"))} (${range(runs)}) | ${pick(runs, "p50").toFixed(1)} | ${pick(runs, "p99").toFixed(1)} | ${pick(runs, "load").toFixed(1)} |`;
  const ratio = pick(f.loaded, "rps") / pick(f.alone, "rps");
  const accepted = f.beacons.map((run) => (run.requests - run.refused) / f.duration);
  const refused = f.beacons.reduce((total, run) => total + run.refused, 0);
  return [
    heading(`Cached pages beside ${int(f.rate)} view beacons a second`),
    "",
    `Issue 44: one worker (page cache on${f.pinned ? ", pinned to CPU 0" : ""}) answering a cached article to \`wrk -t1 -c${pageClients}\`${f.pinned ? " on CPU 1" : ""}, alone and then, back to back, while a second wrk${f.pinned ? " on CPU 1" : ""} sends \`POST /_kunjungan\` from ${beaconClients} connections held to ${int(f.rate)} a second by a Lua schedule (bench/beacon-load.ts). ${f.rounds} rounds of ${f.duration} s, medians (range of the rounds); the load average is the host's as each run ended.`,
    "",
    "| | Pages/s | p50 ms | p99 ms | Load (1 min) |",
    "| --- | ---: | ---: | ---: | ---: |",
    row("Cached article alone", f.alone),
    row(`With ${int(f.rate)} beacons/s asked`, f.loaded),
    "",
    `Readers at a steady ${int(f.pageRate)} pages a second (the same wrk, its requests held to that rate by the same Lua schedule), alone and with ${int(f.rate)} beacons a second:`,
    "",
    "| | Pages/s | p50 ms | p99 ms | Load (1 min) |",
    "| --- | ---: | ---: | ---: | ---: |",
    row(`${int(f.pageRate)} pages/s alone`, f.heldAlone),
    row(`${int(f.pageRate)} pages/s with ${int(f.rate)} beacons/s`, f.heldLoaded),
    "",
    `Pages with beacons: ${(ratio * 100).toFixed(0)}% of the rate alone. The server's CPU time (user + system) per answer: ${f.cpu.page.toFixed(3)} ms a cached page, ${f.cpu.beacon.toFixed(3)} ms a beacon (beacons alone after each round), so ${int(f.rate)} beacons a second take ${((f.rate * f.cpu.beacon) / 10).toFixed(0)}% of a core. node:http reading the same beacons and answering each with an empty answer from memory (bench/ceiling.ts, pinned the same way) spends ${f.cpu.floor.toFixed(3)} ms a beacon: the least a Node server pays for a request that arrives on its own.`,
    "",
    `Beacons beside the pages: answered 204: ${int(median(accepted))}/s (${int(Math.min(...accepted))}–${int(Math.max(...accepted))}), p50 ${pick(f.beacons, "p50").toFixed(1)} ms, p99 ${pick(f.beacons, "p99").toFixed(1)} ms, ${int(refused)} refused. Of all the part's beacons (beside pages and alone), ${int(f.accepted)} were answered 204 as wrk counted them (not those still in flight as a run ended); written after the server's graceful stop: ${int(f.views.daily)} views in \`audience_daily\`, ${int(f.views.hourly)} in \`audience_hourly\`, ${int(f.views.visitors)} visitors (each beacon came from an address of its own).`,
    "",
  ].join("\n");
}
