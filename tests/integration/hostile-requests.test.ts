import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "~/.server/texts";
import { adminServerEnv, sessionFor } from "../support/admin";
import { makePost } from "../support/factories";
import { routePaths, rowCounts } from "../support/route-walk";
import { startServer, type TestServer } from "../support/server";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over a fresh connection, with any method and any bytes (fetch refuses TRACE). */
function send(
  server: TestServer,
  path: string,
  method: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Content-Length always: Node frames DELETE, OPTIONS and TRACE bodies with nothing otherwise.
    const framed: Record<string, string> =
      body && !headers["content-length"]
        ? { ...headers, "content-length": String(body.length) }
        : { ...headers };
    // Large bodies wait for the server's go-ahead, as curl does: a refusal comes first.
    const ask = body !== undefined && body.length > 64 * 1024;
    if (ask) framed.expect = "100-continue";
    const req = httpRequest(new URL(path, server.url), { method, headers: framed, agent: false });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on("error", reject);
    });
    // A server refusing a large body may close before the whole body is written.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (ask) req.on("continue", () => req.end(body));
    else req.end(body);
  });
}

/**
 * A request written by hand: node:http's client always frames a POST (`Content-Length: 0` when it
 * has no body), so only a socket can send one with neither Content-Length nor Transfer-Encoding.
 * Resolves with the status line's code once the server closes the connection.
 */
function sendUnframed(server: TestServer, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    // Written, not ended: node:http drops a request whose sender half-closes before the answer.
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n`));
    // A server waiting for a body that will never come: no answer (status 0).
    socket.setTimeout(5000, () => socket.destroy());
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const statusLine = Buffer.concat(chunks).toString("latin1").split("\r\n")[0] ?? "";
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0));
    });
  });
}

const boundary = "----wartaBatas";
const bodies: Record<string, { headers: Record<string, string>; body?: Buffer }> = {
  none: { headers: {} },
  "urlencoded garbage": {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: Buffer.from("intent=%zz&email=%E2%82&&=%"),
  },
  json: {
    headers: { "content-type": "application/json" },
    body: Buffer.from(JSON.stringify({ intent: "sign-in", email: "a@b.c", password: "x" })),
  },
  "multipart without boundary": {
    headers: { "content-type": "multipart/form-data" },
    body: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
  },
  "truncated multipart": {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsign`),
  },
  "2 MB of text": {
    headers: { "content-type": "text/plain" },
    body: Buffer.alloc(2 * 1024 * 1024, "warta "),
  },
  "invalid UTF-8": {
    headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
    body: Buffer.from([0x6e, 0x3d, 0xff, 0xfe, 0xc3, 0x28, 0x26, 0x61, 0x3d, 0x80]),
  },
};
const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

let server: TestServer;
let paths: string[];
let slug: string;

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  const post = await makePost(server.db, { title: "Artikel Sasaran" });
  slug = post.slug;
  paths = routePaths({
    slug,
    id: String(post.id),
    file: "0".repeat(32) + ".webp",
    "*": "tidak-ada",
  });
});

afterAll(() => server?.stop());

describe("hostile requests", () => {
  // Some thousands of requests one after another: the limit only catches a hang, and grows with
  // the number of routes, so it is generous.
  it.each(["anonymous", "signed in"])(
    "walks every route with every method and broken body, %s: no 5xx, no row written",
    async (who) => {
      expect(paths).toEqual(
        expect.arrayContaining(["/", "/admin/auth", `/blog/${slug}`, "/rss.xml"]),
      );
      const identity: Record<string, string> =
        who === "signed in" ? { cookie: await sessionFor(server, "walker@warta.test") } : {};
      const before = await rowCounts(server);
      const failures: string[] = [];
      for (const path of paths) {
        for (const method of methods) {
          for (const [name, { headers, body }] of Object.entries(bodies)) {
            // An empty POST is an empty form, and to /admin/logout a real sign-out: not hostile.
            if (path === "/admin/logout" && method === "POST" && name === "none") continue;
            const answer = await send(server, path, method, { ...headers, ...identity }, body);
            const what = `${method} ${path} (${name}, ${who}) → ${answer.status}`;
            if (answer.status >= 500) failures.push(what);
            if (["TRACE", "PUT", "PATCH", "DELETE"].includes(method)) {
              if (answer.status !== 405 || String(answer.headers.allow ?? method).includes(method))
                failures.push(`${what}, expected 405 with Allow`);
            }
            if (method === "OPTIONS" && (answer.status !== 204 || !answer.headers.allow)) {
              failures.push(`${what}, expected 204 with Allow`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      const after = await rowCounts(server);
      expect(Object.entries(after).filter(([name, n]) => before[name] !== n)).toEqual([]);
      expect(server.logs.join("\n")).not.toMatch(/URIError|TypeError|stack/);
    },
    180_000,
  );

  it("answers a POST with no body and no framing on every route, signed in or not", async () => {
    // Node starts such a request already ended (server/listen.ts): whatever waited for its body to
    // end would wait until the connection timed out.
    const cookie = await sessionFor(server, "framing@warta.test");
    const types = [
      "",
      "application/x-www-form-urlencoded",
      `multipart/form-data; boundary=${boundary}`,
      "application/octet-stream",
    ];
    const failures: string[] = [];
    for (const path of paths.filter((path) => path !== "/admin/logout")) {
      for (const identity of ["", `Cookie: ${cookie}`]) {
        for (const type of types) {
          const head = [
            `POST ${path} HTTP/1.1`,
            `Host: ${new URL(server.url).host}`,
            `Origin: ${server.url}`,
            "Connection: close",
            ...(type ? [`Content-Type: ${type}`] : []),
            ...(identity ? [identity] : []),
          ].join("\r\n");
          const status = await sendUnframed(server, head);
          if (status === 0 || status >= 500)
            failures.push(`${path} ${type} ${identity} → ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers TRACE and TRACK with 405 everywhere, naming what the route allows", async () => {
    for (const method of ["TRACE", "TRACK"]) {
      const answer = await send(server, "/admin/auth", method);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(answer.body).toContain(texts.requests.methodTitle);
    }
    expect((await send(server, "/rss.xml", "POST")).headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("answers a path with broken percent-encoding with 400 and an Indonesian page", async () => {
    const answer = await send(server, "/blog/%ff%fe", "GET");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(texts.requests.badUrlTitle);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect((await send(server, "/%E0%A4%A", "GET")).status).toBe(400);
    // A well-formed non-ASCII path is fine: it is a missing article.
    expect((await send(server, "/blog/%C3%A9t%C3%A9", "GET")).status).toBe(404);
    expect(server.logs.join("\n")).not.toContain("URIError");
  });

  it("refuses a form sent as something else with 415, a broken one with 400, too much with 413", async () => {
    const post = (headers: Record<string, string>, body: Buffer) =>
      send(server, `/blog/${slug}`, "POST", headers, body);
    const json = await post({ "content-type": "application/json" }, Buffer.from("{}"));
    expect(json.status).toBe(415);
    expect(json.body).toContain(texts.requests.mediaTypeTitle);

    const broken = await post(
      bodies["truncated multipart"]?.headers ?? {},
      bodies["truncated multipart"]?.body ?? Buffer.alloc(0),
    );
    expect(broken.status).toBe(400);
    expect(broken.body).toContain(texts.requests.badBodyTitle);
    const noBoundary = await post({ "content-type": "multipart/form-data" }, Buffer.from("x"));
    expect(noBoundary.status).toBe(400);
    const badEscape = await post(
      { "content-type": "application/x-www-form-urlencoded" },
      Buffer.from("content=%zz"),
    );
    expect(badEscape.status).toBe(400);

    const large = Buffer.from(`intent=comment&content=${"a".repeat(400 * 1024)}`);
    const tooLarge = await post({ "content-type": "application/x-www-form-urlencoded" }, large);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain(texts.requests.tooLargeTitle);
    // Announced larger than the upload limit: refused before a byte of it is read.
    const upload = await send(
      server,
      "/admin/uploads",
      "POST",
      {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(100 * 1024 * 1024),
      },
      Buffer.from(`--${boundary}\r\n`),
    );
    expect(upload.status).toBe(413);
  });

  it("still takes a well-formed comment after all that", async () => {
    const answer = await send(
      server,
      `/blog/${slug}`,
      "POST",
      {
        "content-type": "application/x-www-form-urlencoded",
      },
      Buffer.from(
        new URLSearchParams({
          intent: "comment",
          name: "Budi",
          content: "Tulisan bagus.",
        }).toString(),
      ),
    );
    expect(answer.status).toBeLessThan(400);
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from comments`.execute(
      server.db,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
