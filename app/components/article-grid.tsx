import { Pagination } from "./pagination";
import type { ReaderCard as PostCardData } from "~/lib/reader-shapes";
import { PostCard } from "./post-card";
import { texts } from "~/lib/texts";

/** A list page's cards, six to a page, with the pager below (tag and author pages). */
export function ArticleGrid({
  posts,
  page,
  count,
  href,
}: {
  posts: PostCardData[];
  page: number;
  count: number;
  href: (page: number) => string;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {posts.length === 0 ? (
        <div className="mt-6 text-center">
          <h2 className="text-xl font-semibold">{texts.home.emptyTitle}</h2>
        </div>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <PostCard
              key={post.slug}
              post={post}
              index={index}
              imageLoading={index === 0 ? "priority" : index < 3 ? "eager" : "lazy"}
            />
          ))}
        </div>
      )}
      <Pagination page={page} count={count} href={href} />
    </div>
  );
}
