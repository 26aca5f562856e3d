import { sql, type ExpressionBuilder } from "kysely";
import { parseLinks } from "~/lib/authors";
import { slugify } from "~/lib/slug";
import type { DB } from "./connection";
import type { Database } from "./schema";
import { isUniqueViolation } from "./dialect";

// Author profiles (migration 0022, docs/decisions/0023-author-profiles.md). Every account has
// one, made on first need; imported authors and names typed before profiles existed have one
// without an account, which an admin may link to an account later. The table announces its
// changes to the page cache from its triggers (migration 0022): bylines and author pages show it.

export interface AuthorProfile {
  id: number;
  slug: string;
  name: string;
  bio: string;
  avatar: string | null;
  website: string | null;
  links: string[];
  userId: string | null;
}

/** A profile as a choice in the editor or the users page. */
export interface AuthorChoice {
  id: number;
  name: string;
  userId: string | null;
}

export class AuthorSlugTakenError extends Error {}

const columns = ["id", "slug", "name", "bio", "avatar", "website", "links", "user_id"] as const;

function toProfile(row: {
  id: number;
  slug: string;
  name: string;
  bio: string;
  avatar: string | null;
  website: string | null;
  links: string;
  user_id: string | null;
}): AuthorProfile {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    bio: row.bio,
    avatar: row.avatar,
    website: row.website,
    links: parseLinks(row.links),
    userId: row.user_id,
  };
}

export async function findProfileBySlug(db: DB, slug: string): Promise<AuthorProfile | undefined> {
  const row = await db
    .selectFrom("author_profiles")
    .select(columns)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row && toProfile(row);
}

/**
 * The profile with this slug when its page is public: it has a published article. Any other
 * (a sign-up, a writer with drafts only) answers like an unknown name.
 */
export async function findPublicProfileBySlug(
  db: DB,
  slug: string,
): Promise<AuthorProfile | undefined> {
  const row = await db
    .selectFrom("author_profiles")
    .select(columns)
    .where("slug", "=", slug)
    .where(hasPublicPage)
    .executeTakeFirst();
  return row && toProfile(row);
}

/** A profile's page is public: an administrator opened it, or it has a published article. */
function hasPublicPage(eb: ExpressionBuilder<Database, "author_profiles">) {
  return eb.or([
    eb("author_profiles.public", "=", true),
    eb.exists(
      eb
        .selectFrom("posts")
        .select("posts.id")
        .whereRef("posts.author_profile_id", "=", "author_profiles.id")
        .where("posts.published", "=", true),
    ),
  ]);
}

/** Whether profile `id`'s page is public (a Kontributor's edits of it wait for an editor). */
export async function isProfilePublic(db: DB, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("author_profiles")
    .select("id")
    .where("id", "=", id)
    .where(hasPublicPage)
    .executeTakeFirst();
  return row !== undefined;
}

/** Opens (or closes) a profile's page before its first published article: an admin's choice. */
export async function setProfilePublic(db: DB, id: number, open: boolean): Promise<void> {
  await db.updateTable("author_profiles").set({ public: open }).where("id", "=", id).execute();
}

/** Profiles without a published article (an administrator may open their page), by name. */
export async function listProfilesWithoutArticles(
  db: DB,
): Promise<{ id: number; name: string; slug: string; open: boolean }[]> {
  const rows = await db
    .selectFrom("author_profiles")
    .select(["id", "name", "slug", "public"])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("posts")
            .select("posts.id")
            .whereRef("posts.author_profile_id", "=", "author_profiles.id")
            .where("posts.published", "=", true),
        ),
      ),
    )
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    open: Boolean(row.public),
  }));
}

/** A Kontributor's edit of a public profile, waiting for an editor. */
export interface PendingProfile {
  profile: AuthorProfile;
  changes: ProfileChanges;
}

/** Stores an edit to wait for an editor (replacing an earlier one); null withdraws it. */
export async function setPendingChanges(
  db: DB,
  id: number,
  changes: ProfileChanges | null,
): Promise<void> {
  await db
    .updateTable("author_profiles")
    .set({ pending_changes: changes && JSON.stringify(changes) })
    .where("id", "=", id)
    .execute();
}

/** Profiles with an edit waiting for an editor, by name. */
export async function listPendingProfiles(db: DB): Promise<PendingProfile[]> {
  const rows = await db
    .selectFrom("author_profiles")
    .select([...columns, "pending_changes"])
    .where("pending_changes", "is not", null)
    .orderBy("name")
    .execute();
  return rows.map((row) => ({
    profile: toProfile(row),
    changes: JSON.parse(row.pending_changes ?? "{}") as ProfileChanges,
  }));
}

/**
 * Applies profile `id`'s waiting edit and clears it. False when none waits; a slug taken in the
 * meantime is reported as AuthorSlugTakenError and the edit keeps waiting.
 */
export async function approvePendingChanges(db: DB, id: number): Promise<boolean> {
  const pending = (await listPendingProfiles(db)).find((entry) => entry.profile.id === id);
  if (!pending) return false;
  await updateProfile(db, id, pending.changes);
  await setPendingChanges(db, id, null);
  return true;
}

export async function findProfileById(db: DB, id: number): Promise<AuthorProfile | undefined> {
  const row = await db
    .selectFrom("author_profiles")
    .select(columns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toProfile(row);
}

/** Every profile, by name: the editor's author choice. */
export async function listAuthorChoices(db: DB): Promise<AuthorChoice[]> {
  const rows = await db
    .selectFrom("author_profiles")
    .select(["id", "name", "user_id"])
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, userId: row.user_id }));
}

/** A slug nobody uses yet, from a name: "nama", then "nama-2", "nama-3"… */
async function freeSlug(db: DB, name: string): Promise<string> {
  const base = slugify(name).slice(0, 80).replace(/-+$/, "") || "penulis";
  const rows = await db
    .selectFrom("author_profiles")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

async function insertProfile(db: DB, name: string, userId: string | null): Promise<number> {
  // Two saves may pick the same free slug at once: the loser tries the next one.
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db
        .insertInto("author_profiles")
        .values({ slug: await freeSlug(db, name), name, user_id: userId })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      if (userId) {
        const mine = await db
          .selectFrom("author_profiles")
          .select("id")
          .where("user_id", "=", userId)
          .executeTakeFirst();
        if (mine) return Number(mine.id);
      }
    }
  }
}

/**
 * Names an account as its approval asks: its display name, and its profile's name and slug while
 * the profile had none (so the page's address comes from the name, never the email).
 */
export async function nameAccount(db: DB, userId: string, name: string): Promise<void> {
  await db.updateTable("user").set({ name }).where("id", "=", userId).execute();
  const nameless = await db
    .selectFrom("author_profiles")
    .select("id")
    .where("user_id", "=", userId)
    .where("name", "=", "")
    .executeTakeFirst();
  if (!nameless) return;
  await db
    .updateTable("author_profiles")
    .set({ name, slug: await freeSlug(db, name) })
    .where("id", "=", nameless.id)
    .execute();
}

/**
 * The name an account's profile starts with: the account's display name, or "" while it has
 * none (sign-up fills the account's name with the address's local part, which must never
 * become a slug or a byline; bylines then say "Redaksi <site>").
 */
export function displayNameOf(user: { name: string; email: string }): string {
  const name = user.name.trim().slice(0, 100);
  const localPart = user.email.split("@")[0] ?? "";
  return name.toLowerCase() === localPart.trim().toLowerCase() ? "" : name;
}

/** The account's profile, made under the account's display name the first time it is needed. */
export async function profileOfUser(db: DB, userId: string): Promise<AuthorProfile> {
  const found = await db
    .selectFrom("author_profiles")
    .select(columns)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (found) return toProfile(found);
  const user = await db
    .selectFrom("user")
    .select(["name", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const name = user ? displayNameOf(user) : "";
  const id = await insertProfile(db, name, userId);
  return (await findProfileById(db, id)) as AuthorProfile;
}

/**
 * The profile of a name typed or imported without an account: the one of that name (any,
 * linked or not, so an account's own articles find its profile), else a new one.
 */
export async function profileForName(db: DB, name: string): Promise<number> {
  const clean = name.replace(/\s+/g, " ").trim().slice(0, 100);
  const found = await db
    .selectFrom("author_profiles")
    .select("id")
    .where(sql<boolean>`lower(name) = lower(${clean})`)
    .orderBy("id")
    .executeTakeFirst();
  return found ? Number(found.id) : insertProfile(db, clean, null);
}

/**
 * Gives every article that names an author but points at no profile (imports write names) the
 * profile of that name, made when missing. Returns how many articles changed.
 */
export async function attachAuthorProfiles(db: DB): Promise<number> {
  const rows = await db
    .selectFrom("posts")
    .select(sql<string>`trim(author)`.as("name"))
    .where("author_profile_id", "is", null)
    .where(sql<boolean>`trim(coalesce(author, '')) <> ''`)
    .distinct()
    .execute();
  let changed = 0;
  for (const { name } of rows) {
    const id = await profileForName(db, name);
    const result = await db
      .updateTable("posts")
      .set({ author_profile_id: id })
      .where("author_profile_id", "is", null)
      .where(sql<boolean>`trim(author) = ${name}`)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

export interface ProfileChanges {
  name: string;
  slug: string;
  bio: string;
  website: string | null;
  links: string[];
  /** A new avatar address; undefined keeps the one stored, null removes it. */
  avatar?: string | null;
}

/** Saves a profile; a slug another profile has is reported as AuthorSlugTakenError. */
export async function updateProfile(db: DB, id: number, changes: ProfileChanges): Promise<void> {
  const taken = await db
    .selectFrom("author_profiles")
    .select("id")
    .where("slug", "=", changes.slug)
    .where("id", "!=", id)
    .executeTakeFirst();
  if (taken) throw new AuthorSlugTakenError(changes.slug);
  try {
    await db
      .updateTable("author_profiles")
      .set({
        name: changes.name,
        slug: changes.slug,
        bio: changes.bio,
        website: changes.website,
        links: JSON.stringify(changes.links),
        ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
      })
      .where("id", "=", id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AuthorSlugTakenError(changes.slug);
    throw error;
  }
}

/** Profiles without an account (imported authors): what an admin may link to an account. */
export async function listUnlinkedProfiles(db: DB): Promise<AuthorChoice[]> {
  const rows = await db
    .selectFrom("author_profiles")
    .select(["id", "name", "user_id"])
    .where("user_id", "is", null)
    .orderBy("name")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, userId: null }));
}

/**
 * Links an unlinked profile to an account, which takes it as its own: the account's previous
 * profile gives its articles to the linked one and goes. False when the profile is unknown or
 * already someone's.
 */
export async function linkProfileToUser(
  db: DB,
  profileId: number,
  userId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("author_profiles")
      .select(["id", "user_id"])
      .where("id", "=", profileId)
      .executeTakeFirst();
    if (!target || target.user_id !== null) return false;
    const previous = await trx
      .selectFrom("author_profiles")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (previous) {
      await trx
        .updateTable("posts")
        .set({ author_profile_id: profileId })
        .where("author_profile_id", "=", previous.id)
        .execute();
      await trx.deleteFrom("author_profiles").where("id", "=", previous.id).execute();
    }
    await trx
      .updateTable("author_profiles")
      .set({ user_id: userId })
      .where("id", "=", profileId)
      .execute();
    return true;
  });
}

/** Slugs of authors whose page is public (a published article, or opened), for the sitemap. */
export async function listPublishedAuthorSlugs(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom("author_profiles")
    .select("slug")
    .where(hasPublicPage)
    .orderBy("slug")
    .execute();
  return rows.map((row) => row.slug);
}

/** Published articles of one author (the author page's total). */
export async function countPublishedByAuthor(db: DB, profileId: number): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("author_profile_id", "=", profileId)
    .where("published", "=", true)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
