import { ArrowLeft, Maximize2 } from "lucide-react";
import { useState } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { ArticleContent } from "~/components/article-content";
import { ArticleMeta } from "~/components/article-meta";
import { CategoryBadge } from "~/components/category-badge";
import { ImageViewer, type ViewerImage } from "~/components/image-viewer";
import { PageMeta } from "~/components/page-meta";
import { PostCard } from "~/components/post-card";
import { PostImage } from "~/components/post-image";
import { SharePanel } from "~/components/share-panel";
import { services } from "~/.server/context";
import { findPublishedBySlug, listRelated } from "~/.server/db/posts";
import { notFound } from "~/.server/http";
import { authorName } from "~/lib/author";
import { formatLongDate } from "~/lib/dates";
import { mediaSrcSet } from "~/lib/media";
import { useSiteOrigin } from "~/lib/site-origin";
import { isValidSlug } from "~/lib/slug";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  if (!isValidSlug(params.slug)) notFound();
  const post = await findPublishedBySlug(db, params.slug);
  if (!post) notFound();
  const related = await listRelated(db, post, 3);
  return { post, related };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  const [viewing, setViewing] = useState<ViewerImage | null>(null);
  const path = `/blog/${post.slug}`;
  const url = `${useSiteOrigin()}${path}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta
        title={post.title}
        description={post.summary}
        path={path}
        image={post.image}
        type="article"
      />
      <ArticleMeta post={post} url={url} />
      <Link
        to="/"
        className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {texts.post.back}
      </Link>
      {post.image ? (
        <button
          type="button"
          aria-label={texts.viewer.open(post.title)}
          className="group relative mt-6 block w-full cursor-zoom-in overflow-hidden rounded-2xl focus-visible:ring-4 focus-visible:ring-brand-500 focus-visible:outline-none"
          onClick={(event) => {
            const image = post.image ?? "";
            setViewing({
              src: image,
              srcSet: mediaSrcSet(image),
              alt: post.title,
              opener: event.currentTarget,
            });
          }}
        >
          <PostImage
            src={post.image}
            alt={post.title}
            sizes="(min-width: 768px) 768px, 100vw"
            className="transition duration-300 group-hover:scale-[1.02]"
            eager
          />
          <span
            className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-slate-950/60 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 group-focus-visible:opacity-100"
            aria-hidden
          >
            <Maximize2 className="size-4" />
          </span>
        </button>
      ) : (
        <PostImage src={null} alt="" sizes="100vw" className="mt-6 rounded-2xl" />
      )}
      <header className="mt-8">
        <CategoryBadge slug={post.category.slug} name={post.category.name} />
        <h1 className="mt-4 font-serif text-3xl leading-tight font-bold sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
          <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
          <span aria-hidden> · </span>
          <span>
            {texts.post.byline} {authorName(post.author)}
          </span>
        </p>
      </header>
      <ArticleContent html={post.content} onOpenImage={setViewing} />
      <SharePanel url={url} title={post.title} />
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />

      {related.length > 0 && (
        <section
          className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-800"
          aria-labelledby="terkait"
        >
          <h2 id="terkait" className="text-2xl font-bold">
            {texts.post.relatedTitle}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item, index) => (
              <PostCard key={item.slug} post={item} index={index} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A missing article and one that failed to load get the same page, as SPEC.md asks; only the
  // status code tells them apart.
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-status={missing ? 404 : 500}>
      <PageMeta title={texts.post.notFoundTitle} noindex />
      <h1 className="text-3xl font-bold">{texts.post.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{texts.post.notFoundText}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {texts.post.backHome}
      </Link>
    </div>
  );
}
