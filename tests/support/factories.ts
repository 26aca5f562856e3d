import type { DB } from "~/.server/db/connection";
import { findCategoryBySlug } from "~/.server/db/categories";
import { createPost, type PostInput } from "~/.server/db/post-writes";

let sequence = 0;

export type PostOverrides = Partial<Omit<PostInput, "categoryId">> & {
  category?: string;
};

/** Stores an article with sensible defaults; every field can be overridden. */
export async function makePost(
  db: DB,
  overrides: PostOverrides = {},
): Promise<{ id: number; slug: string }> {
  sequence += 1;
  const { category = "teknologi", ...rest } = overrides;
  const found = await findCategoryBySlug(db, category);
  if (!found) throw new Error(`unknown category ${category}`);
  const slug = rest.slug ?? `artikel-uji-${sequence}-${Date.now().toString(36)}`;
  const id = await createPost(db, {
    title: `Artikel Uji ${sequence}`,
    summary: `Ringkasan artikel uji nomor ${sequence}.`,
    content: `<p>Isi artikel uji nomor ${sequence}.</p>`,
    image: null,
    author: "Penulis Uji",
    published: true,
    ...rest,
    slug,
    categoryId: found.id,
  });
  return { id, slug };
}

/** An ISO timestamp `days` days before now: for articles whose order matters. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
}
