import { data, isRouteErrorResponse, useLocation } from "react-router";
import { ArticleContent } from "~/components/article-content";
import { GoneView } from "~/components/gone-view";
import { useImageViewer } from "~/components/lazy-image-viewer";
import { NotFoundView } from "~/components/not-found-view";
import { PageMeta } from "~/components/page-meta";
import { PreviewBar } from "~/components/preview-bar";
import { services } from "~/.server/context";
import { findPageBySlug, findPublishedPage } from "~/.server/db/pages";
import { missing } from "~/.server/http";
import { canPreview, previewHeaders } from "~/.server/preview";
import { readerPage } from "~/.server/reader-shapes";
import type { ReaderPage } from "~/lib/reader-shapes";
import { isValidSlug } from "~/lib/slug";
import type { Route } from "./+types/page";

// A page at the site's root (/about). Published pages are public; a draft is shown to admins
// only (preview); any other address is looked up among old addresses, then answers 404.
interface PageAnswer {
  page: ReaderPage;
  preview: boolean;
  /** Only on an admin's preview of a draft. */
  editHref?: string;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  if (!isValidSlug(params.slug)) return missing(db, request);
  const published = await findPublishedPage(db, params.slug);
  if (published) return data<PageAnswer>({ page: readerPage(published), preview: false });
  const draft = (await canPreview(request, context))
    ? await findPageBySlug(db, params.slug)
    : undefined;
  if (!draft) return missing(db, request);
  return data<PageAnswer>(
    { page: readerPage(draft), preview: true, editHref: `/admin/pages/${draft.id}/edit` },
    { headers: previewHeaders },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function PublicPage({ loaderData }: Route.ComponentProps) {
  const { page, preview } = loaderData;
  const { editHref } = loaderData;
  const { open: openImage, viewer } = useImageViewer();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      {preview && editHref && <PreviewBar editHref={editHref} />}
      <PageMeta
        title={page.title}
        description={page.summary || undefined}
        path={`/${page.slug}`}
        noindex={preview}
        seo={page.seo}
      />
      <h1 className="font-serif text-3xl leading-tight font-bold sm:text-4xl">{page.title}</h1>
      <ArticleContent html={page.content} onOpenImage={openImage} />
      {viewer}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 410) return <GoneView />;
  return <NotFoundView path={location.pathname} />;
}
