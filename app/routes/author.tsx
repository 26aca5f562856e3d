import { useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { FeedLinks } from "~/components/feed-links";
import { NotFoundView } from "~/components/not-found-view";
import { PageMeta } from "~/components/page-meta";
import { ArticleGrid } from "~/components/article-grid";
import { useSiteOrigin, useSiteSettings } from "~/components/use-root-data";
import { services } from "~/.server/context";
import { findPublicProfileBySlug } from "~/.server/db/author-profiles";
import { listPublished } from "~/.server/db/posts";
import { notFound } from "~/.server/http";
import { readerAuthor, readerCard } from "~/.server/reader-shapes";
import { absoluteUrl } from "~/lib/absolute-url";
import { authorFeedPaths, authorPath } from "~/lib/author-paths";
import { serializeJsonLd } from "~/lib/json-ld";
import { pageSize, parseListQuery } from "~/lib/list-query";
import { isNewsletterSubmission } from "~/lib/newsletter";
import { pageCount } from "~/lib/pagination";
import { isValidSlug } from "~/lib/slug";
import { texts } from "~/lib/texts";
import { ArchiveHeader } from "~/components/archive-header";
import type { Route } from "./+types/author";

const t = texts.authors;

// An author's page: who they are and their published articles, six at a time like the home
// page. An unknown slug is 404 (a profile has no old addresses to redirect).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = services(context);
  if (!isValidSlug(params.slug)) notFound();
  const profile = await findPublicProfileBySlug(db, params.slug);
  if (!profile) notFound();
  const { page } = parseListQuery(new URL(request.url).searchParams);
  const { posts, total } = await listPublished(db, { authorId: profile.id, page });
  return {
    author: readerAuthor(profile),
    posts: posts.map(readerCard),
    page,
    total,
    pageCount: pageCount(total, pageSize),
  };
}

export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isNewsletterSubmission(formAction) ? false : defaultShouldRevalidate;
}

function pageHref(slug: string, page: number): string {
  return page > 1 ? `${authorPath(slug)}?page=${page}` : authorPath(slug);
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, posts, page, total } = loaderData;
  const site = useSiteSettings();
  const origin = useSiteOrigin();
  const url = `${origin}${authorPath(author.slug)}`;
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: author.name,
    url,
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.avatar ? { image: absoluteUrl(origin, author.avatar) } : {}),
    ...(author.website || author.links.length > 0
      ? { sameAs: [author.website, ...author.links].filter(Boolean) }
      : {}),
  };
  return (
    <>
      <PageMeta
        title={t.pageTitle(author.name)}
        description={author.bio || t.defaultDescription(author.name)}
        path={pageHref(author.slug, page)}
        image={author.avatar}
        type="profile"
      />
      <FeedLinks title={t.feedTitle(site.name, author.name)} paths={authorFeedPaths(author.slug)} />
      <script
        type="application/ld+json"
        // Escaped by serializeJsonLd: no name or bio can close the element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(person) }}
      />
      <ArchiveHeader
        eyebrow={t.eyebrow}
        title={author.name}
        count={t.articleCount(total)}
        feed={{ href: authorFeedPaths(author.slug).rssPath, label: t.feedLink }}
        top={
          author.avatar && (
            <img
              src={author.avatar}
              alt={t.avatarAlt(author.name)}
              width={112}
              height={112}
              className="mx-auto mb-4 size-28 rounded-full object-cover"
            />
          )
        }
      >
        {author.bio && (
          <p className="mx-auto mt-4 max-w-2xl text-lg whitespace-pre-line text-slate-600 dark:text-slate-300">
            {author.bio}
          </p>
        )}
        {(author.website || author.links.length > 0) && (
          <ul className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
            {[author.website, ...author.links].filter(Boolean).map((link) => (
              <li key={link}>
                <a
                  href={link ?? ""}
                  rel="me noopener nofollow"
                  className="font-medium break-all text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
                >
                  {new URL(link ?? "").hostname.replace(/^www\./, "")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </ArchiveHeader>
      <ArticleGrid
        posts={posts}
        page={page}
        count={loaderData.pageCount}
        href={(n) => pageHref(author.slug, n)}
      />
    </>
  );
}

export function ErrorBoundary() {
  const location = useLocation();
  return <NotFoundView path={location.pathname} />;
}
