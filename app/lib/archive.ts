import type { ShouldRevalidateFunctionArgs } from "react-router";
import { isNewsletterSubmission } from "./newsletter";
import type { ReaderCard } from "./reader-shapes";

// What the reader's archive pages (home, category, tag, author) share on both sides: the page of
// articles their loaders send (app/.server/archive-page.ts), the address of a page of the list,
// and when they load again (docs/decisions/0029-commands.md, "One form result, one archive page").

/** One page of a list of published articles, as an archive page's loader sends it. */
export interface ArchiveList {
  posts: ReaderCard[];
  page: number;
  total: number;
  pageCount: number;
}

/** Page `page` of the list at `path` (a category's, a tag's, an author's): page 1 is the path. */
export function archivePageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** An archive page does not load again after the footer's newsletter form: its list is as it was. */
export function archiveShouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isNewsletterSubmission(formAction) ? false : defaultShouldRevalidate;
}
