import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stackTrace } from "../support/process";
import { startServer, type TestServer } from "../support/server";

// NODE_ENV left empty, as an operator who sets nothing starts Warta.
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: "" } });
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

describe("x-request-id", () => {
  it("keeps a short plain id from the proxy in front", async () => {
    const response = await server.fetch("/healthz", { headers: { "x-request-id": "lb-7f3a.9_Z" } });
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a.9_Z");
  });

  it("replaces an id that is too long or carries other characters", async () => {
    for (const incoming of ["a".repeat(5000), "a".repeat(65), 'x" injected', "kétik"]) {
      const response = await server.fetch("/healthz", { headers: { "x-request-id": incoming } });
      const id = response.headers.get("x-request-id") ?? "";
      expect(id).not.toBe(incoming);
      expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    }
    expect(server.logs.some((line) => line.includes("a".repeat(65)))).toBe(false);
  });
});

describe("a failure inside Warta", () => {
  it("answers a throwing loader with a page, no stack trace, and logs it with the request id", async () => {
    await sql`alter table categories rename to categories_away`.execute(server.db);
    try {
      const response = await server.fetch("/", { headers: { "x-request-id": "loader-gagal-1" } });
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(body).not.toMatch(stackTrace);
      expect(body).not.toContain("categories");

      const health = await server.fetch("/healthz");
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable" });
    } finally {
      await sql`alter table categories_away rename to categories`.execute(server.db);
    }
    const logged = logLines().find(
      (line) => line.id === "loader-gagal-1" && line.msg === "request failed",
    );
    expect(logged?.level).toBe(50);
    expect(server.logs.some((line) => !line.startsWith("{"))).toBe(false);
    expect((await server.fetch("/healthz")).status).toBe(200);
  });
});
