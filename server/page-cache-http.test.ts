import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { storableHead } from "./page-cache-http";

function response(status: number, headers: Record<string, string | string[]> = {}): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return res;
}

describe("what the page cache may store", () => {
  it("stores a plain 200", () => {
    expect(storableHead(response(200, { "content-type": "text/html" }))).toBe(true);
    expect(storableHead(response(200, { vary: "Accept-Encoding" }))).toBe(true);
  });

  it.each([
    ["a 404", response(404)],
    ["a redirect", response(302, { location: "/" })],
    ["a 500", response(500)],
    ["a response setting a cookie", response(200, { "set-cookie": ["a=b"] })],
    ["a private response", response(200, { "cache-control": "private, max-age=0" })],
    ["a no-store response", response(200, { "cache-control": "no-store" })],
    ["a response that varies by cookie", response(200, { vary: "Accept-Encoding, Cookie" })],
    ["a response that varies by anything", response(200, { vary: "*" })],
    ["an already compressed response", response(200, { "content-encoding": "gzip" })],
  ])("never stores %s", (_name, res) => {
    expect(storableHead(res)).toBe(false);
  });
});
