import type { RouterContextProvider } from "react-router";
import type { ArchiveList } from "~/lib/archive";
import { pageSize, parseListQuery } from "~/lib/list-query";
import { pageCount } from "~/lib/pagination";
import { isValidSlug } from "~/lib/slug";
import { services } from "./context";
import type { DB } from "./db/connection";
import { listPublished, type ListPublishedOptions } from "./db/posts";
import { missing, notFound } from "./http";
import { readerCard } from "./reader-shapes";

// The loader of a reader's archive page (category, tag, author; the home page uses
// `publishedPage`): the slug checked, its owner found (or 404, or the owner's old address),
// the page number read from `?page=` (anything odd is page 1) and one page of its published
// articles in the reader shape (app/.server/reader-shapes.ts): no ids, no private fields.

/** One page of published articles as readers receive them, with the count of pages. */
export async function publishedPage(db: DB, options: ListPublishedOptions): Promise<ArchiveList> {
  const { posts, total } = await listPublished(db, options);
  return {
    posts: posts.map(readerCard),
    page: options.page,
    total,
    pageCount: pageCount(total, pageSize),
  };
}

/** What an archive page says of itself; the rest is the kit's. */
export interface ArchiveSpec<Key extends string, Owner, Shown> {
  /** The name the owner travels under in the loader's data ("category", "tag", "author"). */
  key: Key;
  find: (db: DB, slug: string) => Promise<Owner | null | undefined>;
  /**
   * A renamed or merged owner's old address answers 301, a deleted one's 410 (categories, tags);
   * without them an unknown slug is 404 (an author profile has no old addresses).
   */
  oldAddresses: boolean;
  /** Which articles are the owner's. */
  filter: (owner: Owner) => Pick<ListPublishedOptions, "categorySlug" | "tagId" | "authorId">;
  /** The owner's reader shape (app/.server/reader-shapes.ts). */
  shape: (owner: Owner) => Shown;
}

export interface ArchiveLoaderArgs {
  request: Request;
  params: { slug: string };
  context: Readonly<RouterContextProvider>;
}

export async function archiveLoader<Key extends string, Owner, Shown>(
  { request, params, context }: ArchiveLoaderArgs,
  spec: ArchiveSpec<Key, Owner, Shown>,
): Promise<{ [K in Key]: Shown } & ArchiveList> {
  const { db } = services(context);
  if (!isValidSlug(params.slug)) notFound();
  const owner = await spec.find(db, params.slug);
  if (!owner) return spec.oldAddresses ? missing(db, request) : notFound();
  const { page } = parseListQuery(new URL(request.url).searchParams);
  const list = await publishedPage(db, { ...spec.filter(owner), page });
  // The owner first, then the list: the answer's keys in the order they always had.
  return { [spec.key]: spec.shape(owner), ...list } as { [K in Key]: Shown } & ArchiveList;
}
