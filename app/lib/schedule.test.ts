import { describe, expect, it } from "vitest";
import { formatZonedDateTime, utcToZonedInput, zonedToUtc } from "./schedule";

describe("times in the site's zone", () => {
  it("reads a typed time as that zone's wall clock, whatever zone the machine is in", () => {
    expect(zonedToUtc("2026-12-01T06:00", "Asia/Jakarta")?.toISOString()).toBe(
      "2026-11-30T23:00:00.000Z",
    );
    expect(zonedToUtc("2026-12-01T06:00", "Asia/Makassar")?.toISOString()).toBe(
      "2026-11-30T22:00:00.000Z",
    );
    expect(zonedToUtc("2026-12-01T06:00:30", "Asia/Jayapura")?.toISOString()).toBe(
      "2026-11-30T21:00:30.000Z",
    );
  });

  it.each(["2026-02-30T06:00", "2026-13-01T06:00", "2026-12-01T24:00", "besok", "", "2026-12-01"])(
    "refuses %j",
    (typed) => {
      expect(zonedToUtc(typed, "Asia/Jakarta")).toBeUndefined();
    },
  );

  it("shows an instant back as the input and as readers say it", () => {
    expect(utcToZonedInput("2026-11-30T23:00:00.000Z", "Asia/Jakarta")).toBe("2026-12-01T06:00");
    expect(formatZonedDateTime("2026-11-30T23:00:00.000Z", "Asia/Makassar")).toBe(
      "Selasa, 1 Desember 2026 pukul 07.00 WITA",
    );
  });
});
