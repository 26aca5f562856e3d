import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { IdleMemoryReducer, releaseMemoryWhenIdle } from "./idle-memory";

const MB = 1024 * 1024;

describe("IdleMemoryReducer", () => {
  const options = { growth: 32 * MB, quietBelow: 0.02 };

  it("gives memory back only in a quiet interval, and only once the process has grown", () => {
    const reducer = new IdleMemoryReducer(100 * MB, options);
    expect(reducer.shouldReduce({ rss: 180 * MB, busy: 0.9 })).toBe(false);
    expect(reducer.shouldReduce({ rss: 120 * MB, busy: 0 })).toBe(false);
    expect(reducer.shouldReduce({ rss: 180 * MB, busy: 0.01 })).toBe(true);
    reducer.reduced(130 * MB);
    // Measured from what the process held after giving back, not from its start.
    expect(reducer.shouldReduce({ rss: 160 * MB, busy: 0 })).toBe(false);
    expect(reducer.shouldReduce({ rss: 162 * MB, busy: 0 })).toBe(true);
  });

  it("measures growth from the least the process held while quiet", () => {
    const reducer = new IdleMemoryReducer(150 * MB, options);
    expect(reducer.shouldReduce({ rss: 110 * MB, busy: 0 })).toBe(false);
    expect(reducer.shouldReduce({ rss: 145 * MB, busy: 0 })).toBe(true);
  });
});

describe("releaseMemoryWhenIdle", () => {
  it("collects with V8's memory reducing collection once the process is quiet", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    // A busy spell: 200 MB of small objects, held until it ends and then garbage.
    const busySpell = () => {
      const held: { n: number; text: string }[][] = [];
      for (let n = 0; n < 40; n++)
        held.push(Array.from({ length: 50_000 }, (_, i) => ({ n: i, text: `x${i}` })));
      return held.length;
    };
    expect(busySpell()).toBe(40);
    const stop = releaseMemoryWhenIdle(logger, { intervalMs: 100, growth: 0 });
    try {
      await expect
        .poll(() => lines.find((line) => line.msg === "memory given back after a quiet spell"))
        .toBeDefined();
    } finally {
      stop();
    }
    const line = lines.find((each) => each.msg === "memory given back after a quiet spell");
    expect(Number(line?.afterMb)).toBeLessThan(Number(line?.beforeMb));
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe("undefined");
  });
});
