import type { ArticleErrors, ArticleForm } from "~/lib/article-schema";
import { texts } from "~/lib/admin-texts";
import type { DB } from "../db/connection";
import { findProfileById, profileOfUser } from "../db/author-profiles";
import { listCategories } from "../db/categories";
import type { Post } from "../db/post-rows";
import { insertPost, isSlugTaken, SlugTakenError, updatePost } from "../db/post-writes";
import type { PublicationColumns } from "../publishing/plan";
import { keepBaseline, recordSave } from "../revisions";
import { sanitizeArticleHtml } from "../sanitize";
import { checkDataImages, checkUpload, inlineDataImages, storeUpload, refusalOf } from "../uploads";

export type SaveResult =
  | { ok: true; id: number; published: boolean }
  | { ok: false; status: 400 | 404 | 409 | 413; errors: ArticleErrors };

const t = texts.editor;

function refused(status: 400 | 404 | 409 | 413, errors: ArticleErrors): SaveResult {
  return { ok: false, status, errors };
}

/** What the policy decided beside the form's fields; each, when given, is what is stored. */
export interface StoredDecisions {
  /** The publication (app/.server/publishing/ plans it; the policy allowed the move). */
  publication?: PublicationColumns;
  /** The owning account (the route has asked the policy). */
  ownerId?: string | null;
  /** Pilihan redaksi as the policy lets this account store it. */
  featured?: boolean;
}

/**
 * Stores the editor's form, read once into `input` (with its uploaded cover `upload`), as the
 * article (`current` as the route read it, or a new one) saved by `userId`, with a revision.
 * Every check runs before anything is written, so a refused save leaves the database as it was.
 */
export async function saveArticle(
  db: DB,
  input: ArticleForm,
  upload: File | undefined,
  current: Post | undefined,
  userId: string,
  { publication, ownerId, featured }: StoredDecisions = {},
): Promise<SaveResult> {
  const categories = await listCategories(db);
  if (!categories.some((category) => category.id === input.categoryId)) {
    return refused(400, { categoryId: t.categoryRequired });
  }
  // updatePost checks the version again as it writes; this refuses a stale save before its
  // upload is stored.
  if (current && current.updatedAt !== input.updatedAt) return refused(409, { form: t.stale });
  const id = current?.id;
  if (await isSlugTaken(db, input.slug, id)) return refused(400, { slug: t.slugTaken });
  const author =
    input.author === undefined
      ? await profileOfUser(db, userId)
      : await findProfileById(db, input.author);
  if (!author) return refused(400, { author: t.authorUnknown });

  const imageError = upload ? await refusalOf(() => checkUpload(upload)) : undefined;
  if (imageError) return refused(imageError.status, { image: imageError.message });
  const contentError = await refusalOf(() => checkDataImages(input.content));
  if (contentError) return refused(contentError.status, { content: contentError.message });

  const image = upload ? await storeUpload(db, upload, { uploadedBy: userId }) : input.image;
  const content = sanitizeArticleHtml(await inlineDataImages(db, input.content, userId));
  const post = {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    content,
    image,
    categoryId: input.categoryId,
    // The name at this save goes with the article (revisions compare it); readers see the
    // profile's current name.
    author: author.name,
    authorProfileId: author.id,
    published: input.published,
    featured: featured ?? input.featured,
    tags: input.tags,
    ...publication,
    ...(ownerId !== undefined ? { ownerId } : {}),
  };
  try {
    if (id === undefined) {
      const created = await insertPost(db, post);
      await recordSave(db, { kind: "post", id: created }, { userId, wasNew: true });
      return { ok: true, id: created, published: post.published };
    }
    await keepBaseline(db, { kind: "post", id });
    const result = await updatePost(db, id, post, input.updatedAt ?? "");
    if (result === "missing") return refused(404, { form: t.notFound });
    if (result === "stale") return refused(409, { form: t.stale });
    await recordSave(db, { kind: "post", id }, { userId });
    return { ok: true, id, published: post.published };
  } catch (error) {
    if (error instanceof SlugTakenError) return refused(400, { slug: t.slugTaken });
    throw error;
  }
}
