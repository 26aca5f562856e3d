import { ArrowLeft } from "~/components/icons";
import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { ArticleContent } from "~/components/article-content";
import { ArticleCover } from "~/components/article-cover";
import { ArticleMeta } from "~/components/article-meta";
import { CategoryBadge } from "~/components/category-badge";
import { CommentsSection } from "~/components/comments-section";
import { GoneView } from "~/components/gone-view";
import { useImageViewer } from "~/components/lazy-image-viewer";
import { PageMeta } from "~/components/page-meta";
import { PostCard } from "~/components/post-card";
import { PreviewBar } from "~/components/preview-bar";
import { SharePanel } from "~/components/share-panel";
import { TagLinks } from "~/components/tag-links";
import { Terpopuler } from "~/components/terpopuler";
import { getPopular } from "~/.server/audience/popular";
import { submitComment } from "~/.server/comments";
import { services } from "~/.server/context";
import { listApprovedForPost, type ThreadedComment } from "~/.server/db/comments";
import { findPostBySlug, findPublishedBySlug, listRelated } from "~/.server/db/posts";
import { listTagsOfPost } from "~/.server/db/tags";
import { missing } from "~/.server/http";
import { readerArticle, readerCard } from "~/.server/reader-shapes";
import { previewFor, previewHeaders } from "~/.server/preview";
import { AuthorLink } from "~/components/author-link";
import type { CommentResult } from "~/lib/comment-rules";
import { formatBylineDateTime } from "~/lib/dates";
import { isNewsletterSubmission } from "~/lib/newsletter";
import { useSiteOrigin, useSiteSettings } from "~/components/use-root-data";
import { isValidSlug } from "~/lib/slug";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/blog-post";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, logger } = services(context);
  if (!isValidSlug(params.slug)) return missing(db, request);
  // A draft only for whoever may open it (preview); other misses may be an old address (301 or
  // 410).
  const post =
    (await findPublishedBySlug(db, params.slug)) ??
    (await previewFor(request, context, await findPostBySlug(db, params.slug)));
  if (!post) return missing(db, request);
  const preview = !post.published;
  // Comments failing to load must not take the article down: the section says so inline.
  const [related, tags, comments, popular] = await Promise.all([
    listRelated(db, post),
    listTagsOfPost(db, post.id),
    listApprovedForPost(db, post.id).catch((error: unknown) => {
      logger.error({ err: error, postId: post.id }, "comments could not be loaded");
      return null;
    }),
    preview ? [] : getPopular(db),
  ]);
  // The reader shape only (app/.server/reader-shapes.ts); the preview's edit link for admins;
  // Terpopuler at the article's end; a published article reports its view once shown.
  const audience = { popular, beacon: preview ? null : { post: post.id } };
  return data(
    {
      post: readerArticle(post),
      related: related.map(readerCard),
      tags,
      comments,
      replyTo: replyTarget(request, comments),
      preview,
      audience,
      ...(preview ? { editHref: `/admin/articles/${post.id}/edit` } : {}),
    },
    { headers: preview ? previewHeaders : {} },
  );
}

// `?balas=<id>`: the form answers that comment when it is one shown here (approved, this
// article's); any other value leaves the form as it is. The post checks again.
function replyTarget(request: Request, comments: ThreadedComment[] | null) {
  const wanted = new URL(request.url).searchParams.get("balas");
  if (!wanted || !/^\d{1,10}$/.test(wanted) || !comments) return undefined;
  const comment = comments.find((item) => item.id === Number(wanted));
  return comment && { id: comment.id, authorName: comment.authorName };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") === "comment") return submitComment(form, params.slug, context);
  throw data(null, { status: 400 });
}

// A network failure must end in the form's toast, not in the route's error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    const result: CommentResult = { ok: false, message: texts.comments.sendFailed };
    return result;
  }
}

// A new comment is pending: nothing on the page changes, so the page's data is not reloaded.
export function shouldRevalidate({
  formData,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "comment") return false;
  if (isNewsletterSubmission(formAction)) return false;
  return defaultShouldRevalidate;
}

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, related, tags, comments, replyTo, preview } = loaderData;
  const editHref = "editHref" in loaderData ? loaderData.editHref : undefined;
  const { open: openImage, viewer } = useImageViewer();
  const { timeZone } = useSiteSettings();
  const path = `/blog/${post.slug}`;
  const url = `${useSiteOrigin()}${path}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      {preview && editHref && <PreviewBar editHref={editHref} />}
      <PageMeta
        title={post.title}
        description={post.summary}
        path={path}
        image={post.image}
        type="article"
        noindex={preview}
        seo={post.seo}
      />
      <ArticleMeta post={post} url={url} />
      <a
        href="/"
        className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-600 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {texts.post.back}
      </a>
      <ArticleCover image={post.image} title={post.title} onOpenImage={openImage} />
      <header className="mt-8">
        <CategoryBadge slug={post.category.slug} name={post.category.name} />
        <h1 className="mt-4 font-serif text-3xl leading-tight font-bold sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
          <time dateTime={post.publishedAt}>
            {formatBylineDateTime(post.publishedAt, timeZone)}
          </time>
          {post.markedUpdatedAt && (
            <>
              <span aria-hidden> · </span>
              <span data-updated>
                {texts.post.updated}{" "}
                <time dateTime={post.markedUpdatedAt}>
                  {formatBylineDateTime(post.markedUpdatedAt, timeZone)}
                </time>
              </span>
            </>
          )}
          <span aria-hidden> · </span>
          <span>
            {texts.post.byline} <AuthorLink author={post.author} authorSlug={post.authorSlug} />
          </span>
        </p>
      </header>
      <ArticleContent html={post.content} onOpenImage={openImage} />
      <TagLinks tags={tags} />
      <SharePanel url={url} title={post.title} />
      {viewer}

      <CommentsSection comments={comments} path={path} pageResult={actionData} replyTo={replyTo} />

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
      <Terpopuler audience={loaderData.audience} />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410) return <GoneView />;
  // A missing article and one that failed to load get the same page, as SPEC.md asks; only the
  // status code tells them apart.
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-status={missing ? 404 : 500}>
      <PageMeta title={texts.post.notFoundTitle} noindex />
      <h1 className="text-3xl font-bold">{texts.post.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{texts.post.notFoundText}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {texts.post.backHome}
      </a>
    </div>
  );
}
