import { AuthorLink } from "~/components/author-link";
import { formatLongDate } from "~/lib/dates";
import { texts } from "~/lib/texts";
import { CategoryBadge } from "./category-badge";
import type { ReaderCard as PostCardData } from "~/lib/reader-shapes";
import { PostImage } from "./post-image";

/**
 * Pilihan redaksi at the top of the home page: the newest featured article as the lead story,
 * large and with its cover, the next ones beside it (below it on a phone). Server-rendered
 * links and images only: nothing here hydrates into behaviour.
 */
export function FeaturedStories({ posts }: { posts: PostCardData[] }) {
  const [lead, ...more] = posts;
  if (!lead) return null;
  return (
    <section
      aria-labelledby="pilihan-redaksi"
      className="border-b border-slate-200 dark:border-slate-800"
      data-testid="pilihan-redaksi"
    >
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:pt-10">
        <h2
          id="pilihan-redaksi"
          className="flex items-center gap-3 text-sm font-bold tracking-widest text-brand-700 uppercase dark:text-brand-100"
        >
          <span className="h-4 w-1 rounded-full bg-brand-600 dark:bg-brand-400" aria-hidden />
          {texts.featured.heading}
        </h2>
        <div className="mt-5 grid gap-8 lg:grid-cols-3">
          <LeadStory post={lead} />
          {more.length > 0 && (
            <ul className="divide-y divide-slate-200 border-t border-slate-200 lg:border-t-0 dark:divide-slate-800 dark:border-slate-800">
              {more.map((post) => (
                <li key={post.slug} className="py-4 first:pt-4 lg:first:pt-0">
                  <SideStory post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function LeadStory({ post }: { post: PostCardData }) {
  return (
    <article className="lg:col-span-2" data-testid="berita-utama">
      <a href={`/blog/${post.slug}`} tabIndex={-1} aria-hidden className="block">
        <PostImage
          src={post.image}
          alt=""
          sizes="(min-width: 1152px) 736px, (min-width: 1024px) 66vw, 100vw"
          loading="priority"
          // Wider on a large screen, so that the headline shows on the first screen too.
          className="rounded-2xl lg:aspect-[2/1]"
        />
      </a>
      <div className="mt-5">
        <CategoryBadge slug={post.category.slug} name={post.category.name} />
      </div>
      <h3 className="mt-3 font-serif text-2xl leading-tight font-bold sm:text-4xl">
        <a href={`/blog/${post.slug}`} className="hover:text-brand-600 dark:hover:text-brand-100">
          {post.title}
        </a>
      </h3>
      <p className="mt-3 line-clamp-3 text-base text-slate-600 sm:text-lg dark:text-slate-300">
        {post.summary}
      </p>
      <Byline post={post} />
    </article>
  );
}

function SideStory({ post }: { post: PostCardData }) {
  return (
    <article className="flex gap-4">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
          {post.category.name}
        </p>
        <h3 className="mt-1 leading-snug font-bold sm:text-lg lg:text-base">
          <a href={`/blog/${post.slug}`} className="hover:text-brand-600 dark:hover:text-brand-100">
            {post.title}
          </a>
        </h3>
        <Byline post={post} />
      </div>
      <a
        href={`/blog/${post.slug}`}
        tabIndex={-1}
        aria-hidden
        className="block w-28 shrink-0 sm:w-36"
      >
        <PostImage
          src={post.image}
          alt=""
          sizes="(min-width: 640px) 144px, 112px"
          loading="eager"
          className="rounded-lg"
        />
      </a>
    </article>
  );
}

function Byline({ post }: { post: PostCardData }) {
  return (
    <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
      <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
      <span aria-hidden> · </span>
      <AuthorLink author={post.author} authorSlug={post.authorSlug} />
    </p>
  );
}
