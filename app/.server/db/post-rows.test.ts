import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import { fixedCount, publishedPosts } from "./post-rows";

const db = openDatabase("file::memory:");
afterAll(() => db.destroy());

describe("fixedCount", () => {
  it("writes a count the server fixes into the SQL, not as a parameter", () => {
    const { sql, parameters } = publishedPosts(db)
      .select("posts.id")
      .limit(fixedCount(6))
      .compile();
    expect(sql).toMatch(/ limit 6$/);
    expect(parameters).toEqual([true]);
  });

  it("refuses anything but a whole, non-negative number", () => {
    for (const count of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => fixedCount(count), String(count)).toThrow(RangeError);
    }
  });
});
