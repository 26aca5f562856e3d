import { sql } from "kysely";
import { parseLinks } from "~/lib/authors";
import { slugify } from "~/lib/slug";
import type { DB } from "./connection";
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

/** The account's profile, made under the account's name the first time it is needed. */
export async function profileOfUser(db: DB, userId: string): Promise<AuthorProfile> {
  const found = await db
    .selectFrom("author_profiles")
    .select(columns)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (found) return toProfile(found);
  const user = await db
    .selectFrom("user")
    .select("name")
    .where("id", "=", userId)
    .executeTakeFirst();
  const name = (user?.name ?? "").trim().slice(0, 100) || "Penulis";
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

/** Slugs of authors with published articles, for the sitemap. */
export async function listPublishedAuthorSlugs(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom("author_profiles")
    .select("slug")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("posts")
          .select("posts.id")
          .whereRef("posts.author_profile_id", "=", "author_profiles.id")
          .where("posts.published", "=", true),
      ),
    )
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
