import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { texts } from "~/lib/admin-texts";
import type { Services } from "../context";
import { maxImportBytes, type ImportReport } from "~/lib/import-report";
import type { ImportProgress } from "./progress";
import { ImportFormatError } from "./types";

const t = texts.moving;

export type UploadAnswer =
  { ok: true; report: ImportReport } | { ok: false; status: 400 | 413 | 500; message: string };

class TooLarge extends Error {}

/**
 * Stores an uploaded export file in a temporary folder (streamed, refused past 200 MB), imports
 * it and removes it. Images keep their URLs unless the admin asked for "Ambil gambar dari situs
 * lama": then they are fetched through the same guarded client as `--fetch-media`
 * (app/.server/outbound/safe-fetch.ts, every redirect hop checked).
 */
export async function importUpload(
  { db, logger }: Services,
  body: ReadableStream<Uint8Array> | null,
  { fetchMedia = false, progress }: { fetchMedia?: boolean; progress?: ImportProgress } = {},
): Promise<UploadAnswer> {
  if (!body) return { ok: false, status: 400, message: t.noFile };
  const dir = await mkdtemp(join(tmpdir(), "warta-import-"));
  const path = join(dir, "upload");
  try {
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > maxImportBytes ? new TooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.fromWeb(body as WebReadableStream<Uint8Array>),
        limit,
        createWriteStream(path),
      );
    } catch (error) {
      if (error instanceof TooLarge) return { ok: false, status: 413, message: t.tooLarge };
      return { ok: false, status: 400, message: t.uploadBroken };
    }
    if (size === 0) return { ok: false, status: 400, message: t.noFile };
    // The readers of four export formats (XML and streaming JSON parsers among them) are loaded
    // by the first import, not by every process that serves readers.
    const { importFile } = await import("./run-import");
    const report = await importFile(db, path, { fetchMedia, progress });
    return { ok: true, report };
  } catch (error) {
    if (error instanceof ImportFormatError)
      return { ok: false, status: 400, message: error.message };
    logger.error({ err: error }, "import failed");
    return { ok: false, status: 500, message: t.importFailed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
