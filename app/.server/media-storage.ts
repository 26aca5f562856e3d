// Where media bytes live (issue 42, decision 0027): in the database's `media` rows (the default)
// or in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Wasabi) named by MEDIA_STORAGE.
// Each `media` row keeps its metadata and says in `storage` where its bytes are, so the server
// reads every file from wherever it is, during a `media:move` too, and /media URLs never change.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { DB } from "./db/connection";
import { insertMediaVariants, storedVariants } from "./db/media";
import type { Env } from "./env";

export const databaseStorage = "database";

/** Bytes by key; a store is one bucket and prefix. */
export interface BlobStore {
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

type S3Settings = Pick<
  Env,
  "S3_ENDPOINT" | "AWS_REGION" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY"
>;

let configured: { location: string; s3: S3Settings } = {
  location: databaseStorage,
  s3: { AWS_REGION: "us-east-1" },
};
const clients = new Map<string, S3Client>();

/** Takes MEDIA_STORAGE and the S3 settings from the environment; once, at start. */
export function configureMediaStorage(env: Env): void {
  configured = {
    location: env.MEDIA_STORAGE,
    s3: {
      S3_ENDPOINT: env.S3_ENDPOINT,
      AWS_REGION: env.AWS_REGION,
      AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY,
    },
  };
  for (const client of clients.values()) client.destroy();
  clients.clear();
}

/** Where new uploads go: "database" or "s3://bucket/prefix". */
export function mediaStorageLocation(): string {
  return configured.location;
}

/** The object key of one variant, the same name as its URL's file. */
export function variantKey(hash: string, width: number): string {
  return `${hash}-${width}.webp`;
}

/** The store behind an "s3://bucket/prefix" location. */
export function s3Store(location: string): BlobStore {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  if (!match?.[1]) throw new Error(`Not an S3 location: ${location}`);
  const bucket = match[1];
  const prefix = match[2] ? `${match[2].replace(/\/+$/, "")}/` : "";
  const client = s3Client();
  return {
    async put(key, bytes, mime) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: prefix + key,
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: prefix + key }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
  };
}

function s3Client(): S3Client {
  const { s3 } = configured;
  const id = s3.S3_ENDPOINT ?? "";
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      region: s3.AWS_REGION,
      ...(s3.S3_ENDPOINT ? { endpoint: s3.S3_ENDPOINT, forcePathStyle: true } : {}),
      ...(s3.AWS_ACCESS_KEY_ID && s3.AWS_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: s3.AWS_ACCESS_KEY_ID,
              secretAccessKey: s3.AWS_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    });
    clients.set(id, client);
  }
  return client;
}

/** A row's bytes, from the database or from its bucket. */
export async function variantBytes(row: {
  hash: string;
  width: number;
  storage: string;
  data: Uint8Array;
}): Promise<Uint8Array | undefined> {
  if (row.storage === databaseStorage) return row.data;
  return s3Store(row.storage).get(variantKey(row.hash, row.width));
}

/**
 * Stores the variants' bytes where uploads go now and writes their rows: in a bucket the bytes
 * go there first, so a row never points at bytes that are not there.
 */
export async function storeVariants(
  db: DB,
  hash: string,
  mime: string,
  variants: { width: number; height: number; data: Uint8Array }[],
): Promise<void> {
  const location = mediaStorageLocation();
  if (location !== databaseStorage) {
    const store = s3Store(location);
    for (const variant of variants) {
      await store.put(variantKey(hash, variant.width), variant.data, mime);
    }
  }
  await insertMediaVariants(
    db,
    hash,
    mime,
    location === databaseStorage
      ? variants
      : variants.map((variant) => ({ ...variant, data: new Uint8Array(0) })),
    location,
  );
}

/**
 * Removes from their buckets the files of an image deleted from the library (the `media.deleted`
 * event's payload: the hash and each file's bucket and width). A file whose row is back (the
 * same picture uploaded again since: names are content hashes) stays. Deleting a file that is
 * not there succeeds, so a second run after a failure is harmless.
 */
export async function deleteBucketFiles(db: DB, payload: Record<string, unknown>): Promise<number> {
  const hash = typeof payload.hash === "string" ? payload.hash : "";
  const files = bucketFiles(payload.files);
  if (!/^[a-f0-9]{32}$/.test(hash)) return 0;
  const kept = await storedVariants(db, hash);
  let removed = 0;
  for (const file of files) {
    if (kept.some((row) => row.storage === file.storage && row.width === file.width)) continue;
    await s3Store(file.storage).delete(variantKey(hash, file.width));
    removed += 1;
  }
  return removed;
}

function bucketFiles(value: unknown): { storage: string; width: number }[] {
  if (typeof value !== "string") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((file: unknown) => {
    if (!file || typeof file !== "object") return [];
    const { storage, width } = file as Record<string, unknown>;
    return typeof storage === "string" && storage.startsWith("s3://") && typeof width === "number"
      ? [{ storage, width }]
      : [];
  });
}
