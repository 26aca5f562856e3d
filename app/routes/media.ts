import { services } from "~/.server/context";
import { findMediaVariant } from "~/.server/db/media";
import { cropImage } from "~/.server/media";
import { variantBytes } from "~/.server/media-storage";
import { mediaCrops, type MediaCrop } from "~/lib/media";
import type { Route } from "./+types/media";

// /media/<hash>.webp (the largest width), /media/<hash>-<width>.webp, and the crops structured
// data names, /media/<hash>-16x9.webp, -4x3 and -1x1 (made from the largest width).
const mediaFile = /^([a-f0-9]{32})(?:-(\d{2,4}|16x9|4x3|1x1))?\.webp$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const match = mediaFile.exec(params.file);
  if (!match?.[1]) return new Response("Berkas tidak ditemukan.", { status: 404 });
  const [, hash, size] = match;
  const crop = size && size in mediaCrops ? (size as MediaCrop) : undefined;
  const width = size && !crop ? Number(size) : 1600;
  const variant = await findMediaVariant(services(context).db, hash, width);
  const bytes = variant && (await variantBytes(variant));
  if (!variant || !bytes) return new Response("Berkas tidak ditemukan.", { status: 404 });
  const body = crop ? await cropImage(`${hash}-${variant.width}`, bytes, crop) : bytes;
  // The name carries the content hash, so the bytes behind a URL never change.
  return new Response(Buffer.from(body), {
    headers: {
      "Content-Type": crop ? "image/webp" : variant.mime,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${hash}-${size ?? "full"}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
