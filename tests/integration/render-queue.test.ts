import { Agent, get } from "node:http";
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

/**
 * `clients` readers on connections of their own, each asking again as soon as it is answered:
 * a worker kept as busy as it can be. `answered` counts their answers so far.
 */
function keepBusy(url: string, clients: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  let stopped = false;
  const state = { answered: 0 };
  const ask = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      get(url, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          state.answered += 1;
          resolve();
        });
      }).on("error", reject);
    }).then(() => (stopped ? undefined : ask()));
  const running = Promise.all(Array.from({ length: clients }, ask));
  return {
    state,
    async stop() {
      stopped = true;
      await running;
      agent.destroy();
    },
  };
}

/** One GET on a new connection; resolves with `count()` as its answer arrives. */
function askOnNewConnection(url: string, count: () => number) {
  return new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(count()));
    }).on("error", reject);
  });
}

describe("readers who connect while the worker is busy", () => {
  let busyServer: TestServer;
  let article = "";

  beforeAll(async () => {
    busyServer = await startServer();
    ({ slug: article } = await makePost(busyServer.db, { title: "Pembaca Baru" }));
  });

  afterAll(() => busyServer?.stop());

  it("are read and answered in their place in line, not after everyone connected before", async () => {
    const url = `${busyServer.url}/blog/${article}`;
    const clients = 16;
    const busy = keepBusy(url, clients);
    try {
      while (busy.state.answered < 10 * clients) await new Promise((r) => setTimeout(r, 10));
      const before = busy.state.answered;
      const newcomers = await Promise.all(
        Array.from({ length: clients }, () => askOnNewConnection(url, () => busy.state.answered)),
      );
      // libuv accepts one connection per turn of the event loop. When a turn rendered every
      // request read in it, the sixteenth newcomer was accepted after sixteen turns of sixteen
      // renders each: about 250 answers to the busy readers came first. In line, each newcomer
      // waits for the requests read before its own: about two rounds of the busy readers.
      expect(Math.max(...newcomers) - before).toBeLessThan(5 * clients);
    } finally {
      await busy.stop();
    }
  });
});
