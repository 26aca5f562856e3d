import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  FormDataParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { brokenImageRule, maxImageBytes, maxImageMegapixels } from "~/lib/image-rules";
import { texts } from "~/lib/admin-texts";
import { refuseRepeated, repeatedFieldMessage, type FormReading } from "./action-kit";
import type { DB } from "./db/connection";
import {
  ImageTooLargeError,
  InvalidImageError,
  inspectImage,
  storeImage,
  type ImageOrigin,
} from "./media";

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

/**
 * The request's form, streamed with limits: a file over 10 MB is refused while it arrives (413 and
 * an Indonesian message) instead of being buffered whole. Read once, as action-kit's readers do:
 * a one-valued field (a file too) sent twice throws their 400, or, for a resource route that
 * answers in its own shape (`answerRepeated`), is an UploadError with the same message.
 */
export async function readForm(
  request: Request,
  {
    maxFiles = 2,
    answerRepeated = false,
    ...reading
  }: { maxFiles?: number; answerRepeated?: boolean } & FormReading = {},
): Promise<FormData | UploadError> {
  let form: FormData;
  try {
    form = await parseFormData(request, {
      maxFileSize: maxImageBytes,
      maxTotalSize: maxImageBytes * maxFiles + 4 * 1024 * 1024,
      maxFiles,
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return new UploadError(texts.editor.uploadTooLarge, 413);
    }
    if (error instanceof MultipartParseError || error instanceof FormDataParseError) {
      return new UploadError(texts.editor.uploadCorrupt, 400);
    }
    throw error;
  }
  const repeated = answerRepeated ? repeatedFieldMessage(form, reading) : undefined;
  if (repeated) return new UploadError(repeated, 400);
  refuseRepeated(form, reading);
  return form;
}

// The type and size rule of app/lib/image-rules.ts, refused with the upload's message.
function checkTypeAndSize(type: string, size: number): void {
  const broken = brokenImageRule(type, size);
  if (broken === "type") throw new UploadError(texts.editor.uploadNotImage, 400);
  if (broken === "size") throw new UploadError(texts.editor.uploadTooLarge, 413);
}

async function fileBytes(file: File): Promise<Uint8Array> {
  checkTypeAndSize(file.type, file.size);
  return new Uint8Array(await file.arrayBuffer());
}

/** Refuses a file that is not an image of an allowed type, too large, or not decodable. */
export async function checkUpload(file: File): Promise<Uint8Array> {
  const bytes = await fileBytes(file);
  await checkDecodable(bytes);
  return bytes;
}

async function checkDecodable(bytes: Uint8Array): Promise<void> {
  try {
    await inspectImage(bytes);
  } catch (error) {
    throw uploadError(error);
  }
}

function uploadError(error: unknown): unknown {
  if (error instanceof ImageTooLargeError) {
    return new UploadError(texts.editor.uploadTooManyPixels(maxImageMegapixels), 413);
  }
  if (error instanceof InvalidImageError) return new UploadError(texts.editor.uploadCorrupt, 400);
  return error;
}

/**
 * Checks an uploaded file (type, size, decodable) and stores it as media; returns its URL. An
 * article's image (`uploadedBy` given) also lands in the media library under the file's name.
 */
export async function storeUpload(
  db: DB,
  file: File,
  { uploadedBy, name = file.name }: { uploadedBy?: string; name?: string } = {},
): Promise<string> {
  const origin = uploadedBy === undefined ? undefined : { name, uploadedBy };
  return storeBytes(db, await fileBytes(file), origin);
}

async function storeBytes(db: DB, bytes: Uint8Array, origin?: ImageOrigin): Promise<string> {
  try {
    return await storeImage(db, bytes, origin);
  } catch (error) {
    throw uploadError(error);
  }
}

const dataImage = /src="data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]+)"/g;

// The pasted images of article HTML, each checked for type and size as it comes.
function* pastedImages(html: string): Generator<{ whole: string; bytes: Uint8Array }> {
  for (const [whole, type = "", base64 = ""] of html.matchAll(dataImage)) {
    const bytes = Buffer.from(base64.replace(/\s/g, ""), "base64");
    checkTypeAndSize(type, bytes.length);
    yield { whole, bytes: new Uint8Array(bytes) };
  }
}

/**
 * Turns pasted `data:` images in article HTML into stored media and points the HTML at them.
 * Anything that is not a valid image of an allowed type makes the save fail with a message.
 */
export async function inlineDataImages(
  db: DB,
  html: string,
  uploadedBy: string | null = null,
): Promise<string> {
  let result = html;
  for (const { whole, bytes } of pastedImages(html)) {
    const url = await storeBytes(db, bytes, { name: "", uploadedBy });
    result = result.replace(whole, `src="${url}"`);
  }
  return result;
}

/** Checks every pasted image before anything is stored, so a refused save stores nothing. */
export async function checkDataImages(html: string): Promise<void> {
  for (const { bytes } of pastedImages(html)) await checkDecodable(bytes);
}

/** The refusal `check` ends with (an image too large, broken or not one), if it ends with one. */
export async function refusalOf(check: () => Promise<unknown>): Promise<UploadError | undefined> {
  try {
    await check();
    return undefined;
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
}
