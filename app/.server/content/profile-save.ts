import { profileSchema } from "~/lib/authors";
import { isYes } from "~/lib/form-boolean";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { texts } from "~/lib/admin-texts";
import type { DB } from "../db/connection";
import {
  AuthorSlugTakenError,
  findProfileBySlug,
  isProfilePublic,
  profileOfUser,
  setPendingChanges,
  updateProfile,
} from "../db/author-profiles";
import { storeUpload, UploadError } from "../uploads";

export type ProfileErrors = FormErrors<"name" | "slug" | "bio" | "website" | "links" | "avatar">;

export type ProfileSaveResult =
  { ok: true; pending: boolean } | { ok: false; status: 400 | 413; errors: ProfileErrors };

/**
 * Saves the signed-in account's own author profile from Akun's form: every field checked first,
 * the avatar stored through the media pipeline (re-encoded WebP), nothing written on a refusal.
 * With `review` (a Kontributor) and a public page, the edit waits for an editor instead.
 */
export async function saveOwnProfile(
  db: DB,
  userId: string,
  form: FormData,
  review = false,
): Promise<ProfileSaveResult> {
  const parsed = validate(profileSchema, formFields(form));
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors as ProfileErrors };
  const profile = await profileOfUser(db, userId);
  const file = form.get("avatarFile");
  let avatar: string | null | undefined = isYes(form.get("removeAvatar")) ? null : undefined;
  if (file instanceof File && file.size > 0) {
    try {
      avatar = await storeUpload(db, file);
    } catch (error) {
      if (error instanceof UploadError) {
        return { ok: false, status: error.status, errors: { avatar: error.message } };
      }
      throw error;
    }
  }
  const slugTaken = { ok: false, status: 400, errors: { slug: texts.profile.slugTaken } } as const;
  if (review && (await isProfilePublic(db, profile.id))) {
    const owner = await findProfileBySlug(db, parsed.data.slug);
    if (owner && owner.id !== profile.id) return slugTaken;
    await setPendingChanges(db, profile.id, { ...parsed.data, avatar });
    return { ok: true, pending: true };
  }
  try {
    await updateProfile(db, profile.id, { ...parsed.data, avatar });
  } catch (error) {
    if (error instanceof AuthorSlugTakenError) return slugTaken;
    throw error;
  }
  return { ok: true, pending: false };
}
