import { services } from "~/.server/context";
import { findMediaVariant } from "~/.server/db/media";
import { variantBytes } from "~/.server/media-storage";
import type { Route } from "./+types/media";

const mediaFile = /^([a-f0-9]{32})(?:-(\d{2,4}))?\.webp$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const match = mediaFile.exec(params.file);
  if (!match?.[1]) return new Response("Berkas tidak ditemukan.", { status: 404 });
  const [, hash, width] = match;
  const variant = await findMediaVariant(services(context).db, hash, width ? Number(width) : 1600);
  const bytes = variant && (await variantBytes(variant));
  if (!variant || !bytes) return new Response("Berkas tidak ditemukan.", { status: 404 });
  // The name carries the content hash, so the bytes behind a URL never change.
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": variant.mime,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${hash}-${width ?? "full"}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
