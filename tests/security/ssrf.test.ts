import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "~/.server/db/connection";
import { OutboundError, safeFetch } from "~/.server/outbound/safe-fetch";
import { texts } from "~/.server/texts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { png, runScript, wxrFile } from "../support/import";

// The importer's --fetch-media downloads what an export file names. A file can name this
// machine's own services and cloud metadata, directly or through a redirect: every one of those
// must be refused before a connection is made, with the reason in the import report.

const t = texts.moving;
const o = texts.outbound;

interface Listener {
  port: number;
  requests: string[];
  close(): Promise<void>;
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const listener: Listener = {
    port,
    requests,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
  return listener;
}

let database: TestDatabase;
let db: DB;
let secret: Listener;
let media: Listener;
let image: Buffer;

beforeAll(async () => {
  image = await png("#c0392b");
  // A service only this machine should reach: nothing may ever arrive here.
  secret = await listen((_req, res) => {
    res.writeHead(200, { "content-type": "image/png" }).end(image);
  });
  // The old site's media server, on loopback too: reachable only through the test allowance.
  media = await listen((req, res) => {
    const url = req.url ?? "";
    if (url === "/ok.png") res.writeHead(200, { "content-type": "image/png" }).end(image);
    else if (url === "/to-secret.png")
      res.writeHead(302, { location: `http://127.0.0.1:${secret.port}/via-redirect.png` }).end();
    else if (url === "/to-mapped.png")
      res.writeHead(301, { location: `http://[::ffff:7f00:1]:${secret.port}/mapped.png` }).end();
    else if (url === "/to-metadata.png")
      res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    else if (url.startsWith("/hop/")) {
      const n = Number(url.slice(5));
      res.writeHead(302, { location: `/hop/${n + 1}` }).end();
    } else if (url === "/huge.png") {
      // No length announced: the cap must count what arrives.
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const more = () => {
        while (sent < 12 && res.write(chunk)) sent += 1;
        if (sent >= 12) res.end();
        else res.once("drain", more);
      };
      more();
    } else if (url === "/slow.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.write(image.subarray(0, 10));
    } else res.writeHead(404).end();
  });
  database = await createTestDatabase();
  db = openDatabase(database.url);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  await secret?.close();
  await media?.close();
});

const allowMedia = () => ({ WARTA_TEST_OUTBOUND_PORTS: String(media.port) });

function refusal(url: string, kind: keyof typeof o.kinds): string {
  return t.mediaFailed(url, o.refused(new URL(url).hostname, o.kinds[kind]));
}

describe("fetching an import's media", () => {
  it("refuses every spelling of a loopback or unspecified address, before connecting", async () => {
    const p = secret.port;
    const cases: [string, keyof typeof o.kinds][] = [
      [`http://127.0.0.1:${p}/a.png`, "loopback"],
      [`http://localhost:${p}/b.png`, "loopback"],
      [`http://LOCALHOST.:${p}/b2.png`, "loopback"],
      [`http://127.1:${p}/c.png`, "loopback"],
      [`http://2130706433:${p}/d.png`, "loopback"],
      [`http://0x7f000001:${p}/e.png`, "loopback"],
      [`http://017700000001:${p}/e2.png`, "loopback"],
      [`http://[::ffff:127.0.0.1]:${p}/f.png`, "loopback"],
      [`http://[::1]:${p}/g.png`, "loopback"],
      [`http://0.0.0.0:${p}/h.png`, "unspecified"],
      [`http://0:${p}/h2.png`, "unspecified"],
      [`http://[::]:${p}/i.png`, "unspecified"],
      [`https://127.0.0.1:${p}/j.png`, "loopback"],
      ["http://169.254.169.254/latest/meta-data/", "linkLocal"],
      ["http://[::ffff:a9fe:a9fe]/latest/meta-data/", "linkLocal"],
    ];
    const html = cases.map(([url]) => `<p>foto</p><img src="${url}" alt="">`).join("");
    const file = wxrFile([{ slug: "semua-ejaan", html, cover: `http://127.1:${p}/sampul.png` }]);
    // Allowing the media server's port allows nothing on the secret service's port.
    const result = await runScript("import", [file, "--fetch-media"], database.url, allowMedia());
    expect(result.code).toBe(0);
    for (const [url, kind] of cases) expect(result.stdout).toContain(refusal(url, kind));
    expect(result.stdout).toContain(refusal(`http://127.1:${p}/sampul.png`, "loopback"));
    expect(secret.requests).toEqual([]);
    const media = await db.selectFrom("media").select("hash").execute();
    expect(media).toEqual([]);
  });

  it("refuses loopback by default: the test allowance is off unless a test sets it", async () => {
    const url = `http://127.0.0.1:${media.port}/ok.png`;
    const file = wxrFile([{ slug: "tanpa-izin", html: `<p>x</p><img src="${url}" alt="">` }]);
    const result = await runScript("import", [file, "--fetch-media"], database.url);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(refusal(url, "loopback"));
    expect(media.requests).not.toContain("/ok.png");
  });

  it("checks every redirect again and fetches what a public answer allows", async () => {
    const base = `http://127.0.0.1:${media.port}`;
    const file = wxrFile([
      {
        slug: "pengalihan",
        html: [
          `<p>x</p><img src="${base}/ok.png" alt="">`,
          `<img src="${base}/to-secret.png" alt="">`,
          `<img src="${base}/to-mapped.png" alt="">`,
          `<img src="${base}/to-metadata.png" alt="">`,
          `<img src="${base}/hop/0" alt="">`,
          `<img src="${base}/huge.png" alt="">`,
        ].join(""),
      },
    ]);
    const result = await runScript("import", [file, "--fetch-media"], database.url, allowMedia());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(t.mediaFetched(1));
    const hostOf = (kind: keyof typeof o.kinds, host: string) => o.refused(host, o.kinds[kind]);
    expect(result.stdout).toContain(
      t.mediaFailed(`${base}/to-secret.png`, hostOf("loopback", "127.0.0.1")),
    );
    expect(result.stdout).toContain(
      t.mediaFailed(`${base}/to-mapped.png`, hostOf("loopback", "[::ffff:7f00:1]")),
    );
    expect(result.stdout).toContain(
      t.mediaFailed(`${base}/to-metadata.png`, hostOf("linkLocal", "169.254.169.254")),
    );
    expect(result.stdout).toContain(t.mediaFailed(`${base}/hop/0`, o.tooManyRedirects(5)));
    expect(result.stdout).toContain(
      t.mediaFailed(`${base}/huge.png`, o.tooLarge(10 * 1024 * 1024)),
    );
    expect(secret.requests).toEqual([]);
    // Five redirects are followed, the sixth is not.
    expect(media.requests.filter((path) => path.startsWith("/hop/"))).toEqual([
      "/hop/0",
      "/hop/1",
      "/hop/2",
      "/hop/3",
      "/hop/4",
      "/hop/5",
    ]);
    const post = await db
      .selectFrom("posts")
      .select("content")
      .where("slug", "=", "pengalihan")
      .executeTakeFirstOrThrow();
    expect(post.content).toMatch(/src="\/media\/[0-9a-f]{32}\.webp"/);
  });
});

describe("the guarded client", () => {
  it("gives up on a server that stops answering, with the reason", async () => {
    process.env.WARTA_TEST_OUTBOUND_PORTS = String(media.port);
    try {
      const response = await safeFetch(`http://127.0.0.1:${media.port}/slow.png`, {
        maxBytes: 1024,
        timeoutMs: 300,
      });
      await expect(response.bytes()).rejects.toThrow(new OutboundError(o.timedOut));
    } finally {
      delete process.env.WARTA_TEST_OUTBOUND_PORTS;
    }
  });

  it("refuses what is not http(s) and addresses with credentials", async () => {
    await expect(safeFetch("file:///etc/passwd", { maxBytes: 10 })).rejects.toThrow(o.notHttp);
    await expect(safeFetch("http://user:pw@example.com/", { maxBytes: 10 })).rejects.toThrow(
      o.credentials,
    );
  });
});
