import { describe, expect, it } from "vitest";
import { formatIsoDay, formatLongDate } from "./dates";

describe("dates", () => {
  it("names the day in Jakarta time, which is already the next day at 17:00 UTC", () => {
    expect(formatIsoDay(new Date("2026-03-02T16:59:00Z"))).toBe("2026-03-02");
    expect(formatIsoDay(new Date("2026-03-02T17:00:00Z"))).toBe("2026-03-03");
  });

  it("writes the long Indonesian form", () => {
    expect(formatLongDate("2026-11-22T03:00:00Z")).toBe("22 November 2026");
  });

  it("gives a remembered date the same Jakarta day as the first time", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatLongDate("2026-03-02T16:59:00Z")).toBe("2 Maret 2026");
      expect(formatLongDate("2026-03-02T17:00:00Z")).toBe("3 Maret 2026");
    }
  });
});
