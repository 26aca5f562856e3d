import { randomUUID } from "node:crypto";
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminServerEnv, editArticle, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ cache: true, env: { ...adminServerEnv, WEB_CONCURRENCY: "2" } });
  await vi.waitFor(() => expect(listeningPids()).toHaveLength(2), { timeout: 20_000 });
});

afterAll(() => server?.stop());

interface LogLine {
  pid?: number;
  id?: string;
  msg?: string;
  heapLimitMb?: number;
}

function logLines(): LogLine[] {
  return server.logs.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

const listeningPids = () =>
  logLines()
    .filter((line) => line.msg === "listening")
    .map((line) => line.pid ?? 0);

interface Answer {
  status: number;
  cache: string | undefined;
  etag: string | undefined;
  body: string;
  /** The worker that answered, from its request log line. */
  pid: number;
}

/** A GET on a connection of its own, so the primary hands each to the next worker. */
async function fresh(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const id = randomUUID();
  const port = new URL(server.url).port;
  const answer = await new Promise<Omit<Answer, "pid">>((resolve, reject) => {
    get(
      { host: "127.0.0.1", port, path, agent: false, headers: { ...headers, "x-request-id": id } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers["x-cache"] as string,
            etag: res.headers.etag,
            body: text,
          }),
        );
      },
    ).on("error", reject);
  });
  let pid = 0;
  await expect
    .poll(() => (pid = logLines().find((line) => line.id === id)?.pid ?? 0))
    .toBeGreaterThan(0);
  return { ...answer, pid };
}

describe("WEB_CONCURRENCY=2", () => {
  it("gives one page one body and one ETag, and 304 to it, whichever worker answers", async () => {
    const { slug } = await makePost(server.db, { title: "Satu Tanda Untuk Semua" });
    const path = `/blog/${slug}`;
    // Each worker renders the page itself (its first answer is a MISS) and stores it.
    const byWorker = new Map<number, Answer>();
    for (let n = 0; n < 20 && byWorker.size < 2; n++) {
      const answer = await fresh(path);
      expect(answer.status).toBe(200);
      byWorker.set(answer.pid, answer);
    }
    expect(byWorker.size).toBe(2);
    const answers = [...byWorker.values()];
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    // No per-response nonce left in the page a cache hands to every reader.
    expect(answers[0]?.body).not.toContain("nonce=");

    const etag = answers[0]?.etag ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const conditional = new Map<number, number>();
    for (let n = 0; n < 20 && conditional.size < 2; n++) {
      const answer = await fresh(path, { "if-none-match": etag });
      conditional.set(answer.pid, answer.status);
    }
    expect([...conditional.values()]).toEqual([304, 304]);
  });

  it("starts its workers with Warta's heap limits (server.js), as the primary has them", () => {
    const limits = logLines()
      .filter((line) => line.msg === "listening")
      .map((line) => line.heapLimitMb ?? 0);
    expect(limits.length).toBeGreaterThanOrEqual(2);
    for (const limit of limits) expect(limit).toBeLessThan(300);
  });

  it("shows a change made through one worker at the next request on every worker", async () => {
    const cookie = await sessionFor(server, "redaksi@contoh.id");
    const { id } = await makePost(server.db, { title: "Kabar Antarpekerja", published: false });

    // Both workers hold the home page in their cache.
    const warmed = new Set<number>();
    for (let n = 0; n < 20 && warmed.size < 2; n++) {
      const answer = await fresh("/");
      if (answer.cache === "HIT") warmed.add(answer.pid);
    }
    expect(warmed.size).toBe(2);

    expect((await editArticle(server, cookie, id, { published: "on" })).status).toBe(302);

    // PostgreSQL tells the other worker by NOTIFY, which may still be on its way.
    if (onPostgres) {
      await expect.poll(async () => (await fresh("/")).body).toContain("Kabar Antarpekerja");
    }
    const after = await Promise.all([1, 2, 3, 4, 5, 6].map(() => fresh("/")));
    expect(after.map((answer) => answer.body.includes("Kabar Antarpekerja"))).toEqual(
      after.map(() => true),
    );
    expect(new Set(after.map((answer) => answer.pid)).size).toBe(2);
  });

  it("replaces a worker that dies", async () => {
    const [victim = 0] = listeningPids();
    process.kill(victim, "SIGKILL");
    await expect.poll(() => listeningPids().length, { timeout: 20_000 }).toBe(3);
    const replacement = listeningPids().at(-1);
    expect(replacement).not.toBe(victim);

    const pids = new Set<number>();
    for (let n = 0; n < 10 && pids.size < 2; n++) {
      const answer = await fresh("/");
      expect(answer.status).toBe(200);
      pids.add(answer.pid);
    }
    expect(pids.has(victim)).toBe(false);
    expect(pids.has(replacement ?? 0)).toBe(true);
  });

  it("stops every worker gracefully on SIGTERM to the primary and exits 0", async () => {
    const workers = listeningPids().slice(1);
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const alive = workers.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
    expect(logLines().filter((line) => line.msg === "stopped")).toHaveLength(2);
  });
});
