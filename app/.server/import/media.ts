import { imageTypes, maxImageBytes, maxImageMegapixels } from "~/lib/image-rules";
import { texts } from "~/lib/admin-texts";
import type { DB } from "../db/connection";
import { ImageTooLargeError, InvalidImageError, storeImage } from "../media";
import { OutboundError, safeFetch } from "../outbound/safe-fetch";
import type { ImportedImage } from "./types";

const t = texts.moving;

export class MediaFetchError extends Error {}

/**
 * Downloads an image of the old site through the guarded client (public addresses only) and
 * stores it through the media pipeline; answers its /media/… URL. Only http(s), only image
 * types, at most 10 MB and 50 megapixels, 30 seconds at most. It lands in the media library
 * with the old site's description when there is one, else under its file name.
 */
export async function fetchImage(db: DB, url: string, described?: ImportedImage): Promise<string> {
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
    const fileName = fileNameOf(url);
    return await storeImage(db, bytes, {
      name: described?.name || fileName,
      uploadedBy: null,
      description: { alt: described?.alt ?? "", caption: described?.caption ?? "" },
    });
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      throw new MediaFetchError(t.mediaTooManyPixels(maxImageMegapixels));
    }
    if (error instanceof InvalidImageError) throw new MediaFetchError(t.mediaCorrupt);
    throw error;
  }
}

function fileNameOf(url: string): string {
  const last = new URL(url).pathname.split("/").at(-1) ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
