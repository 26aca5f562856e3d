import { mkdtempSync, rmSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqliteChangeFeed, type ChangeFeed } from "./change-feed";
import { PageCache } from "./page-cache";

// The feed reads only this table, which migration 0005's triggers bump.
const schema = "create table content_version (id integer primary key, version integer not null)";

describe("sqliteChangeFeed", () => {
  let dir: string;
  let writer: DatabaseSync;
  let feed: ChangeFeed;
  let invalidations: number;
  let server: Server;
  let client: Socket;
  let accepted: Socket;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "warta-feed-"));
    const path = join(dir, "feed.db");
    writer = new DatabaseSync(path);
    writer.exec(`${schema}; insert into content_version (id, version) values (1, 0)`);
    const cache = new PageCache();
    invalidations = 0;
    cache.onInvalidate(() => (invalidations += 1));
    feed = sqliteChangeFeed(path, cache);
    // A connection whose data callback runs in the poll phase, where requests are read.
    server = createServer();
    const incoming = new Promise<Socket>((resolve) => server.once("connection", resolve));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    // Every write sent at once, never held back for an acknowledgement (Nagle).
    client = connect({ port, host: "127.0.0.1", noDelay: true });
    accepted = await incoming;
  });

  afterEach(async () => {
    client.destroy();
    accepted.destroy();
    await new Promise((resolve) => server.close(resolve));
    await feed.close();
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const commitChange = () =>
    writer.exec("update content_version set version = version + 1 where id = 1");

  /** Runs `then` where the loop reads a request: the data callback of the next poll. */
  const asRequestArrives = (then: () => void) =>
    new Promise<void>((resolve) => {
      accepted.once("data", () => {
        then();
        resolve();
      });
      client.write("GET");
    });

  it("hears a change committed after a render's check, for the next request read", async () => {
    await new Promise<void>((resolve) =>
      // A render starts in the check phase (server/render-queue.ts).
      setImmediate(() => {
        feed.checkForChanges();
        commitChange();
        // Sent after the commit: on loopback the bytes are in the server's socket at once, so
        // the very next poll reads them.
        accepted.once("data", () => {
          feed.pollForChanges();
          resolve();
        });
        client.write("GET");
      }),
    );
    expect(invalidations).toBe(1);
  });

  it("reads once for all the requests of a turn and the renders after them, then again", async () => {
    const seen: number[] = [];
    await new Promise<void>((resolve) =>
      // From a check phase, as the render queue schedules: the next poll reads the request, then
      // the next check phase starts the render.
      setImmediate(() => {
        accepted.once("data", () => {
          feed.pollForChanges();
          commitChange();
          // Another request of the same poll: sent before the turn began, so before the commit.
          feed.pollForChanges();
          seen.push(invalidations);
        });
        setImmediate(() => {
          feed.checkForChanges();
          seen.push(invalidations);
          resolve();
        });
        client.write("GET");
      }),
    );
    expect(seen).toEqual([0, 0]);
    await asRequestArrives(() => feed.pollForChanges());
    expect(invalidations).toBe(1);
  });

  it("shares a render's read among its own steps, never with a later callback", async () => {
    const seen: number[] = [];
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        feed.checkForChanges();
        commitChange();
        // A later step of the same render (a promise job): the settings after the categories.
        void Promise.resolve().then(() => {
          feed.checkForChanges();
          seen.push(invalidations);
          setImmediate(() => {
            feed.checkForChanges();
            seen.push(invalidations);
            resolve();
          });
        });
      }),
    );
    expect(seen).toEqual([0, 1]);
  });
});
