import { describe, expect, it } from "vitest";
import { chooseEncoding, etagMatches, withoutTrackingParameters } from "./http-negotiation";

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", "identity"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["*;q=0.3, br;q=0", "gzip"],
    ["identity", "identity"],
    ["GZIP; Q=1", "gzip"],
    ["br;q=abc, gzip", "gzip"],
  ] as const)("Accept-Encoding %j chooses %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it.each([
    ["gzip, deflate, br", ["gzip"], "gzip"],
    ["br", ["gzip"], "identity"],
    ["br;q=0.5, gzip", ["br"], "br"],
    ["gzip;q=0, br;q=0.1", ["gzip"], "identity"],
  ] as const)(
    "Accept-Encoding %j with only %j on disk chooses %s",
    (header, available, expected) => {
      expect(chooseEncoding(header, available)).toBe(expected);
    },
  );
});

describe("etagMatches", () => {
  const etag = '"abc123"';
  it.each([
    ['"abc123"', true],
    ['W/"abc123"', true],
    ['"other", W/"abc123"', true],
    ["*", true],
    ['"other"', false],
    ['"abc1234"', false],
    ["", false],
  ])("If-None-Match %j matches: %s", (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe("withoutTrackingParameters", () => {
  it.each([
    ["/blog/a", "/blog/a"],
    ["/blog/a?utm_source=fb&utm_medium=x", "/blog/a"],
    ["/?fbclid=IwAR0&page=2", "/?page=2"],
    ["/?category=bisnis&gclid=1&q=pajak", "/?category=bisnis&q=pajak"],
    ["/?utm=1", "/?utm=1"],
    ["/?q=utm_source", "/?q=utm_source"],
    ["/?", "/"],
    ["/?&page=2", "/?page=2"],
    ["/?page=2&&q=a", "/?page=2&q=a"],
    ["/?page=2&", "/?page=2"],
    ["/?page=2&UTM_Campaign", "/?page=2"],
    ["/?q=a?utm_source=x", "/?q=a?utm_source=x"],
    ["/?_gl=1&_glx=2", "/?_glx=2"],
    ["/a&utm_x=1?q=1", "/a&utm_x=1?q=1"],
  ])("%s is cached as %s", (url, expected) => {
    expect(withoutTrackingParameters(url)).toBe(expected);
  });
});
