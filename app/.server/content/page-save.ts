import { formFields, validate } from "~/lib/form-errors";
import { seoOfForm } from "~/lib/seo";
import { pageSchema, type PageErrors } from "~/lib/page-schema";
import { texts } from "~/lib/admin-texts";
import type { DB } from "../db/connection";
import {
  createPage,
  findPageById,
  isPageSlugTaken,
  PageSlugTakenError,
  updatePage,
} from "../db/pages";
import { keepBaseline, recordSave } from "../revisions";
import { sanitizeArticleHtml } from "../sanitize";
import { checkDataImages, inlineDataImages, refusalOf } from "../uploads";

export type SavePageResult =
  | { ok: true; id: number; published: boolean }
  | { ok: false; status: 400 | 404 | 409 | 413; errors: PageErrors };

const t = texts.pages;

function refused(status: 400 | 404 | 409 | 413, errors: PageErrors): SavePageResult {
  return { ok: false, status, errors };
}

/**
 * Validates the page editor's form and stores the page (new when `id` is undefined) as saved by
 * `userId`, with a revision. Every check runs before anything is written, so a refused save
 * leaves the database as it was.
 */
export async function savePage(
  db: DB,
  form: FormData,
  id: number | undefined,
  userId: string,
): Promise<SavePageResult> {
  const parsed = validate(pageSchema, formFields(form));
  if (!parsed.ok) return refused(400, parsed.errors);
  const input = parsed.data;

  if (id !== undefined) {
    const current = await findPageById(db, id);
    if (!current) return refused(404, { form: t.notFound });
    if (current.updatedAt !== input.updatedAt) return refused(409, { form: t.stale });
  }
  if (await isPageSlugTaken(db, input.slug, id)) return refused(400, { slug: t.slugTaken });
  const contentError = await refusalOf(() => checkDataImages(input.content));
  if (contentError) return refused(contentError.status, { content: contentError.message });

  const page = {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    content: sanitizeArticleHtml(await inlineDataImages(db, input.content)),
    published: input.published,
    seo: seoOfForm(input),
  };
  try {
    if (id === undefined) {
      const created = await createPage(db, page);
      await recordSave(db, { kind: "page", id: created }, { userId, wasNew: true });
      return { ok: true, id: created, published: page.published };
    }
    await keepBaseline(db, { kind: "page", id });
    const result = await updatePage(db, id, page, input.updatedAt ?? "");
    if (result === "missing") return refused(404, { form: t.notFound });
    if (result === "stale") return refused(409, { form: t.stale });
    await recordSave(db, { kind: "page", id }, { userId });
    return { ok: true, id, published: page.published };
  } catch (error) {
    if (error instanceof PageSlugTakenError) return refused(400, { slug: t.slugTaken });
    throw error;
  }
}
