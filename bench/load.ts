// wrk runs and the statistics over them, for bench/run.ts.
import { spawn, spawnSync } from "node:child_process";
import { loadavg } from "node:os";

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx or 3xx (a run of pages refuses them; the beacons count them). */
  refused: number;
  /** The host's load average (1 min) as the run ended: the other programs' share of the cores. */
  load: number;
}

const hasTaskset = !spawnSync("taskset", ["--version"]).error;

/**
 * `command` pinned to the CPUs in `cpus` ("0", "1", "0-1") with taskset, as it is without taskset
 * or without `cpus`.
 */
export function pinned(
  cpus: string | undefined,
  command: string,
  args: string[],
): [string, string[]] {
  return cpus && hasTaskset ? ["taskset", ["-c", cpus, command, ...args]] : [command, args];
}

/** Whether `pinned` pins (taskset is installed). */
export const canPin = hasTaskset;

export function requireWrk(): void {
  const probe = spawnSync("wrk", ["--version"]);
  if (probe.error) {
    console.error(
      "wrk is not installed. On Debian or Ubuntu: sudo apt-get install wrk (https://github.com/wg/wrk)",
    );
    process.exit(1);
  }
}

function milliseconds(value: string, unit: string): number {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : unit === "m" ? n * 60_000 : n;
}

/**
 * One wrk run, as a browser asks (compressed answers accepted); with `script`, a Lua script that
 * shapes the requests, whose refusals are counted rather than fatal; with `cpus`, pinned there.
 */
export async function wrk(
  url: string,
  clients: number,
  seconds: number,
  options: { script?: string; cpus?: string } = {},
): Promise<Load> {
  const script = options.script ? ["-s", options.script] : [];
  const [command, args] = pinned(options.cpus, "wrk", [
    "-t1",
    `-c${clients}`,
    `-d${seconds}s`,
    "--latency",
    "-H",
    "Accept-Encoding: br, gzip",
    ...script,
    url,
  ]);
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`wrk ${url} exited with ${code}:\n${output}`);
  const bad = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  if (bad && !options.script) throw new Error(`${url}: ${bad[1]} answers that were not 2xx`);
  const timeouts = /timeout (\d+)/.exec(output);
  if (timeouts && timeouts[1] !== "0") console.warn(`${url}: ${timeouts[1]} timeouts`);
  const percentile = (p: string) => {
    const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)\\b`).exec(output);
    return match?.[1] && match[2] ? milliseconds(match[1], match[2]) : Number.NaN;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    p50: percentile("50"),
    p99: percentile("99"),
    refused: Number(bad?.[1] ?? 0),
    load: loadavg()[0] ?? Number.NaN,
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
