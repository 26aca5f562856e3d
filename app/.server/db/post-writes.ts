import { articlePath } from "~/lib/article-paths";
import type { TagName } from "~/lib/tags";
import { htmlToText } from "../html-text";
import { reindexPosts } from "./search-index";
import type { DB } from "./connection";
import { isUniqueViolation } from "./dialect";
import { deleteAddressed, updateAddressed, type UpdateResult } from "./addressed";
import { clearRedirect } from "./redirects";
import { setPostTags } from "./tags";
import { mediaHashesIn } from "~/lib/media";
import { recordMediaUses } from "./media-library";
import { inTransaction } from "./transaction";
import { nowIso } from "./values";
import { seoValues } from "./post-rows";
import type { SeoFields } from "~/lib/seo";

// Writing articles: the stored columns derived from an editor's input (plain text for search,
// tags, the search index) and the addresses a write moves or frees (see addressed.ts).

export interface PostInput {
  title: string;
  slug: string;
  summary: string;
  content: string;
  image: string | null;
  categoryId: number;
  author: string | null;
  /** The author's profile; left out, an edit keeps the one stored. */
  authorProfileId?: number | null;
  published: boolean;
  /** Pilihan redaksi; left out, a new article is not featured and an edit keeps the flag. */
  featured?: boolean;
  createdAt?: string;
  /** Left out: the creation date. An import keeps the source's last change. */
  updatedAt?: string;
  /** The article's tags; left out, they stay as they are. */
  tags?: readonly TagName[];
  /** Left out: a new published article gets its creation date, an edit keeps what is stored. */
  publishedAt?: string | null;
  scheduledAt?: string | null;
  scheduleNewsletter?: boolean;
  /** The owning account; left out, a new article has none and an edit keeps its owner. */
  ownerId?: string | null;
  /** The SEO fields; left out, a new article has none and an edit keeps them. */
  seo?: SeoFields;
  /** A meaningful update's time (Tandai sebagai diperbarui); left out, it stays. */
  markedUpdatedAt?: string | null;
}

/** The plain text of an article's HTML that full-text search reads (posts.content_text). */
export function contentTextOf(html: string): string {
  return htmlToText(html);
}

// The stored columns of an article but its address, with the plain text that full-text search
// reads.
function columnsOf(input: Omit<PostInput, "slug">) {
  return {
    title: input.title,
    summary: input.summary,
    content: input.content,
    content_text: contentTextOf(input.content),
    image: input.image,
    category_id: input.categoryId,
    author: input.author,
    ...(input.authorProfileId !== undefined ? { author_profile_id: input.authorProfileId } : {}),
    published: input.published,
    featured: input.featured,
    ...(input.publishedAt !== undefined ? { published_at: input.publishedAt } : {}),
    ...(input.scheduledAt !== undefined ? { scheduled_at: input.scheduledAt } : {}),
    ...(input.scheduleNewsletter !== undefined
      ? { schedule_newsletter: input.scheduleNewsletter }
      : {}),
    ...(input.ownerId !== undefined ? { owner_id: input.ownerId } : {}),
    ...(input.seo !== undefined ? seoValues(input.seo) : {}),
    ...(input.markedUpdatedAt !== undefined ? { marked_updated_at: input.markedUpdatedAt } : {}),
  };
}

/**
 * Stores an article whose HTML is already sanitized, with its tags; returns its id. Runs in the
 * caller's transaction, if any (insertPost opens one).
 */
export async function createPost(db: DB, input: PostInput): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto("posts")
    .values({
      ...columnsOf(input),
      slug: input.slug,
      published_at: input.publishedAt ?? (input.published ? (input.createdAt ?? now) : null),
      created_at: input.createdAt ?? now,
      updated_at: input.updatedAt ?? input.createdAt ?? now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (input.tags && input.tags.length > 0) await setPostTags(db, row.id, input.tags);
  await reindexPosts(db, [row.id]);
  await recordMediaUses(
    db,
    "post",
    row.id,
    mediaHashesIn(input.content, input.image, input.seo?.socialImage),
  );
  // A published article at an old address wins over that address's redirect.
  if (input.published) await clearRedirect(db, articlePath(input.slug));
  return row.id;
}

export class SlugTakenError extends Error {}

/**
 * createPost in one transaction (the caller's, if any), with a taken slug reported as
 * SlugTakenError.
 */
export async function insertPost(db: DB, input: PostInput): Promise<number> {
  try {
    return await inTransaction(db, (trx) => createPost(trx, input));
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(input.slug);
    throw error;
  }
}

export async function isSlugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom("posts")
    .select("id")
    .where("slug", "=", slug)
    .$if(exceptId !== undefined, (qb) => qb.where("id", "!=", exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

const addressedPost = {
  table: "posts",
  path: articlePath,
  slugTaken: (slug: string) => new SlugTakenError(slug),
} as const;

/**
 * Saves an edit only if the article is still at the version the editor loaded
 * (`expectedUpdatedAt`); otherwise nothing is written and the answer says why. Renaming a
 * published article keeps its old address answering 301, in the same transaction.
 */
export function updatePost(
  db: DB,
  id: number,
  input: PostInput,
  expectedUpdatedAt: string,
): Promise<UpdateResult> {
  const { tags } = input;
  return updateAddressed(
    db,
    addressedPost,
    id,
    { ...columnsOf(input), slug: input.slug },
    expectedUpdatedAt,
    async (trx) => {
      if (tags) await setPostTags(trx, id, tags);
      await reindexPosts(trx, [id]);
      await recordMediaUses(
        trx,
        "post",
        id,
        mediaHashesIn(input.content, input.image, input.seo?.socialImage),
      );
    },
  );
}

/**
 * Overwrites an article where it is (its slug, its address, stays) without the editor's version
 * check, with its tags and search index: the importer's update of an entry it imported earlier
 * and nobody has edited since. Runs in the caller's transaction.
 */
export async function overwritePost(
  db: DB,
  id: number,
  input: Omit<PostInput, "slug"> & { createdAt: string; updatedAt: string },
): Promise<void> {
  await db
    .updateTable("posts")
    .set({ ...columnsOf(input), created_at: input.createdAt, updated_at: input.updatedAt })
    .where("id", "=", id)
    .execute();
  // Tags first: the search index reads their names.
  if (input.tags) await setPostTags(db, id, input.tags);
  await reindexPosts(db, [id]);
  await recordMediaUses(
    db,
    "post",
    id,
    mediaHashesIn(input.content, input.image, input.seo?.socialImage),
  );
}

/** Deletes an article; its address (and older ones) answer 410 if it was ever public there. */
export async function deletePost(db: DB, id: number): Promise<boolean> {
  const deleted = await deleteAddressed(db, addressedPost, id);
  if (deleted) await recordMediaUses(db, "post", id, []);
  return deleted;
}
