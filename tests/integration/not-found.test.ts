import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { loadHtml } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(() => server?.stop());

describe("404 page", () => {
  it.each(["/about", "/contact", "/tidak/ada/apa-apa", "/blog", "/%00", "/admin-palsu"])(
    "answers %s with 404, the message and the requested path",
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
      const $ = await loadHtml(response);
      expect($("h1").text()).toBe(texts.notFound.title);
      expect($("code").text()).toBe(new URL(path, server.url).pathname);
      expect($(`a:contains("${texts.notFound.home}")`).attr("href")).toBe("/");
      expect($(`button:contains("${texts.notFound.back}")`)).toHaveLength(1);
      expect($(`button:contains("${texts.notFound.refresh}")`)).toHaveLength(1);
    },
  );

  it("escapes the requested path instead of rendering it", async () => {
    const response = await server.fetch("/%3Cscript%3Ealert(1)%3C/script%3E");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});

describe("operations", () => {
  it("answers the health check", async () => {
    const response = await server.fetch("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("serves unknown media names as 404", async () => {
    expect((await server.fetch("/media/../../etc/passwd")).status).toBe(404);
    expect((await server.fetch("/media/abc.webp")).status).toBe(404);
    expect((await server.fetch(`/media/${"a".repeat(32)}.webp`)).status).toBe(404);
  });
});
