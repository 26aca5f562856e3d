import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { openDatabase } from "~/.server/db/connection";
import { afterEach, describe, expect, it } from "vitest";
import { newAddress } from "../support/addresses";
import { postComment } from "../support/comments";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { makePost } from "../support/factories";
import { isListening, portOf, run, runServer, serverEnv, stackTrace } from "../support/process";
import { startServer, type TestServer } from "../support/server";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: TestDatabase | undefined;
let server: TestServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await database?.drop();
  database = undefined;
});

describe("a start that cannot succeed", () => {
  it("stops with one line naming TRUST_PROXY and its accepted forms, without a stack trace", async () => {
    database = await createTestDatabase();
    const warta = runServer(database.url, { TRUST_PROXY: "semua" });
    expect(await warta.exited).toBe(1);
    const output = warta.lines.join("\n");
    expect(warta.lines).toHaveLength(1);
    expect(output).toContain("TRUST_PROXY");
    expect(output).toContain("loopback");
    expect(output).not.toMatch(stackTrace);
  });

  it("exits non-zero with one line when the port is taken", async () => {
    database = await createTestDatabase();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const warta = runServer(database.url, { PORT: String(port) });
      expect(await warta.exited).toBe(1);
      expect(warta.lines).toHaveLength(1);
      expect(warta.lines[0]).toContain(`127.0.0.1:${port}`);
      expect(warta.lines[0]).toContain("sudah dipakai");
    } finally {
      taken.close();
    }
  });
});

/**
 * Starts `node [nodeArgs] server.js` with `env`, reads the listening process (its PID and its
 * listening line), then kills it. process.execve keeps the PID: the running server is the child
 * the test started.
 */
async function readListening<T>(
  env: Record<string, string | undefined>,
  nodeArgs: string[],
  read: (pid: number | undefined, line: string) => T,
): Promise<T> {
  const warta = run(process.execPath, [...nodeArgs, "server.js"], env);
  const found = read(warta.child.pid, await warta.waitForLine(isListening));
  warta.child.kill("SIGKILL");
  await warta.exited;
  return found;
}

/** A process's command line or environment, as the kernel lists it: one entry per NUL. */
function procEntries(pid: number | undefined, file: "cmdline" | "environ"): string[] {
  return readFileSync(`/proc/${pid}/${file}`, "utf8").split("\0");
}

/** The server's environment without `name`, as an operator who sets nothing starts it. */
function envWithout(databaseUrl: string, name: string): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(serverEnv(databaseUrl)).filter(([key]) => key !== name));
}

describe("V8's heap limits", () => {
  const heapLimitOf = (_: unknown, line: string) =>
    (JSON.parse(line) as { heapLimitMb: number }).heapLimitMb;

  it("are Warta's defaults when the operator gives none, far below what V8 takes by itself", async () => {
    database = await createTestDatabase();
    const limit = await readListening(envWithout(database.url, "NODE_OPTIONS"), [], heapLimitOf);
    // --max-old-space-size=256 plus the young generation.
    expect(limit).toBeGreaterThanOrEqual(256);
    expect(limit).toBeLessThan(300);
  });

  it("are the operator's when NODE_OPTIONS names them", async () => {
    database = await createTestDatabase();
    const env = serverEnv(database.url, { NODE_OPTIONS: "--max-old-space-size=1024" });
    const limit = await readListening(env, [], heapLimitOf);
    expect(limit).toBeGreaterThanOrEqual(1024);
  });
});

describe("V8's optimising compiler", () => {
  const flagsOf = (pid: number | undefined) =>
    procEntries(pid, "cmdline").filter((arg) => arg.startsWith("--"));

  it("works on the main thread unless the operator named the flag either way", async () => {
    database = await createTestDatabase();
    const env = envWithout(database.url, "NODE_OPTIONS");
    expect(await readListening(env, [], flagsOf)).toContain("--no-concurrent-recompilation");

    // Node refuses this V8 flag in NODE_OPTIONS: an operator puts it on node's command line.
    const own = await readListening(env, ["--concurrent-recompilation"], flagsOf);
    expect(own).toContain("--concurrent-recompilation");
    expect(own).not.toContain("--no-concurrent-recompilation");
  });
});

describe("glibc's malloc", () => {
  const entryOf = (name: string) => (pid: number | undefined) =>
    procEntries(pid, "environ").find((entry) => entry.startsWith(`${name}=`));

  it.each([
    ["arenas", "MALLOC_ARENA_MAX", "2", "8"],
    ["mmap threshold", "MALLOC_MMAP_THRESHOLD_", "131072", "65536"],
  ])("%s: %s is %s unless the operator set it", async (_, name, ours, theirs) => {
    database = await createTestDatabase();
    const env = envWithout(database.url, name);
    expect(await readListening(env, [], entryOf(name))).toBe(`${name}=${ours}`);
    const own = serverEnv(database.url, { [name]: theirs });
    expect(await readListening(own, [], entryOf(name))).toBe(`${name}=${theirs}`);
  });
});

describe("V8's compiled code", () => {
  it("is kept on disk once the server listens, for the next start to read", async () => {
    database = await createTestDatabase();
    // Node's default place for it, under the system's temporary directory.
    const temporary = mkdtempSync(join(tmpdir(), "warta-start-"));
    const cache = join(temporary, "node-compile-cache");
    const env: Record<string, string | undefined> = serverEnv(database.url, { TMPDIR: temporary });
    delete env.NODE_COMPILE_CACHE;
    const warta = run(process.execPath, ["server.js"], env);
    try {
      await warta.waitForLine(isListening);
      await expect.poll(() => cachedFiles(cache), { timeout: 10_000 }).toBeGreaterThan(10);
    } finally {
      warta.child.kill("SIGKILL");
      await warta.exited;
      rmSync(temporary, { recursive: true, force: true });
    }
  });
});

function cachedFiles(directory: string): number {
  if (!existsSync(directory)) return 0;
  return readdirSync(directory, { recursive: true }).length;
}

describe("SIGTERM", () => {
  it("finishes the request in flight, releases the database and exits 0", async () => {
    database = await createTestDatabase();
    const warta = runServer(database.url);
    const port = portOf(await warta.waitForLine(isListening));
    const body = new URLSearchParams({ email: "tengah-jalan@contoh.id", website: "" }).toString();

    // The body arrives in two halves with the signal in between. `Expect: 100-continue` makes
    // the server confirm that it holds the request before the signal is sent.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/newsletter",
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": Buffer.byteLength(body),
            expect: "100-continue",
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.on("continue", () => {
        req.write(body.slice(0, 10));
        warta.child.kill("SIGTERM");
        void warta
          .waitForLine((line) => line.includes("shutting down"))
          .then(() => req.end(body.slice(10)));
      });
      req.flushHeaders();
    });

    expect((await answer).status).toBe(200);
    expect(await warta.exited).toBe(0);
    expect(warta.lines.some((line) => line.includes('"msg":"stopped"'))).toBe(true);

    const db = openDatabase(database.url);
    try {
      const stored = await db
        .selectFrom("subscribers")
        .select("email")
        .where("email", "=", "tengah-jalan@contoh.id")
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(onPostgres)("folds SQLite's write-ahead log into the database file", async () => {
    database = await createTestDatabase();
    const warta = runServer(database.url);
    const port = portOf(await warta.waitForLine(isListening));
    await fetch(`http://127.0.0.1:${port}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "wal@contoh.id" }),
    });
    const wal = `${database.url.slice("file:".length)}-wal`;
    expect(statSync(wal).size).toBeGreaterThan(0);
    warta.child.kill("SIGTERM");
    expect(await warta.exited).toBe(0);
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  });

  it.runIf(onPostgres)("leaves no connection of its own open on PostgreSQL", async () => {
    database = await createTestDatabase();
    const warta = runServer(database.url, { PAGE_CACHE: "on" });
    const port = portOf(await warta.waitForLine(isListening));
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    warta.child.kill("SIGTERM");
    expect(await warta.exited).toBe(0);
    const name = new URL(database.url).pathname.slice(1);
    const db = openDatabase(database.url);
    try {
      // A backend ends a moment after its client said goodbye.
      const others = async () => {
        const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
          where datname = ${name} and pid <> pg_backend_pid()`.execute(db);
        return Number(rows[0]?.n);
      };
      await expect.poll(others).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it("sent to `npm start`, what a container runs, stops the server", async () => {
    database = await createTestDatabase();
    const npm = run("npm", ["start", "--silent"], serverEnv(database.url));
    const port = portOf(await npm.waitForLine(isListening));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    npm.child.kill("SIGTERM");
    expect(await npm.exited).toBe(0);
    expect(npm.lines.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});

describe("SIGKILL during comment writes", () => {
  it("loses no comment that was acknowledged", async () => {
    server = await startServer({ env: { TRUST_PROXY: "loopback" } });
    const { id: postId, slug } = await makePost(server.db, { title: "Tahan Banting" });
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let n = 0; !killed && n < 100; n++) {
        const content = `Komentar ${lane}-${n} tetap ada.`;
        const response = await postComment(
          server as TestServer,
          slug,
          { name: "Pembaca", email: "pembaca@contoh.id", content },
          newAddress(),
        ).catch(() => undefined);
        if (response?.status === 200) acknowledged.push(content);
        else if (response) refused.push(response.status);
        if (acknowledged.length >= 30 && !killed) {
          killed = true;
          server?.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all([1, 2, 3, 4, 5, 6].map(writer));
    const child = server.child;
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => child.once("exit", resolve));
    }
    expect(child.signalCode).toBe("SIGKILL");

    const stored = await server.db
      .selectFrom("comments")
      .select("content")
      .where("post_id", "=", postId)
      .execute();
    const contents = new Set(stored.map((row) => row.content));
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    expect(acknowledged.filter((content) => !contents.has(content))).toEqual([]);
  }, 60_000);
});
