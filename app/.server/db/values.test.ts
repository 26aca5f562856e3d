import { describe, expect, it } from "vitest";
import { toIso } from "./values";

describe("a time from the database", () => {
  it("reads as toISOString writes it, whichever form it was stored in", () => {
    const time = new Date("2026-11-20T03:04:05.678Z");
    expect(toIso(time)).toBe("2026-11-20T03:04:05.678Z");
    expect(toIso("2026-11-20T03:04:05.678Z")).toBe("2026-11-20T03:04:05.678Z");
    expect(toIso("2026-11-20T03:04:05Z")).toBe("2026-11-20T03:04:05.000Z");
    expect(toIso("2026-11-20T10:04:05.678+07:00")).toBe("2026-11-20T03:04:05.678Z");
    expect(toIso("2026-11-20")).toBe("2026-11-20T00:00:00.000Z");
  });

  it("is refused when it is no time at all", () => {
    expect(() => toIso("kemarin")).toThrow(RangeError);
  });
});
