// SPEC.md §5: lowercase, keep letters, digits, spaces and hyphens, whitespace to hyphens,
// collapse repeated hyphens. Accented letters are folded to their base letter first so that
// "Kafé" becomes "kafe" rather than losing the letter.
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 200;

export function isValidSlug(value: string): boolean {
  return value.length <= slugMaxLength && slugPattern.test(value);
}
