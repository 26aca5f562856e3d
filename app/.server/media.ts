import { createHash } from "node:crypto";
import { mediaWidths } from "~/lib/media";
import type { DB } from "./db/connection";
import { hasMedia, insertMediaVariants, type MediaVariant } from "./db/media";

export class InvalidImageError extends Error {}

/** An image in the form Warta stores it: WebP variants under the hash of the original's bytes. */
export interface EncodedImage {
  hash: string;
  variants: MediaVariant[];
}

/**
 * Decodes an image, stores it as WebP in every standard width up to its own, under the hash of
 * its bytes, and returns its URL. The same image uploaded twice is stored once.
 */
export async function storeImage(db: DB, input: Uint8Array): Promise<string> {
  const hash = imageHash(input);
  if (await hasMedia(db, hash)) return mediaPath(hash);
  return storeEncodedImage(db, await encodeImage(input));
}

/** Stores an image already encoded (the demo covers are encoded at build time). */
export async function storeEncodedImage(db: DB, image: EncodedImage): Promise<string> {
  await insertMediaVariants(db, image.hash, "image/webp", image.variants);
  return mediaPath(image.hash);
}

/** Encodes an image as WebP in every standard width up to its own. */
export async function encodeImage(input: Uint8Array): Promise<EncodedImage> {
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
  return { hash: imageHash(input), variants };
}

function imageHash(input: Uint8Array): string {
  return createHash("sha256").update(input).digest("hex").slice(0, 32);
}

function mediaPath(hash: string): string {
  return `/media/${hash}.webp`;
}
