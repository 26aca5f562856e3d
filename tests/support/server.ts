import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { openDatabase, type DB } from "~/.server/db/connection";
import { createTestDatabase } from "./database";

export interface TestServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** A connection of the test's own to the server's database, for setup and for checks. */
  db: DB;
  databaseUrl: string;
  /** Lines the server logged, for assertions and for debugging a failure. */
  logs: string[];
  /** The server process (a cluster's primary when WEB_CONCURRENCY > 1). */
  child: ChildProcess;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
  /** kill -9: the process dies where it stands; stop() still drops the database afterwards. */
  crash(): Promise<void>;
}

export interface StartOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Reuse an existing database instead of creating a new one. */
  databaseUrl?: string;
  /**
   * Keep the page cache on. Off by default so that tests which change the database behind the
   * server's back read fresh pages; tests/integration/page-cache.test.ts covers the cache itself.
   */
  cache?: boolean;
}

/** Starts the production build (`node server.js`) on a free port and a fresh database. */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const database = options.databaseUrl ? undefined : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? database?.url ?? "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: databaseUrl,
      SEED_DEMO: options.seed ? "true" : "false",
      PAGE_CACHE: options.cache ? "on" : "off",
      LOG_LEVEL: "info",
      // One process, so that a test's requests all reach the same page cache; cluster tests ask
      // for workers themselves.
      WEB_CONCURRENCY: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const port = await waitForPort(child, logs);
  const url = `http://127.0.0.1:${port}`;
  const db = openDatabase(databaseUrl);

  return {
    url,
    db,
    databaseUrl,
    logs,
    child,
    fetch: (path, init) => fetch(new URL(path, url), { redirect: "manual", ...init }),
    async crash() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      });
    },
    async stop() {
      await db.destroy();
      await stopProcess(child);
      await database?.drop();
    },
  };
}

function waitForPort(child: ChildProcess, logs: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const collect = (stream: NodeJS.ReadableStream | null) =>
      stream &&
      createInterface({ input: stream }).on("line", (line) => {
        logs.push(line);
        if (!line.includes('"listening"')) return;
        const parsed = JSON.parse(line) as { port: number };
        resolve(parsed.port);
      });
    collect(child.stdout);
    collect(child.stderr);
    child.once("exit", (code) =>
      reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`)),
    );
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}
