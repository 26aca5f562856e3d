import { describe, expect, it } from "vitest";
import { pageCount, pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it("keeps first, last and the neighbours of the current page, with gaps between", () => {
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });

  it("adds no gap where the pages touch", () => {
    expect(pageWindow(3, 8)).toEqual([1, 2, 3, 4, 5, "gap", 8]);
  });
});

describe("pageCount", () => {
  it("rounds up and never goes below one page", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });
});
