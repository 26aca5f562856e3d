// The fixed category list of SPEC.md §3. The slug is the lowercase form used in ?category=.
export const categories = [
  { slug: "marketing", name: "Marketing" },
  { slug: "bisnis", name: "Bisnis" },
  { slug: "teknologi", name: "Teknologi" },
  { slug: "pendidikan", name: "Pendidikan" },
  { slug: "desain", name: "Desain" },
  { slug: "olahraga", name: "Olahraga" },
  { slug: "politik", name: "Politik" },
  { slug: "hiburan", name: "Hiburan" },
  { slug: "opini", name: "Opini" },
  { slug: "sosial", name: "Sosial" },
] as const;

export type CategorySlug = (typeof categories)[number]["slug"];

export const maxCategoryNameLength = 60;
export const maxCategoryDescriptionLength = 500;

/** The public path of a category's own page (issue 43; before it, the home list's ?category=). */
export function categoryPath(slug: string): string {
  return `/kategori/${slug}`;
}

/** A page of a category's list: page 1 is the category's own path. */
export function categoryPageHref(slug: string, page: number): string {
  const path = categoryPath(encodeURIComponent(slug));
  return page > 1 ? `${path}?page=${page}` : path;
}
