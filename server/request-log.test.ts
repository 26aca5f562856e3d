import { describe, expect, it } from "vitest";
import { requestId } from "./request-log";

describe("requestId", () => {
  it("gives every request without a usable id a new one, each different", () => {
    const ids = Array.from({ length: 1000 }, (_, n) => requestId(n % 2 ? undefined : "x y"));
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  });

  it("keeps a short plain id a proxy sent", () => {
    expect(requestId("lb-7f3a.9_Z")).toBe("lb-7f3a.9_Z");
  });
});
