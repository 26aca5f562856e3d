import { createHash } from "node:crypto";
import { maxImagePixels } from "~/lib/image-rules";
import { mediaCrops, mediaWidths, type MediaCrop } from "~/lib/media";
import type { DB } from "./db/connection";
import { hasMedia, type MediaVariant } from "./db/media";
import { storeVariants } from "./media-storage";
import { insertMediaItem, type MediaDescription } from "./db/media-library";
import { nowIso } from "./db/values";

export class InvalidImageError extends Error {}

/** An image whose header declares more pixels than Warta decodes (maxImagePixels). */
export class ImageTooLargeError extends Error {}

/** An image in the form Warta stores it: WebP variants under the hash of the original's bytes. */
export interface EncodedImage {
  hash: string;
  variants: MediaVariant[];
}

/**
 * Where an image for articles comes from: with one, the image is also recorded in the media
 * library (avatars and logos are not articles' images and stay out of it).
 */
export interface ImageOrigin {
  name: string;
  uploadedBy: string | null;
  description?: Partial<MediaDescription>;
}

/**
 * Decodes an image, stores it as WebP in every standard width up to its own, under the hash of
 * its bytes, and returns its URL. The same image uploaded twice is stored once. Stored variants
 * carry no metadata: sharp writes none (no EXIF, XMP or IPTC: no location, camera or author),
 * the orientation is turned into pixels and the colours converted to sRGB.
 */
export async function storeImage(db: DB, input: Uint8Array, origin?: ImageOrigin): Promise<string> {
  const hash = imageHash(input);
  if (!(await hasMedia(db, hash))) await insertEncoded(db, await encodeImage(input));
  if (origin) {
    const { width, height, format } = await inspectImage(input);
    await insertMediaItem(
      db,
      {
        hash,
        originalName: origin.name,
        mime: `image/${format}`,
        size: input.byteLength,
        width,
        height,
        uploadedBy: origin.uploadedBy,
        description: origin.description,
      },
      nowIso(),
    );
  }
  return mediaPath(hash);
}

/** Stores an image already encoded (the demo covers are encoded at build time) in the library. */
export async function storeEncodedImage(db: DB, image: EncodedImage): Promise<string> {
  await insertEncoded(db, image);
  const largest = image.variants.reduce((a, b) => (a.width >= b.width ? a : b));
  await insertMediaItem(
    db,
    {
      hash: image.hash,
      originalName: "",
      mime: "image/webp",
      size: largest.data.byteLength,
      width: largest.width,
      height: largest.height,
      uploadedBy: null,
    },
    nowIso(),
  );
  return mediaPath(image.hash);
}

async function insertEncoded(db: DB, image: EncodedImage): Promise<void> {
  await storeVariants(db, image.hash, "image/webp", image.variants);
}

/**
 * The width of an image as it will be shown, read from its header only: InvalidImageError when
 * it is no image, ImageTooLargeError when it declares more pixels than Warta decodes.
 */
export async function inspectImage(
  input: Uint8Array,
): Promise<{ width: number; height: number; format: string }> {
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    // Reading the header decodes nothing; sharp's own limit would make a huge image look broken.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new InvalidImageError("Berkas bukan gambar yang valid.", { cause: error });
  }
  const { width, height } = metadata;
  if (!width || !height) throw new InvalidImageError("Gambar tanpa ukuran.");
  if (width * height > maxImagePixels) throw new ImageTooLargeError(`${width} × ${height}`);
  return {
    width: metadata.autoOrient?.width ?? width,
    height: metadata.autoOrient?.height ?? height,
    format: metadata.format ?? "unknown",
  };
}

/** Encodes an image as WebP in every standard width up to its own. */
export async function encodeImage(input: Uint8Array): Promise<EncodedImage> {
  // Kept as pixels only: orientation applied by rotate(), colours in sRGB, and no withMetadata()
  // (nor keepExif/keepIccProfile), so nothing of the camera's metadata is written.
  const { width } = await inspectImage(input);
  const sharp = await loadSharp();
  const widths = [...new Set([...mediaWidths.filter((w) => w < width), Math.min(width, 1600)])];
  const variants = await Promise.all(
    widths.map(async (target) => {
      // The header was checked above; the limit also holds if the decoder finds more pixels.
      const { data, info } = await sharp(input, { limitInputPixels: maxImagePixels })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { width: target, height: info.height, data: new Uint8Array(data) };
    }),
  );
  return { hash: imageHash(input), variants };
}

// Crops made recently: search engines ask for the same few (the newest articles') repeatedly.
const crops = new Map<string, Uint8Array>();

/**
 * The `crop` (16:9, 4:3, 1:1) of a stored image's largest variant `bytes`: the largest part of
 * that ratio it holds, cut around what draws the eye (sharp's "attention"), never enlarged. For
 * structured data (docs/decisions/0031-article-seo.md); made on request, a few kept in memory.
 */
export async function cropImage(
  key: string,
  bytes: Uint8Array,
  crop: MediaCrop,
): Promise<Uint8Array> {
  const cacheKey = `${key}-${crop}`;
  const kept = crops.get(cacheKey);
  if (kept) return kept;
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const [wide, high] = mediaCrops[crop];
  const cropWidth = Math.max(1, Math.min(width, Math.floor((height * wide) / high)));
  const cropHeight = Math.max(1, Math.floor((cropWidth * high) / wide));
  const data = await sharp(bytes, { limitInputPixels: maxImagePixels })
    .resize({ width: cropWidth, height: cropHeight, fit: "cover", position: "attention" })
    .webp({ quality: 80 })
    .toBuffer();
  const result = new Uint8Array(data);
  if (crops.size >= 64) crops.delete(crops.keys().next().value ?? "");
  crops.set(cacheKey, result);
  return result;
}

// Loaded on first use: libvips costs memory that a server which never receives an upload should
// not carry.
async function loadSharp() {
  return (await import("sharp")).default;
}

function imageHash(input: Uint8Array): string {
  return createHash("sha256").update(input).digest("hex").slice(0, 32);
}

function mediaPath(hash: string): string {
  return `/media/${hash}.webp`;
}
