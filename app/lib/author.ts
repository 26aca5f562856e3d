import { texts } from "./texts";

export function authorName(author: string | null | undefined): string {
  const trimmed = author?.trim();
  return trimmed ? trimmed : texts.author.fallback;
}

/**
 * A byline's name: the author's; "Redaksi <site>" for a profile without a display name yet;
 * "Admin" (SPEC.md) for an article naming nobody.
 */
export function bylineName(
  author: string | null | undefined,
  authorSlug: string | null | undefined,
  siteName: string,
): string {
  if (authorSlug && !author?.trim()) return texts.author.newsroom(siteName);
  return authorName(author);
}
