import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

// Every secret below carries this mark: no log line may contain it, whatever logged it.
const mark = "RAHASIA";
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.stop());

const logLines = () =>
  server.logs.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

/** A well-formed newsletter token (32 characters of base64url) with the mark in it. */
function token(name: string): string {
  return `${mark}${name}`.padEnd(32, "x").slice(0, 32);
}

/** Requests a path and waits until its request line is in the log, found by its request id. */
async function requestLogged(path: string): Promise<Record<string, unknown> | undefined> {
  const id = `log-${Math.random().toString(36).slice(2, 10)}`;
  await server.fetch(path, { headers: { "x-request-id": id } });
  await expect
    .poll(() => logLines().some((line) => line.id === id && line.msg === "request"))
    .toBe(true);
  return logLines().find((line) => line.id === id && line.msg === "request");
}

describe("tokens in the request log", () => {
  it("logs token routes without their query values, however the path is spelled", async () => {
    const paths = [
      `/admin/reset-password?token=${mark}reset1`,
      `/Admin/Reset-Password?token=${mark}reset2`,
      `/%61dmin/reset-password/?token=${mark}reset3`,
      `/admin/reset-password.data?token=${mark}reset4`,
      `/newsletter/confirm?token=${token("confirm")}`,
      `/NEWSLETTER/confirm?token=${token("confirm2")}&utm_source=surat`,
      `/newsletter/unsubscribe?token=${token("unsub")}`,
      `/api/auth/reset-password/abc?callbackURL=%2Fadmin&state=${mark}auth`,
    ];
    for (const path of paths) {
      const line = await requestLogged(path);
      expect(String(line?.url), path).not.toContain(mark);
      // The path itself stays: a log still tells which page was asked for.
      expect(String(line?.url), path).toContain(path.slice(0, path.indexOf("?")));
    }
    expect(server.logs.filter((line) => line.includes(mark))).toEqual([]);
  });

  it("hides parameters named like secrets on any path and keeps the others", async () => {
    const line = await requestLogged(
      `/?q=warta&api_key=${mark}1&password=${mark}2&resetToken=${mark}3&code=${mark}4&signature=${mark}5`,
    );
    const url = String(line?.url);
    expect(url).not.toContain(mark);
    expect(url).toContain("q=warta");
    expect(url).toContain("api_key=");
    expect(server.logs.filter((text) => text.includes(mark))).toEqual([]);
  });
});

describe("tokens in error logs", () => {
  it("logs a failing token page's error without the token", async () => {
    const secret = token("gagal");
    await sql`alter table subscribers rename to subscribers_away`.execute(server.db);
    try {
      const response = await server.fetch(`/newsletter/unsubscribe?token=${secret}`, {
        headers: { "x-request-id": "token-gagal-1" },
      });
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`alter table subscribers_away rename to subscribers`.execute(server.db);
    }
    await expect
      .poll(() =>
        logLines().some((line) => line.id === "token-gagal-1" && line.msg === "request failed"),
      )
      .toBe(true);
    const failed = logLines().find(
      (line) => line.id === "token-gagal-1" && line.msg === "request failed",
    );
    expect(String(failed?.url)).toContain("/newsletter/unsubscribe?token=");
    expect(server.logs.filter((line) => line.includes(mark))).toEqual([]);
    await expect.poll(async () => (await server.fetch("/healthz")).status).toBe(200);
  });
});
