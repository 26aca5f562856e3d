import { createHash } from "node:crypto";
import { mediaWidths } from "~/lib/media";
import type { DB } from "./db/connection";
import { hasMedia, insertMediaVariants } from "./db/media";

export class InvalidImageError extends Error {}

/**
 * Decodes an image, stores it as WebP in every standard width up to its own, under the hash of
 * its bytes, and returns its URL. The same image uploaded twice is stored once.
 */
export async function storeImage(db: DB, input: Uint8Array): Promise<string> {
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 32);
  const url = `/media/${hash}.webp`;
  if (await hasMedia(db, hash)) return url;

  // Loaded on first use: libvips costs memory that a server which never receives an upload
  // should not carry.
  const { default: sharp } = await import("sharp");
  let width: number;
  try {
    const metadata = await sharp(input).metadata();
    width = metadata.autoOrient?.width ?? metadata.width;
  } catch (error) {
    throw new InvalidImageError("Berkas bukan gambar yang valid.", {
      cause: error,
    });
  }
  const widths = [...new Set([...mediaWidths.filter((w) => w < width), Math.min(width, 1600)])];
  const variants = await Promise.all(
    widths.map(async (target) => {
      const { data, info } = await sharp(input)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { width: target, height: info.height, data: new Uint8Array(data) };
    }),
  );
  await insertMediaVariants(db, hash, "image/webp", variants);
  return url;
}
