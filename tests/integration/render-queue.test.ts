import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let slug = "";

beforeAll(async () => {
  // One render at a time: every other request waits its turn.
  server = await startServer({ env: { RENDER_CONCURRENCY: "1" } });
  ({ slug } = await makePost(server.db, { title: "Antrean Render" }));
});

afterAll(() => server?.stop());

describe("the render queue (RENDER_CONCURRENCY=1)", () => {
  it("answers every one of many requests at once, each with its whole page", async () => {
    const paths = Array.from({ length: 40 }, (_, n) =>
      n % 4 === 0 ? "/rss.xml" : n % 2 === 0 ? "/" : `/blog/${slug}`,
    );
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await server.fetch(path);
        return { path, status: response.status, body: await response.text() };
      }),
    );
    for (const { path, status, body } of answers) {
      expect(status, path).toBe(200);
      if (path === "/rss.xml") expect(body).toContain("</rss>");
      else expect(body).toContain("</html>");
    }
    expect(answers.filter(({ body }) => body.includes("Antrean Render")).length).toBe(40);
  });

  it("still answers after clients gave up while waiting", async () => {
    const gaveUp = Array.from({ length: 10 }, () => {
      const controller = new AbortController();
      const asked = server.fetch("/", { signal: controller.signal }).catch(() => undefined);
      controller.abort();
      return asked;
    });
    await Promise.all(gaveUp);
    const response = await server.fetch(`/blog/${slug}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Antrean Render");
  });
});
