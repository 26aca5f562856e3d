import { AuthorLink } from "~/components/author-link";
import { formatLongDate } from "~/lib/dates";
import type { ReaderCard as PostCardData } from "~/lib/reader-shapes";
import { texts } from "~/lib/texts";
import { CategoryBadge } from "./category-badge";
import { PostImage } from "./post-image";

interface PostCardProps {
  post: PostCardData;
  index: number;
  imageLoading?: "lazy" | "eager" | "priority";
}

export function PostCard({ post, index, imageLoading = "lazy" }: PostCardProps) {
  return (
    <article
      className="card-enter flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      <a href={`/blog/${post.slug}`} tabIndex={-1} aria-hidden>
        <PostImage
          src={post.image}
          alt=""
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          loading={imageLoading}
        />
      </a>
      <div className="flex flex-1 flex-col p-5">
        <div>
          <CategoryBadge slug={post.category.slug} name={post.category.name} />
        </div>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          <span aria-hidden> · </span>
          <AuthorLink author={post.author} authorSlug={post.authorSlug} />
        </p>
        <h2 className="mt-2 text-lg leading-snug font-bold">
          <a href={`/blog/${post.slug}`} className="hover:text-brand-600 dark:hover:text-brand-100">
            {post.title}
          </a>
        </h2>
        <p className="mt-2 mb-4 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">
          {post.summary}
        </p>
        <a
          href={`/blog/${post.slug}`}
          className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-100"
          aria-label={`${texts.home.readMore}: ${post.title}`}
        >
          {texts.home.readMore} <span aria-hidden>→</span>
        </a>
      </div>
    </article>
  );
}
