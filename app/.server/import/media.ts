import { imageTypes, maxImageBytes } from "~/lib/article-schema";
import { texts } from "~/lib/texts";
import type { DB } from "../db/connection";
import { InvalidImageError, storeImage } from "../media";

const t = texts.moving;

export class MediaFetchError extends Error {}

/**
 * Downloads an image of the old site and stores it through the media pipeline; answers its
 * /media/… URL. Only http(s), only image types, at most 10 MB, 30 seconds at most.
 */
export async function fetchImage(db: DB, url: string): Promise<string> {
  if (!/^https?:\/\//i.test(url)) throw new MediaFetchError(t.mediaNotHttp);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: "follow" });
  } catch (error) {
    throw new MediaFetchError(t.mediaUnreachable(error instanceof Error ? error.message : ""));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new MediaFetchError(t.mediaStatus(response.status));
  }
  const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!imageTypes.includes(type)) {
    await response.body?.cancel();
    throw new MediaFetchError(t.mediaNotImage(type));
  }
  const bytes = await readAtMost(response, maxImageBytes);
  try {
    return await storeImage(db, bytes);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new MediaFetchError(t.mediaCorrupt);
    throw error;
  }
}

async function readAtMost(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > limit) {
    await response.body?.cancel();
    throw new MediaFetchError(t.mediaTooLarge);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return new Uint8Array();
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) throw new MediaFetchError(t.mediaTooLarge);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
