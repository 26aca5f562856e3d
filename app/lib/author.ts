import { texts } from "./texts";

export function authorName(author: string | null | undefined): string {
  const trimmed = author?.trim();
  return trimmed ? trimmed : texts.author.fallback;
}
