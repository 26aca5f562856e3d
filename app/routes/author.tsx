import { ArchiveErrorBoundary, ArchivePage } from "~/components/archive-page";
import { useSiteOrigin, useSiteSettings } from "~/components/use-root-data";
import { archiveLoader } from "~/.server/archive-page";
import { findPublicProfileBySlug } from "~/.server/db/author-profiles";
import { readerAuthor } from "~/.server/reader-shapes";
import { absoluteUrl } from "~/lib/absolute-url";
import { archiveShouldRevalidate } from "~/lib/archive";
import { authorFeedPaths } from "~/lib/author-paths";
import { serializeJsonLd } from "~/lib/json-ld";
import { texts } from "~/lib/texts";
import type { Route } from "./+types/author";

const t = texts.authors;

// An author's page: who they are and their published articles, six at a time like the home
// page. An unknown slug is 404 (a profile has no old addresses to redirect). The archive kit
// (app/.server/archive-page.ts, app/components/archive-page.tsx) does the rest.
export function loader(args: Route.LoaderArgs) {
  return archiveLoader(args, {
    key: "author",
    find: findPublicProfileBySlug,
    oldAddresses: false,
    filter: (profile) => ({ authorId: profile.id }),
    shape: readerAuthor,
  });
}

export const shouldRevalidate = archiveShouldRevalidate;

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author } = loaderData;
  const site = useSiteSettings();
  const origin = useSiteOrigin();
  const feeds = authorFeedPaths(author.slug);
  const links = [author.website, ...author.links].filter(Boolean);
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: author.name,
    url: `${origin}${feeds.pagePath}`,
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.avatar ? { image: absoluteUrl(origin, author.avatar) } : {}),
    ...(links.length > 0 ? { sameAs: links } : {}),
  };
  return (
    <ArchivePage
      list={loaderData}
      feeds={feeds}
      meta={{
        title: t.pageTitle(author.name),
        description: author.bio || t.defaultDescription(author.name),
        image: author.avatar,
        type: "profile",
      }}
      feedTitle={t.feedTitle(site.name, author.name)}
      jsonLd={
        <script
          type="application/ld+json"
          // Escaped by serializeJsonLd: no name or bio can close the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(person) }}
        />
      }
      words={t}
      header={{
        title: author.name,
        top: author.avatar && (
          <img
            src={author.avatar}
            alt={t.avatarAlt(author.name)}
            width={112}
            height={112}
            className="mx-auto mb-4 size-28 rounded-full object-cover"
          />
        ),
      }}
    >
      {author.bio && (
        <p className="mx-auto mt-4 max-w-2xl text-lg whitespace-pre-line text-slate-600 dark:text-slate-300">
          {author.bio}
        </p>
      )}
      {links.length > 0 && (
        <ul className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          {links.map((link) => (
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
    </ArchivePage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArchiveErrorBoundary error={error} />;
}
