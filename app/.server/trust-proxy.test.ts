import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("reads a hop count as a number, not as an address", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
  });

  it("reads true and false as booleans", () => {
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("FALSE")).toBe(false);
  });

  it("keeps named ranges, addresses and CIDRs as a list", () => {
    expect(parseTrustProxy("loopback")).toEqual(["loopback"]);
    expect(parseTrustProxy("loopback, 10.0.0.0/8, 2001:db8::/32, 192.168.1.7")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "2001:db8::/32",
      "192.168.1.7",
    ]);
  });

  it("refuses what Express would misread", () => {
    for (const value of ["yes", "10.0.0.0/33", "10.0.0", "loopback,", "1.5", "::1/129", "-1"]) {
      expect(parseTrustProxy(value), value).toBeUndefined();
    }
  });
});
