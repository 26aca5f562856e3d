import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

export interface RunningProcess {
  child: ChildProcess;
  /** Every line printed on stdout or stderr so far. */
  lines: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves with the first line matching `test`, in what was printed so far or later. */
  waitForLine(test: (line: string) => boolean): Promise<string>;
}

/** Runs a command and collects what it prints, line by line. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
): RunningProcess {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) =>
    stream &&
    createInterface({ input: stream }).on("line", (line) => {
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (!waiter.test(line)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    child,
    lines,
    exited,
    waitForLine(test) {
      const seen = lines.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ test, resolve });
        void exited.then((code) =>
          reject(new Error(`exited with ${code} before the line came:\n${lines.join("\n")}`)),
        );
      });
    },
  };
}

/** The environment of a Warta server started by a test (as tests/support/server.ts does). */
export function serverEnv(databaseUrl: string, env: Record<string, string> = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "false",
    PAGE_CACHE: "off",
    LOG_LEVEL: "info",
    WEB_CONCURRENCY: "1",
    ...env,
  };
}

/** Runs `node server.js` with the test's Node (the pinned one). */
export function runServer(databaseUrl: string, env: Record<string, string> = {}): RunningProcess {
  return run(process.execPath, ["server.js"], serverEnv(databaseUrl, env));
}

/** The port of a "listening" log line. */
export function portOf(line: string): number {
  return (JSON.parse(line) as { port: number }).port;
}

export const isListening = (line: string) => line.includes('"msg":"listening"');

/** A stack trace's telltale: a line of the form "    at fn (file:line:col)". */
export const stackTrace = /\n\s+at \S+/;
