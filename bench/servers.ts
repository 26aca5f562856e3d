// The processes a benchmark runs: Warta as production runs it, the node:http ceiling, nginx,
// and what /proc says of their CPU time and memory.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { pinned } from "./load";
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface Server {
  url: string;
  child: ChildProcess;
  /** From spawn to the first page answered. */
  startMs: number;
}

/**
 * The built app, as production runs it, request log on (discarded): one worker, or with
 * `allWorkers` as many as its default (one per core).
 */
export async function startWarta(
  databaseUrl: string,
  options: {
    cache: boolean;
    seed?: boolean;
    allWorkers?: boolean;
    /** More variables for the server (the beacons' part trusts loopback's X-Forwarded-For). */
    env?: Record<string, string>;
    /** The CPUs to pin it to with taskset ("0"), when taskset is installed. */
    cpus?: string;
  },
): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.WEB_CONCURRENCY;
  const [command, args] = pinned(options.cpus, process.execPath, ["server.js"]);
  const child = spawn(command, args, {
    env: {
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: options.seed ? "true" : "false",
      PAGE_CACHE: options.cache ? "on" : "off",
      ...(options.allWorkers ? {} : { WEB_CONCURRENCY: "1" }),
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, child, startMs: performance.now() - started };
}

/** bench/ceiling.ts answering `page` (run.ts's recorded body and head). */
export async function startCeiling(
  page: { body: string; head: string },
  burnMs = 0,
  /** The CPUs to pin it to with taskset, as startWarta's. */
  cpus?: string,
): Promise<Server> {
  const started = performance.now();
  const [command, args] = pinned(cpus, process.execPath, [
    "bench/ceiling.ts",
    page.body,
    page.head,
    String(burnMs),
  ]);
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve) =>
    child.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, child, startMs: performance.now() - started };
}

const nginxBinary = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((path) =>
  existsSync(path),
);

/** nginx serving the HTML file at "/", all its paths inside `dir`; undefined without nginx. */
export async function startNginx(dir: string): Promise<Server | undefined> {
  if (!nginxBinary) return undefined;
  const port = await freePort();
  const conf = join(dir, "nginx.conf");
  await writeFile(
    conf,
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location = / {
      default_type "text/html; charset=utf-8";
      try_files /article.html =404;
    }
  }
}
`,
  );
  const started = performance.now();
  const child = spawn(nginxBinary, ["-p", dir, "-c", conf, "-e", join(dir, "nginx-error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, child, startMs: performance.now() - started };
}

export async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

/** A process and its descendants (workers, when the server runs several). */
export function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    }
  } catch {
    return [pid];
  }
  return [pid, ...children.flatMap(processTree)];
}

const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** CPU time (user + system) of a process and its descendants, in ms. */
export function cpuMs(pid: number): number {
  let ticks = 0;
  for (const each of processTree(pid)) {
    const stat = readFileSync(`/proc/${each}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicks;
}

/** The largest resident set among the server's processes (one worker's), in MB. */
export function rssPerWorkerMb(pid: number): number {
  const sizes = processTree(pid).map((each) => {
    const status = readFileSync(`/proc/${each}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  });
  return Math.round(Math.max(...sizes));
}
