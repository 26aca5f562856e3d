import { describe, expect, it } from "vitest";
import { revisionRule, revisionsToPrune } from "./revision-pruning";

const now = new Date("2026-11-25T12:00:00.000Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

describe("revisionsToPrune", () => {
  it("keeps every revision of the last 30 days", () => {
    const recent = [1, 2, 3].map((id) => ({ id, createdAt: hoursAgo(id) }));
    expect(revisionsToPrune(recent, now)).toEqual([]);
  });

  it("keeps only the newest revision of each older day", () => {
    const old = [
      { id: 3, createdAt: "2026-09-01T18:00:00.000Z" },
      { id: 2, createdAt: "2026-09-01T09:00:00.000Z" },
      { id: 1, createdAt: "2026-08-31T09:00:00.000Z" },
    ];
    expect(revisionsToPrune(old, now)).toEqual([2]);
  });

  it("never keeps more than the newest maximum", () => {
    const many = Array.from({ length: revisionRule.maxRevisions + 5 }, (_, index) => ({
      id: 1000 - index,
      createdAt: hoursAgo(index),
    }));
    expect(revisionsToPrune(many, now)).toEqual([900, 899, 898, 897, 896]);
  });
});
