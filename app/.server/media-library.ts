import { canMedia, type MediaAction } from "~/lib/policy";
import { texts } from "~/lib/admin-texts";
import { mediaHashesIn } from "~/lib/media";
import { forbidden, type SessionUser } from "./auth";
import type { DB } from "./db/connection";
import {
  countMediaUses,
  countUploadsSince,
  deleteMediaItem,
  describeMediaItem,
  findMediaItem,
  othersMedia,
  replaceMediaItem,
  type MediaDescription,
} from "./db/media-library";
import { getSiteSettings } from "./settings";
import { checkUpload, storeUpload } from "./uploads";

// The media library's rules (docs/decisions/0027-media-library.md): the routes call these, the
// policy (app/lib/policy.ts) decides who may, and the queries are in ./db/media-library.ts.

const t = texts.media;

/** A refused library action: its status and the Indonesian reason. */
export class MediaRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 413 | 429,
  ) {
    super(message);
  }
}

async function requireImage(db: DB, user: SessionUser, hash: string, action: MediaAction) {
  const item = await findMediaItem(db, hash);
  if (!item) throw new MediaRefusal(t.missing, 404);
  if (!canMedia(user, action, item)) throw new MediaRefusal(t.forbidden, 403);
  return item;
}

function startOfDay(now = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Checks and stores one uploaded file in the library as `user`'s; returns its URL. A Kontributor
 * adds at most the daily number set in Pengaturan (counted over the last 24 hours).
 */
export async function uploadToLibrary(db: DB, user: SessionUser, file: File): Promise<string> {
  if (user.role === "kontributor") {
    const limit = (await getSiteSettings(db)).contributorDailyUploads;
    if ((await countUploadsSince(db, user.id, startOfDay())) >= limit) {
      throw new MediaRefusal(t.dailyLimit(limit), 429);
    }
  }
  await checkUpload(file);
  return storeUpload(db, file, { uploadedBy: user.id });
}

/** Saves an image's alt text, caption and credit, if `user` may describe it. */
export async function describeImage(
  db: DB,
  user: SessionUser,
  hash: string,
  description: MediaDescription,
): Promise<void> {
  await requireImage(db, user, hash, "media.describe");
  await describeMediaItem(db, hash, description);
}

/** Deletes an unused image; refused (409, "dipakai di N artikel") while anything uses it. */
export async function removeImage(db: DB, user: SessionUser, hash: string): Promise<void> {
  await requireImage(db, user, hash, "media.delete");
  const result = await deleteMediaItem(db, hash);
  if (result === "missing") throw new MediaRefusal(t.missing, 404);
  if (result === "used")
    throw new MediaRefusal(t.refusedInUse(await countMediaUses(db, hash)), 409);
}

/** Deletes every unused image of `hashes`; those in use stay. Returns how many went. */
export async function removeUnusedImages(
  db: DB,
  user: SessionUser,
  hashes: string[],
): Promise<number> {
  let removed = 0;
  for (const hash of hashes) {
    const item = await findMediaItem(db, hash);
    if (!item || !canMedia(user, "media.delete", item)) continue;
    if ((await deleteMediaItem(db, hash)) === "deleted") removed++;
  }
  return removed;
}

/**
 * Replaces an image's file everywhere it is used ("Ganti berkas"): the new file gets its own
 * hash-named URL, every article and page that used the old one points at it, the description
 * stays, and the old file goes.
 */
export async function replaceImage(
  db: DB,
  user: SessionUser,
  hash: string,
  file: File,
): Promise<string> {
  const item = await requireImage(db, user, hash, "media.delete");
  await checkUpload(file);
  const name = file.name || item.originalName;
  const url = await storeUpload(db, file, { uploadedBy: user.id, name });
  const [to = ""] = mediaHashesIn(url);
  if (to === hash) throw new MediaRefusal(t.replaceSame, 400);
  await replaceMediaItem(db, hash, to);
  return url;
}

/**
 * Refuses (403) a save of the article `input` (the parsed form the save stores) in which a
 * Kontributor puts an image in their article that someone else uploaded. Only images not
 * already in the article (`current`) are checked, so a picture an editor added stays.
 */
export async function requireOwnImages(
  db: DB,
  user: SessionUser,
  input: { content: string; image: string | null | undefined; socialImage?: string | null },
  current:
    { content: string; image: string | null; seo?: { socialImage: string | null } } | undefined,
): Promise<void> {
  if (canMedia(user, "media.use", { uploadedBy: null })) return;
  const kept = new Set(mediaHashesIn(current?.content, current?.image, current?.seo?.socialImage));
  const added = mediaHashesIn(input.content, input.image ?? null, input.socialImage).filter(
    (hash) => !kept.has(hash),
  );
  if ((await othersMedia(db, added, user.id)).length > 0) forbidden(t.othersImage);
}
