// Author profiles: an account's own profile saved from Akun (./profile-save.ts validates and
// stores it with its avatar) and an imported author's profile linked to an account from
// Pengguna, logged. Bylines and author pages follow through the change feed (the rule:
// ../context.ts).
import type { Role } from "~/lib/roles";
import type { Actor } from "../activity";
import { recordActivity } from "../activity";
import type { Services } from "../context";
import { findProfileById, linkProfileToUser } from "../db/author-profiles";
import { saveOwnProfile as storeOwnProfile, type ProfileSaveResult } from "./profile-save";

export type { ProfileErrors } from "./profile-save";

/**
 * Saves `actor`'s own author profile from Akun's form; nothing is written on a refusal. A
 * Kontributor's edit of a public page waits for an editor (Profil penulis).
 */
export function saveOwnProfile(
  { db }: Services,
  actor: Actor & { role: Role },
  form: FormData,
): Promise<ProfileSaveResult> {
  return storeOwnProfile(db, actor.id, form, actor.role === "kontributor");
}

/**
 * Makes profile `profileId` (one without an account) `account`'s own byline, its articles
 * following; the account's former profile gives way. Logged as `actor`'s. False when the profile
 * is unknown or already an account's.
 */
export async function linkProfileToAccount(
  { db, limits }: Services,
  actor: Actor,
  profileId: number,
  account: { id: string; email: string },
): Promise<boolean> {
  const profile = await findProfileById(db, profileId);
  if (!profile || !(await linkProfileToUser(db, profile.id, account.id))) return false;
  await recordActivity(db, limits, actor, {
    action: "user.linkProfile",
    object: { type: "user", id: account.id },
    detail: profile.name,
  });
  return true;
}
