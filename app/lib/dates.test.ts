import { describe, expect, it } from "vitest";
import { formatBylineDateTime } from "./dates";

describe("formatBylineDateTime", () => {
  it("tells the date and time in the site's zone, as Indonesian readers write it", () => {
    expect(formatBylineDateTime("2026-11-28T07:05:00.000Z", "Asia/Jakarta")).toBe(
      "28 November 2026, 14.05 WIB",
    );
    expect(formatBylineDateTime("2026-11-28T07:05:00.000Z", "Asia/Makassar")).toBe(
      "28 November 2026, 15.05 WITA",
    );
    // Past midnight in Jayapura, still the evening before in UTC.
    expect(formatBylineDateTime("2026-11-28T16:30:00.000Z", "Asia/Jayapura")).toBe(
      "29 November 2026, 01.30 WIT",
    );
  });
});
