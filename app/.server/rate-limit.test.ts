import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows the limit within the window, then refuses, then allows again later", () => {
    const limiter = new RateLimiter(3, 1000);
    expect([0, 10, 20, 30].map((t) => limiter.attempt("a", t))).toEqual([true, true, true, false]);
    expect(limiter.attempt("b", 30)).toBe(true);
    expect(limiter.attempt("a", 1005)).toBe(true);
  });
});
