import { imageTypes, maxImageBytes, maxImageMegapixels } from "~/lib/image-rules";
import { texts } from "~/lib/admin-texts";
import type { DB } from "../db/connection";
import { ImageTooLargeError, InvalidImageError, storeImage } from "../media";
import { OutboundError, safeFetch } from "../outbound/safe-fetch";

const t = texts.moving;

export class MediaFetchError extends Error {}

/**
 * Downloads an image of the old site through the guarded client (public addresses only) and
 * stores it through the media pipeline; answers its /media/… URL. Only http(s), only image
 * types, at most 10 MB and 50 megapixels, 30 seconds at most.
 */
export async function fetchImage(db: DB, url: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    const response = await safeFetch(url, { maxBytes: maxImageBytes, timeoutMs: 30_000 });
    if (response.status < 200 || response.status > 299) {
      response.cancel();
      throw new MediaFetchError(t.mediaStatus(response.status));
    }
    const type = response.header("content-type").split(";")[0]?.trim() ?? "";
    if (!imageTypes.includes(type)) {
      response.cancel();
      throw new MediaFetchError(t.mediaNotImage(type));
    }
    bytes = await response.bytes();
  } catch (error) {
    if (error instanceof OutboundError) throw new MediaFetchError(error.message);
    throw error;
  }
  try {
    return await storeImage(db, bytes);
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      throw new MediaFetchError(t.mediaTooManyPixels(maxImageMegapixels));
    }
    if (error instanceof InvalidImageError) throw new MediaFetchError(t.mediaCorrupt);
    throw error;
  }
}
