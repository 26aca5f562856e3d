import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function collector() {
  const lines: string[] = [];
  // One write a turn may carry several lines (the logger joins a turn's lines).
  const destination = {
    write: (text: string) => void lines.push(...text.split("\n").filter(Boolean)),
  };
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  return { lines, destination, turn };
}

describe("request lines", () => {
  it("are what pino writes for the same fields, in the same order", async () => {
    const { lines, destination, turn } = collector();
    const logger = createLogger("info", destination);
    const fields = {
      id: "a1-b2",
      method: "GET",
      url: '/cari?q="kopi"\\ é\u2028&page=2',
      status: 200,
      ms: 3,
    };
    logger.info(fields, "request");
    logger.request(fields);
    await turn();
    const [fromPino, fromWriter] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(fromWriter).toBeDefined();
    const { time: pinoTime, ...pinoRest } = fromPino ?? {};
    const { time: writerTime, ...writerRest } = fromWriter ?? {};
    expect(writerRest).toEqual(pinoRest);
    expect(Object.keys(fromWriter ?? {})).toEqual(Object.keys(fromPino ?? {}));
    expect(typeof writerTime).toBe("number");
    expect(Math.abs(Number(writerTime) - Number(pinoTime))).toBeLessThan(60_000);
  });

  it("hide a token in the URL as every other line does", async () => {
    const { lines, destination, turn } = collector();
    const logger = createLogger("info", destination);
    logger.request({
      id: "x",
      method: "GET",
      url: "/admin/reset-password?token=rahasia123&x=1",
      status: 200,
      ms: 0,
    });
    await turn();
    expect(lines.join("\n")).not.toContain("rahasia123");
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      url: "/admin/reset-password?token=[disembunyikan]&x=[disembunyikan]",
    });
  });

  it("are not written below the logger's level", async () => {
    const { lines, destination, turn } = collector();
    const logger = createLogger("warn", destination);
    logger.request({ id: "x", method: "GET", url: "/", status: 200, ms: 0 });
    logger.warn("peringatan");
    await turn();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ msg: "peringatan" });
  });
});
