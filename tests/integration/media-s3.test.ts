// Media bytes in an S3-compatible bucket (issue 42): s3rver runs in this process on loopback, the
// server stores uploads there and serves them at the same /media URLs, and `npm run media:move`
// moves them to the database and back.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "~/.server/env";
import { configureMediaStorage, deleteBucketFiles } from "~/.server/media-storage";
import { adminServerEnv, sessionFor } from "../support/admin";
import { startServer, type TestServer } from "../support/server";

const run = promisify(execFile);
const bucket = "warta-media";
const location = `s3://${bucket}/situs`;

let s3rver: S3rver;
let directory = "";
let endpoint = "";
let server: TestServer;
let cookie = "";
let s3: S3Client;
let s3Env: Record<string, string> = {};

async function inBucket(key: string): Promise<Buffer | undefined> {
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `situs/${key}` }));
    return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
  } catch {
    return undefined;
  }
}

function servedAt(width: number): Buffer {
  const bytes = served.get(width);
  if (!bytes) throw new Error(`no variant ${width} was served`);
  return bytes;
}

async function rows(hash: string) {
  return server.db
    .selectFrom("media")
    .select(["width", "storage", "data"])
    .where("hash", "=", hash)
    .orderBy("width")
    .execute();
}

async function mediaMove(target: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/media-move.ts", target],
    { env: { ...process.env, ...s3Env, DATABASE_URL: server.databaseUrl } },
  );
  return stdout;
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "warta-s3rver-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3Env = {
    S3_ENDPOINT: endpoint,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  s3 = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  server = await startServer({
    env: { ...adminServerEnv, ...s3Env, MEDIA_STORAGE: location },
  });
  cookie = await sessionFor(server, "redaksi@contoh.id");
});

afterAll(async () => {
  await server?.stop();
  s3?.destroy();
  await s3rver?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

const served = new Map<number, Buffer>();

async function uploadPng(name: string, background: string): Promise<Response> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set("file", new File([new Uint8Array(png)], name, { type: "image/png" }));
  return server.fetch("/admin/media/upload", { method: "POST", headers: { cookie }, body });
}

describe("media in an S3-compatible bucket", () => {
  let hash = "";

  it("stores an upload in the bucket and serves it at its /media URL", async () => {
    const response = await uploadPng("pantai-kuta.png", "#0f766e");
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    hash = url.slice("/media/".length, -".webp".length);

    const stored = await rows(hash);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.storage).toBe(location);
      expect(row.data.byteLength).toBe(0);
      const object = await inBucket(`${hash}-${row.width}.webp`);
      expect(object).toBeDefined();
      const file = await server.fetch(`/media/${hash}-${row.width}.webp`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(file.headers.get("etag")).toBe(`"${hash}-${row.width}"`);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(object && bytes.equals(object)).toBe(true);
      served.set(row.width, bytes);
    }
    const full = await server.fetch(url);
    expect(full.status).toBe(200);
    expect(full.headers.get("etag")).toBe(`"${hash}-full"`);
  });

  it("moves media to the database and back, keeping URLs and bytes", async () => {
    expect(await mediaMove("database")).toContain("dipindahkan ke database");
    for (const row of await rows(hash)) {
      expect(row.storage).toBe("database");
      expect(Buffer.from(row.data).equals(servedAt(row.width))).toBe(true);
      const file = await server.fetch(`/media/${hash}-${row.width}.webp`);
      expect(Buffer.from(await file.arrayBuffer()).equals(servedAt(row.width))).toBe(true);
    }
    // Again: nothing left to move.
    expect(await mediaMove("database")).toContain("0 berkas media dipindahkan");

    await s3.send(
      new (await import("@aws-sdk/client-s3")).DeleteObjectsCommand({
        Bucket: bucket,
        Delete: {
          Objects: [...served.keys()].map((width) => ({ Key: `situs/${hash}-${width}.webp` })),
        },
      }),
    );
    await mediaMove(location);
    for (const row of await rows(hash)) {
      expect(row.storage).toBe(location);
      expect(row.data.byteLength).toBe(0);
      const object = await inBucket(`${hash}-${row.width}.webp`);
      expect(object?.equals(servedAt(row.width))).toBe(true);
      const file = await server.fetch(`/media/${hash}-${row.width}.webp`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(servedAt(row.width))).toBe(true);
    }
  });

  it("removes a deleted image's files from the bucket, and keeps a file whose row is back", async () => {
    const uploaded = await uploadPng("senja.png", "#b45309");
    const { url } = (await uploaded.json()) as { url: string };
    const gone = url.slice("/media/".length, -".webp".length);
    const widths = (await rows(gone)).map((row) => row.width);
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) expect(await inBucket(`${gone}-${width}.webp`)).toBeDefined();

    const removed = await server.fetch("/admin/media", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "delete", hash: gone }),
    });
    expect(removed.status).toBe(200);
    expect(await rows(gone)).toEqual([]);
    // The job runner takes the event within seconds; the files go then.
    await expect
      .poll(
        async () =>
          (await Promise.all(widths.map((width) => inBucket(`${gone}-${width}.webp`)))).filter(
            Boolean,
          ).length,
        { timeout: 15_000, interval: 200 },
      )
      .toBe(0);
    expect((await server.fetch(url)).status).toBe(404);

    // A stale event for an image stored again since: its files stay.
    configureMediaStorage({ ...s3Env, MEDIA_STORAGE: location } as unknown as Env);
    const files = JSON.stringify(
      (await rows(hash)).map((row) => ({ storage: row.storage, width: row.width })),
    );
    expect(await deleteBucketFiles(server.db, { hash, files })).toBe(0);
    for (const width of served.keys())
      expect(await inBucket(`${hash}-${width}.webp`)).toBeDefined();
  });

  it("exports the bytes of media kept in the bucket", async () => {
    const file = join(directory, "ekspor.jsonl");
    await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/export.ts", file], {
      env: { ...process.env, ...s3Env, MEDIA_STORAGE: location, DATABASE_URL: server.databaseUrl },
    });
    const written = await readFile(file, "utf8");
    for (const bytes of served.values()) expect(written).toContain(bytes.toString("base64"));
  });

  it("refuses a MEDIA_STORAGE that is no storage, naming the variable", async () => {
    const failed = await mediaMove("ftp://ember").catch((error: { stderr: string }) => error);
    expect(typeof failed === "object" && failed.stderr).toContain("MEDIA_STORAGE");
  });
});
